import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`pnpm db:generate`), with the SQL drizzle-kit cannot see (triggers,
// functions) added by hand, and applied at start by src/db/client.ts (docs/decisions/0059).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
