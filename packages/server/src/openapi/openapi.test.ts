import { describe, expect, it } from "vitest";
import { engines, useTestContext } from "../test/test-app";
import { ENDPOINT_LIST } from "@app/core";

type Json = Record<string, unknown>;
type Operation = { security: Json[]; responses: Record<string, Json>; requestBody?: Json; parameters: Json[] };

describe.each(engines)("the OpenAPI document on %s", (engine) => {
  const t = useTestContext(engine);

  it("serves every endpoint of the table (the server mounts its handlers by the table's names, so none is undescribed)", () => {
    const routes = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    const missing = ENDPOINT_LIST.filter((route) => !routes.has(`${route.method.toUpperCase()} ${route.path}`)).map((route) => route.key);
    expect(missing, "endpoints without a handler").toEqual([]);
  });

  it("is served at /api/openapi.json as OpenAPI 3.1: requests, answers, the error shape and auth of each route", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes as Json).sort()).toEqual(["bearerToken", "sessionCookie"]);
    expect((doc.components.schemas as Json).ApiError).toMatchObject({ type: "object", required: ["message"] });

    for (const route of ENDPOINT_LIST) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, "{$1}")]?.[route.method];
      const name = `${route.method} ${route.path}`;
      expect(op, name).toBeDefined();
      if (!op) continue;
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toContain(String(route.ok.status));
      expect(statuses, name).toContain("503");
      if (route.access === "admin") {
        expect(op.security, name).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
        expect(statuses, name).toContain("401");
      } else if (route.access === "public") expect(op.security, name).toEqual([]);
      if (route.body) {
        expect(statuses, name).toEqual(expect.arrayContaining(["400", "413", "415"]));
        expect(op.requestBody, name).toMatchObject({ required: true, content: { "application/json": { schema: expect.any(Object) } } });
      }
      if (route.params) expect(statuses, name).toContain("404");
    }

    // Spot checks against what the routes do.
    const create = doc.paths["/api/products"]?.post as Operation;
    const body = (create.requestBody as { content: { "application/json": { schema: { properties: Json; required: string[] } } } }).content[
      "application/json"
    ].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["title", "price", "productUrl"]));
    expect(body.required).toContain("title");
    expect(Object.keys(doc.paths["/api/admin/login"]?.post?.responses ?? {})).toContain("429");
    const list = doc.paths["/api/products"]?.get as Operation;
    expect(list.responses["200"]).toMatchObject({ headers: { Link: expect.any(Object), "X-Request-Id": expect.any(Object) } });
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["limit", "cursor", "page"]));
    expect(doc.paths["/api/search"]?.get?.parameters.find((p) => p.name === "q")).toMatchObject({ in: "query", required: true });
  });

  it("is readable at /api/docs: one server-rendered page, no script and nothing from another host", async () => {
    const res = await t.request("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Kicks Directory API");
    for (const route of ENDPOINT_LIST) expect(html, route.path).toContain(`<code>${route.path.replace(/:(\w+)/g, "{$1}")}</code>`);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!kicks\.example)/);
  });
});
