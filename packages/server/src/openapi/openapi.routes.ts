import { ENDPOINT_LIST } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { docsPage } from "./docs-page";
import { openApiDocument } from "./document";

/** The API's version in the OpenAPI document. */
export const API_VERSION = "1.0.0";

/** GET /api/openapi.json (the OpenAPI 3.1 document of core's endpoint table) and GET /api/docs (the same, readable). */
export function createOpenApiRoutes(deps: AppDeps) {
  const document = openApiDocument(ENDPOINT_LIST, { version: API_VERSION, serverUrl: deps.env.PUBLIC_SITE_URL });
  const json = JSON.stringify(document);
  const html = docsPage(document);
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  on("openapi.document", (c) => c.body(json, 200, { "Content-Type": "application/json" }));
  on("openapi.docs", (c) => c.html(html));
  return app;
}
