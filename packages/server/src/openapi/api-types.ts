import openapiTS, { astToString } from "openapi-typescript";
import { API_ROUTES } from "./api-routes";
import { openApiDocument } from "./document";
import { API_VERSION } from "./openapi.routes";

export const API_TYPES_FILE = new URL("./api-types.generated.ts", import.meta.url);

/**
 * The OpenAPI document as TypeScript types (openapi-typescript): `paths[path][method]`'s parameters, body and answers.
 * Written to api-types.generated.ts by `pnpm --filter @app/server openapi:types`; client-types.test.ts checks the
 * admin's API client against them, and api-types.test.ts that the file is up to date.
 */
export async function apiTypesSource(): Promise<string> {
  const document = openApiDocument(API_ROUTES, { version: API_VERSION, serverUrl: "http://localhost:3000" });
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return `// Generated from the OpenAPI document by \`pnpm --filter @app/server openapi:types\`: do not edit.\n${astToString(ast)}`;
}
