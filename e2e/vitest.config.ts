import { defineProject } from "vitest/config";

/**
 * End-to-end: the built product (`pnpm build`) started as `pnpm start` would, on a fresh database (support/server.ts),
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
    // A shared 2-core CI machine: give the UI time, the test still fails if it never gets there.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
