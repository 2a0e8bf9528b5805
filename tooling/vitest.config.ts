import { defineProject } from "vitest/config";

/** Checks of the repository's own tooling (lint rules), run with the unit tests. */
export default defineProject({
  test: { name: "tooling", environment: "node", include: ["**/*.test.ts"], testTimeout: 60_000 },
});
