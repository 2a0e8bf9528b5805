import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { API_ROUTES } from "./api-routes";
import { docsPage } from "./docs-page";
import { openApiDocument } from "./document";

/** The API's version in the OpenAPI document. */
export const API_VERSION = "1.0.0";

/** GET /api/openapi.json (the OpenAPI 3.1 document of API_ROUTES) and GET /api/docs (the same, readable). */
export function createOpenApiRoutes(deps: AppDeps) {
  const document = openApiDocument(API_ROUTES, { version: API_VERSION, serverUrl: deps.env.PUBLIC_SITE_URL });
  const json = JSON.stringify(document);
  const html = docsPage(document);
  const app = new Hono();
  app.get("/openapi.json", (c) => c.body(json, 200, { "Content-Type": "application/json" }));
  app.get("/docs", (c) => c.html(html));
  return app;
}
