import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Migrates a database once per engine; each suite starts from a copy (src/test/database-template.ts).
    globalSetup: ["src/test/database-template.ts"],
    // Generous: a timeout only ends a test that hangs; on a busy 2-core machine starting an engine takes tens of seconds.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
