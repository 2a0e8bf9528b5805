import { defineProject } from "vitest/config";

/**
 * End-to-end: the built product (`pnpm build`) started as `pnpm start` would, on a fresh embedded database,
 * driven in headless Chromium. One server for the run (global setup); files run one at a time.
 */
export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
