import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`pnpm db:generate`) and applied at start by src/db/client.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
