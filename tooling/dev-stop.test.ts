import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";

const site = fileURLToPath(new URL("../packages/site", import.meta.url));

/**
 * The site's half of `pnpm dev` (packages/site/scripts/dev.mjs) stopped as a terminal's Ctrl-C or a process manager
 * stops it: it exits 0, so pnpm's parallel run reports a stop, not ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL.
 */
describe("the site's dev server", () => {
  it.each(["SIGINT", "SIGTERM"] as const)("exits 0 on %s", async (signal) => {
    const child = spawn(process.execPath, ["scripts/dev.mjs"], { cwd: site, stdio: ["ignore", "pipe", "pipe"] });
    // Never left running, whatever the test's end (a timeout too): it would hold a port after the run.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    let output = "";
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        // Coloured where CI is set ("Local" in bold).
        if (stripVTControlCharacters(output).includes("Local:")) resolve();
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      void exited.then((code) => reject(new Error(`dev server exited (${code}) before listening:\n${output}`)));
    });
    child.kill(signal);
    expect(await exited, output).toBe(0);
  });
});
