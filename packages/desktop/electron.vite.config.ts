import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "electron-vite";

export default defineConfig({
  main: {
    build: {
      // Everything is bundled (workspace packages are TypeScript source) except keytar: it is native, the
      // app's only runtime dependency (optional), rebuilt for Electron by electron-builder.
      externalizeDeps: { include: ["keytar"] },
      rolldownOptions: { input: { index: resolve(import.meta.dirname, "src/main/index.ts") } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload can require only `electron`: bundle everything, as CommonJS.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, "src/preload/index.ts") },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, "src/renderer"),
    plugins: [react(), tailwindcss()],
    build: {
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, "src/renderer/index.html") },
        // zod and the config that turns its JIT off in a chunk of their own, evaluated before any schema is used: in a
        // chunk shared with the admin's screens (each a chunk of its own), zod's eval probe ran before the config.
        output: {
          manualChunks: (id: string) =>
            id.includes("/node_modules/zod/") || id.endsWith("/src/renderer/zod-config.ts") ? "zod" : undefined,
        },
      },
    },
  },
});
