import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

/** Where a build lists its own files under dist/assets/, for the next build (a hidden file: never served). */
export const BUILD_ASSETS_RECORD = ".build-assets.json";

/**
 * A build empties dist/, and a tab opened before a deploy still asks for the hashed files of the build it loaded (a
 * page it has not visited yet, the phone menu's chunk). This keeps the previous build's files of dist/assets/ (their
 * Brotli copies too) beside the new build's, so that tab goes on working after the deploy instead of reloading
 * (src/app/lazy-with-reload.ts, which still catches a tab two deploys old). Two builds at most: each build records its
 * own files, and the next keeps those and no older ones.
 */
export function keepPreviousAssets(): Plugin {
  let outDir = "";
  let assetsDir = "";
  let previous = new Map<string, Buffer>();
  return {
    name: "keep-previous-assets",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    // Read before Vite empties the folder (it does so just before writing the new files).
    async buildStart() {
      previous = new Map();
      let names: unknown;
      try {
        names = JSON.parse(await readFile(join(outDir, BUILD_ASSETS_RECORD), "utf8"));
      } catch {
        return; // a first build, or a folder built before this record existed
      }
      if (!Array.isArray(names)) return;
      for (const name of names) {
        if (typeof name !== "string" || !name.startsWith(`${assetsDir}/`) || name.includes("..")) continue;
        for (const file of [name, `${name}.br`]) {
          try {
            previous.set(file, await readFile(join(outDir, file)));
          } catch {
            // gone already (a Brotli copy is only made of larger files)
          }
        }
      }
    },
    async writeBundle(_options, bundle) {
      for (const [file, bytes] of previous) {
        const path = join(outDir, file);
        if (existsSync(path)) continue; // the same file in both builds (its hash is its content's)
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
      }
      previous = new Map();
      const own = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`));
      await writeFile(join(outDir, BUILD_ASSETS_RECORD), `${JSON.stringify(own.sort(), null, 1)}\n`);
    },
  };
}
