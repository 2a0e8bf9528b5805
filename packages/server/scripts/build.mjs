// Bundle the server for `pnpm start` (node dist/main.js): @app/core and zod are bundled, every other
// dependency stays external (installed next to the package), and drizzle/ migrations are copied beside
// the bundle, where src/db/client.ts looks for them (`./drizzle` relative to the module).
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const bundled = new Set(["@app/core", "zod"]);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !bundled.has(name));
const outdir = path.join(root, "dist");

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, "src/main.ts"),
    migrate: path.join(root, "src/scripts/migrate.ts"),
    seed: path.join(root, "src/scripts/seed.ts"),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});
await cp(path.join(root, "drizzle"), path.join(outdir, "drizzle"), { recursive: true });
console.log("Server bundle written to packages/server/dist/ (main.js, migrate.js, seed.js) with the migrations.");
