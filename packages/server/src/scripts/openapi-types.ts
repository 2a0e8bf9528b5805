import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { API_TYPES_FILE, apiTypesSource } from "../openapi/api-types";

/** `pnpm --filter @app/server openapi:types`: rewrite src/openapi/api-types.generated.ts from the OpenAPI document. */
await writeFile(API_TYPES_FILE, await apiTypesSource());
console.log(`Wrote ${fileURLToPath(API_TYPES_FILE)}`);
