import { DEFAULT_RAKUTEN_PUBLISHER_ID, healthSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { Database } from "./db/client";
import { loadEnv } from "./env";
import { MAX_BODY_BYTES } from "./http/constants";
import { products } from "./db/schema";
import { createTestContext, engines, FOREIGN_ORIGIN, type TestContext } from "./test/test-app";

describe.each(engines)("app conventions on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine, { env: { CORS_ORIGINS: "https://admin.kicks.example" } });
    await t.db.insert(products).values({ title: "Bag", price: "10", imageUrl: "/x.svg", productUrl: "https://x.example" });
  });
  afterAll(() => t.close());

  it("GET /api/health names the database engine", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(healthSchema.parse(await res.json())).toEqual({ status: "ok", database: engine });
  });

  it("sets the security headers on every response, API and not", async () => {
    for (const path of ["/api/products", "/api/nope", "/"]) {
      const res = await t.request("GET", path);
      const csp = res.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data: https:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const production = await t.appWith({ NODE_ENV: "production" }).request("/api/health");
    expect(production.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("isolates the admin's documents from other windows, and only those (a public page's opener policy costs a fresh process)", async () => {
    for (const path of ["/admin", "/admin/products", "/ADMIN/Products"])
      expect((await t.request("GET", path)).headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    for (const path of ["/", "/products", "/api/products", "/administrator"])
      expect((await t.request("GET", path)).headers.get("cross-origin-opener-policy"), path).toBeNull();
  });

  it("GET /api/config hands the site the server's Rakuten publisher id, Amazon associate tag and time zone (public, with their defaults)", async () => {
    const res = await t.request("GET", "/api/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      rakutenPublisherId: DEFAULT_RAKUTEN_PUBLISHER_ID,
      amazonAssociateTag: "kicks-20",
      amazonTrackingIds: {},
      timeZone: "UTC",
      priceAlerts: true,
    });
    const configured = await t
      .appWith({ RAKUTEN_PUBLISHER_ID: " 1234567 ", AMAZON_ASSOCIATE_TAG: "", SITE_TIMEZONE: "America/Los_Angeles" })
      .request("/api/config");
    expect(await configured.json()).toEqual({
      rakutenPublisherId: "1234567",
      amazonAssociateTag: null,
      amazonTrackingIds: {},
      timeZone: "America/Los_Angeles",
      priceAlerts: true,
    });
  });

  it("allows Google Analytics' hosts in the CSP only when the site has a measurement id", async () => {
    const without = (await t.request("GET", "/")).headers.get("content-security-policy") ?? "";
    expect(without).not.toContain("google");
    expect(without).toContain("connect-src 'self';");
    const csp = (await t.appWith({ VITE_GA_MEASUREMENT_ID: "G-TEST123" }).request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')? https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com/);
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/products/1/extra"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await t.request(method, path, { cookie: await t.login() });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ message: "Not found" });
    }
  });

  it("gives GET responses an ETag and answers a repeat with 304", async () => {
    const first = await t.request("GET", "/api/products");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control"), "browsers must revalidate API data").toBe("no-cache");
    const again = await t.request("GET", "/api/products", { headers: { "if-none-match": tag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("compresses JSON for clients that accept it", async () => {
    const cookie = await t.login();
    for (let i = 0; i < 30; i++) {
      await t.request("POST", "/api/products", {
        cookie,
        body: { title: `Compressible product ${i}`, price: "9.99", imageUrl: "/x.svg", productUrl: "https://x.example" },
      });
    }
    const res = await t.request("GET", "/api/products", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("refuses a body over the limit with 413 JSON, and malformed JSON or a wrong content type with 4xx", async () => {
    const cookie = await t.login();
    const big = await t.request("POST", "/api/products", { cookie, rawBody: JSON.stringify({ title: "x".repeat(MAX_BODY_BYTES + 10) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: "Request body is too large" });
    const malformed = await t.request("POST", "/api/tweets", { cookie, rawBody: '{"content": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON body" });
    const text = await t.request("POST", "/api/tweets", {
      cookie,
      rawBody: "content=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(415);
  });

  it("allows CORS_ORIGINS with credentials and accepts them as a write Origin", async () => {
    const preflight = await t.request("OPTIONS", "/api/products", {
      origin: "https://admin.kicks.example",
      headers: { "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://admin.kicks.example");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    const foreign = await t.request("GET", "/api/products", { origin: FOREIGN_ORIGIN });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const cookie = await t.login();
    const write = await t.request("POST", "/api/tweets", { cookie, origin: "https://admin.kicks.example", body: { content: "hi" } });
    expect(write.status).toBe(201);
  });

  it("guards extraction and generation with the admin session and the Origin check", async () => {
    const extract = await t.request("POST", "/api/extract-amazon-product", { body: { url: "https://www.amazon.com/dp/B08SUPBR01" } });
    expect(extract.status).toBe(401);
    const generate = await t.request("POST", "/api/blog/generate", { body: { topic: "x" } });
    expect(generate.status).toBe(401);
    const cookie = await t.login();
    expect((await t.request("POST", "/api/blog/generate", { cookie, origin: FOREIGN_ORIGIN, body: { topic: "x" } })).status).toBe(403);
    // No OPENAI_API_KEY in the test environment: a clear 503.
    const unconfigured = await t.request("POST", "/api/blog/generate", { cookie, body: { topic: "x" } });
    expect(unconfigured.status).toBe(503);
    // ...which the admin can learn before typing anything.
    expect((await t.request("GET", "/api/blog/generate/status")).status).toBe(401);
    const status = await t.request("GET", "/api/blog/generate/status", { cookie });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ configured: false });
  });
});

describe("internal errors", () => {
  it("become a bare 500 without stack or SQL, and are logged", async () => {
    const errors: unknown[] = [];
    const failing = {
      select: () => {
        throw new Error('relation "products" does not exist (SELECT secret FROM products)');
      },
    } as unknown as Database;
    const app = createApp({
      db: failing,
      dbKind: "pglite",
      env: loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "x" }),
      log: { info: () => {}, warn: () => {}, error: (_m, e) => errors.push(e) },
    });
    const res = await app.request("/api/products");
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"message":"Internal server error"}');
    expect(errors).toHaveLength(1);
  });
});
