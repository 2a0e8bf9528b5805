import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

/** Vitest global setup for the desktop project: one `electron-vite build` before the tests that load out/. */
export default function buildBundles() {
  const packageDir = resolve(import.meta.dirname, "../..");
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve("electron-vite/package.json")), "bin", "electron-vite.js");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: packageDir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`electron-vite build failed:\n${result.stdout}\n${result.stderr}`);
}
