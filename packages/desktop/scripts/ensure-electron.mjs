#!/usr/bin/env node
// Makes sure the Electron binary is present before `dev` / `package`.
//
// The workspace installs with ELECTRON_SKIP_BINARY_DOWNLOAD=1 and pnpm does not run electron's own
// install script (pnpm-workspace.yaml: ignoredBuiltDependencies), so CI and offline machines install
// fine. On a machine that needs the binary, this runs electron's install.js once to download it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve("electron/package.json"));
const { version } = require("electron/package.json");

function binaryPath() {
  if (process.env.ELECTRON_EXEC_PATH) return process.env.ELECTRON_EXEC_PATH;
  // As electron/index.js resolves it: dist/<path.txt>, or <ELECTRON_OVERRIDE_DIST_PATH>/<path.txt or "electron">.
  const pathFile = join(electronDir, "path.txt");
  const relative = existsSync(pathFile) ? readFileSync(pathFile, "utf8").trim() : null;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return join(process.env.ELECTRON_OVERRIDE_DIST_PATH, relative ?? "electron");
  return relative === null ? null : join(electronDir, "dist", relative);
}

function installed() {
  const path = binaryPath();
  return path !== null && existsSync(path);
}

if (installed()) process.exit(0);

console.log(`Electron ${version}: the binary is not installed yet; downloading it (electron/install.js)…`);
const env = { ...process.env };
delete env.ELECTRON_SKIP_BINARY_DOWNLOAD; // install.js would otherwise exit without doing anything
const result = spawnSync(process.execPath, [join(electronDir, "install.js")], { stdio: "inherit", env });

if (result.status !== 0 || !installed()) {
  console.error(
    [
      "",
      `Could not install the Electron ${version} binary.`,
      "The desktop app needs it to run or to be packaged (building the bundles with `pnpm --filter @app/desktop build` does not).",
      "Check the network access to Electron's download host (or set ELECTRON_MIRROR), then run this command again.",
      "Alternatively point ELECTRON_OVERRIDE_DIST_PATH (a folder with the binary) or ELECTRON_EXEC_PATH at an existing Electron install.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Electron ${version} is installed.`);
