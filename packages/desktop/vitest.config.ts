import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "desktop",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The API and bundle tests start the real server (and Chromium) as child processes.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
