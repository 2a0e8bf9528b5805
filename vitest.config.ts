import { defineConfig } from "vitest/config";

// One runner for the whole workspace; each package is a project (tests sit beside the code).
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "e2e/vitest.config.ts", "tooling/vitest.config.ts"],
  },
});
