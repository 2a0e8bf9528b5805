import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin, type Rolldown } from "vite";
import { keepPreviousAssets } from "./scripts/keep-previous-assets.ts";

/** The repository root holds the one `.env` (see .env.example) that the server and the site both read. */
const envDir = fileURLToPath(new URL("../..", import.meta.url));

/** Vendor chunks kept apart so the home page loads only what it needs (admin and pages are lazy). */
function vendorChunk(id: string): string | undefined {
  // zod and the config that turns its JIT off must be evaluated before any schema is built (see zod-config.ts).
  if (id.includes("/node_modules/zod/") || id.endsWith("/src/app/zod-config.ts")) return "zod";
  if (!id.includes("node_modules")) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
  return undefined;
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines ignore the comment) on
 * the code a public page runs at start: the entry, the public pages' chunks (src/pages/, loaded by app/lazy-pages.ts)
 * and everything they import. V8 then compiles those files whole on a background thread while they download, instead
 * of each function on the main thread when it is first called. The admin's code stays lazily compiled: it is large and
 * little of it runs at once (docs/decisions/0068). Added to the written files, after minification (which drops
 * comments); the file names' hashes do not cover it. e2e/bundle.e2e.ts checks every public route's start-up chunks.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      order: "post", // after Vite puts its map of preloaded files at the top of the entry
      handler(_options, bundle) {
        const atStart = new Set<Rolldown.OutputChunk>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk" || atStart.has(chunk)) return;
          atStart.add(chunk);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          if (output.isEntry || (output.isDynamicEntry && output.facadeModuleId?.includes("/src/pages/"))) visit(output.fileName);
        }
        for (const chunk of atStart) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Real environment variables win over .env (loadEnv merges process.env last).
  const fileEnv = loadEnv(mode, envDir, "");
  // Object form, not the string shorthand (which turns on changeOrigin). The server accepts writes from these
  // pages because development allows the :5173 and :4173 origins (packages/server/src/env.ts).
  const api = { target: `http://localhost:${fileEnv.PORT || "3000"}` };
  return {
    envDir,
    plugins: [react(), tailwindcss(), compileHints(), keepPreviousAssets()],
    server: {
      port: 5173,
      proxy: { "/api": api, "/sitemap.xml": api, "/robots.txt": api, "/rss.xml": api },
    },
    preview: {
      port: 4173,
      proxy: { "/api": api, "/sitemap.xml": api, "/robots.txt": api, "/rss.xml": api },
    },
    build: {
      outDir: "dist",
      sourcemap: false,
      // Read (then removed) by scripts/prerender.mjs, to announce each prerendered page's own chunk.
      manifest: true,
      // Every browser the site supports follows <link rel="modulepreload"> itself: no polyfill on the start-up path.
      modulePreload: { polyfill: false },
      // The server-side renderer is one file, lazy pages inlined (see scripts/prerender.mjs); visitors get chunks.
      rollupOptions: { output: isSsrBuild ? { codeSplitting: false } : { manualChunks: vendorChunk } },
    },
  };
});
