import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";

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

export default defineConfig(({ mode }) => {
  // Real environment variables win over .env (loadEnv merges process.env last).
  const fileEnv = loadEnv(mode, envDir, "");
  // Object form, not the string shorthand (which turns on changeOrigin). The server accepts writes from these
  // pages because development allows the :5173 and :4173 origins (packages/server/src/env.ts).
  const api = { target: `http://localhost:${fileEnv.PORT || "3000"}` };
  return {
    envDir,
    plugins: [react(), tailwindcss()],
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
      rollupOptions: {
        output: { manualChunks: vendorChunk },
      },
    },
  };
});
