import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "desktop",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // main-bundle and renderer-bundle tests load the built out/ folder: build it once, first.
    globalSetup: ["src/test/build-bundles.ts"],
    // The API and bundle tests start the real server (and Chromium) as child processes.
    testTimeout: 60_000,
    hookTimeout: 360_000,
  },
});
