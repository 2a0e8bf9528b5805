import { defineConfig } from "vitest/config";

// One runner for the whole workspace; each package is a project (tests sit beside the code).
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "e2e/vitest.config.ts", "tooling/vitest.config.ts"],
    // A worker per core. Vitest's own default leaves one core out, which on a 2-core CI machine is one file at a time:
    // most files wait on a database, a socket or Chromium, so two workers there took the unit and API projects from
    // 546 s to 331 s. The browser tests keep running one file at a time (e2e/vitest.config.ts).
    maxWorkers: "100%",
  },
});
