import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const site = fileURLToPath(new URL("../packages/site", import.meta.url));

/**
 * The site's half of `pnpm dev` (packages/site/scripts/dev.mjs) stopped as a terminal's Ctrl-C or a process manager
 * stops it: it exits 0, so pnpm's parallel run reports a stop, not ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL.
 */
describe("the site's dev server", () => {
  it.each(["SIGINT", "SIGTERM"] as const)("exits 0 on %s", async (signal) => {
    const child = spawn(process.execPath, ["scripts/dev.mjs"], { cwd: site, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes("Local:")) resolve();
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      void exited.then((code) => reject(new Error(`dev server exited (${code}) before listening:\n${output}`)));
    });
    child.kill(signal);
    expect(await exited, output).toBe(0);
  });
});
