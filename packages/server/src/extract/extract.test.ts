import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { type ExtractedProduct, extractedProductSchema } from "@app/core";
import { Hono, type MiddlewareHandler } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ApiProblem } from "../http/errors";
import { createExtractRoutes } from "./extract.routes";
import type { ExtractDeps } from "./extract.service";
import { DEFAULT_FETCH_TIMEOUT_MS } from "./ssrf";

/** Well under the default deadline (4 s): the one a test gives (300 ms) ended the wait, however busy the machine. */
const GIVEN_DEADLINE_BOUND_MS = DEFAULT_FETCH_TIMEOUT_MS * 0.75;

/** The admin check, let through: these tests are about the route (app.test.ts checks the session). */
const letThrough: MiddlewareHandler = (_c, next) => next();

/** The router mounted the way the app mounts it, with the JSON error shape. */
function mount(deps: ExtractDeps) {
  const app = new Hono().route("/api", createExtractRoutes(deps, letThrough));
  app.onError((error, c) =>
    error instanceof ApiProblem ? c.json(error.body(), error.status) : c.json({ message: "Internal error" }, 500),
  );
  return app;
}

async function extract(deps: ExtractDeps, body: unknown) {
  const res = await mount(deps).request("/api/extract-amazon-product", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as ExtractedProduct & { message?: string } };
}

/** No DNS, as on this machine: any host name fails to resolve. */
const noDns = async (host: string): Promise<string[]> => {
  throw new Error(`getaddrinfo ENOTFOUND ${host}`);
};

interface LocalSite {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

const open: LocalSite[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((site) => site.close()));
});

/** A real HTTP server on 127.0.0.1 that records every request path. */
async function localSite(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<LocalSite> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const site: LocalSite = {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  open.push(site);
  return site;
}

const html = (res: http.ServerResponse, body: string, type = "text/html; charset=utf-8") => {
  res.writeHead(200, { "content-type": type });
  res.end(body);
};

const JSON_LD_PAGE = `<!doctype html><html><head>
<title>Ignored title | Shop</title>
<meta property="og:title" content="Ignored OG title">
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"Kicks Shop"},
  {"@type":["Product"],"name":"Clear Drop-Front Sneaker Crate &amp; Lid",
   "image":["/img/crate-1.jpg","/img/crate-2.jpg"],
   "offers":[{"@type":"Offer","price":"1,129.99","priceCurrency":"USD"}],
   "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.66","reviewCount":"1,234"}}
]}
</script></head><body><h1>Crate</h1></body></html>`;

const OG_PAGE = `<html><head>
<meta property="og:title" content="Crep Protect Cure &ndash; Cleaning Kit">
<meta content="https://cdn.example.com/kit.jpg" property="og:image" />
<meta property="product:price:amount" content="49.5">
<title>Not this one</title>
</head><body></body></html>`;

describe("POST /api/extract-amazon-product: from the URL alone", () => {
  const cases: Array<[string, Partial<ExtractedProduct>]> = [
    [
      "https://www.amazon.com/Sneaker-Display-Case-Stackable/dp/B08N5WRWNW/ref=sr_1_3?keywords=sneaker+box",
      { amazonAsin: "B08N5WRWNW", productUrl: "https://www.amazon.com/dp/B08N5WRWNW", sourceStore: "Amazon" },
    ],
    [
      "https://www.amazon.co.uk/gp/product/b07xyz1234?psc=1",
      { amazonAsin: "B07XYZ1234", productUrl: "https://www.amazon.com/dp/B07XYZ1234", sourceStore: "Amazon" },
    ],
    [
      "https://m.amazon.de/gp/aw/d/B0CHX1W1XY",
      { amazonAsin: "B0CHX1W1XY", productUrl: "https://www.amazon.com/dp/B0CHX1W1XY", sourceStore: "Amazon" },
    ],
    ["https://amzn.to/3xYzAbC", { amazonAsin: null, productUrl: "https://amzn.to/3xYzAbC", sourceStore: "Amazon" }],
    [
      "https://www.walmart.com/ip/Shoe-Storage-Box/123456789",
      { amazonAsin: null, productUrl: "https://www.walmart.com/ip/Shoe-Storage-Box/123456789", sourceStore: "Walmart" },
    ],
    [
      "https://kicks-crew.com/products/crate",
      { amazonAsin: null, productUrl: "https://kicks-crew.com/products/crate", sourceStore: "Kicks Crew" },
    ],
  ];

  it.each(cases)("%s", async (url, expected) => {
    const { status, json } = await extract({ resolveHost: noDns }, { url });
    expect(status).toBe(200);
    expect(extractedProductSchema.parse(json)).toEqual({
      title: "",
      price: "",
      currency: "",
      rating: "",
      reviewCount: 0,
      imageUrl: "",
      category: "sneaker-accessories",
      // No DNS here: the page is never read, and the answer says so.
      pageRead: false,
      ...expected,
    });
  });

  it("answers from the URL within the deadline when DNS never answers", async () => {
    const started = Date.now();
    const { status, json } = await extract(
      { resolveHost: () => new Promise<string[]>(() => undefined), timeoutMs: 300 },
      { url: "https://www.amazon.com/dp/B08N5WRWNW" },
    );
    expect(status).toBe(200);
    expect(json.amazonAsin).toBe("B08N5WRWNW");
    expect(Date.now() - started).toBeLessThan(GIVEN_DEADLINE_BOUND_MS);
  });
});

describe("POST /api/extract-amazon-product: reading the page", () => {
  it("reads title, price, rating, reviews and image from JSON-LD (@graph, arrays, entities)", async () => {
    const site = await localSite((_req, res) => html(res, JSON_LD_PAGE));
    const url = `${site.url}/p/crate?ref=x`;
    const { status, json } = await extract({ allowLoopback: true }, { url });
    expect(status).toBe(200);
    expect(json).toEqual({
      title: "Clear Drop-Front Sneaker Crate & Lid",
      price: "1129.99",
      currency: "USD",
      rating: "4.7",
      reviewCount: 1234,
      imageUrl: `${site.url}/img/crate-1.jpg`,
      productUrl: url,
      sourceStore: "127.0.0.1",
      amazonAsin: null,
      category: "sneaker-accessories",
      pageRead: true,
    });
    expect(site.hits).toEqual(["/p/crate?ref=x"]);
  });

  it("falls back to Open Graph tags, then to <title>", async () => {
    const site = await localSite((req, res) =>
      html(res, req.url === "/og" ? OG_PAGE : "<html><head><title>\n  Sneaker Shield &amp; Spray  </title></head></html>"),
    );
    const og = await extract({ allowLoopback: true }, { url: `${site.url}/og` });
    expect(og.json).toMatchObject({
      title: "Crep Protect Cure – Cleaning Kit",
      price: "49.50",
      rating: "",
      reviewCount: 0,
      imageUrl: "https://cdn.example.com/kit.jpg",
    });
    const plain = await extract({ allowLoopback: true }, { url: `${site.url}/plain` });
    expect(plain.json).toMatchObject({ title: "Sneaker Shield & Spray", price: "", imageUrl: "" });
  });

  it("follows a redirect on an allowed host and re-reads the target", async () => {
    const site = await localSite((req, res) => {
      if (req.url === "/old") {
        res.writeHead(301, { location: "/new" });
        res.end();
      } else html(res, OG_PAGE);
    });
    const { json } = await extract({ allowLoopback: true }, { url: `${site.url}/old` });
    expect(json.title).toBe("Crep Protect Cure – Cleaning Kit");
    expect(json.productUrl).toBe(`${site.url}/old`);
    expect(site.hits).toEqual(["/old", "/new"]);
  });

  it("gives up after 3 redirects", async () => {
    const site = await localSite((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n < 4) {
        res.writeHead(302, { location: `/${n + 1}` });
        res.end();
      } else html(res, OG_PAGE);
    });
    const { json } = await extract({ allowLoopback: true }, { url: `${site.url}/0` });
    expect(json.title).toBe("");
    expect(site.hits).toEqual(["/0", "/1", "/2", "/3"]);
  });

  it("decodes a gzip-compressed page", async () => {
    const site = await localSite((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      res.end(gzipSync(OG_PAGE));
    });
    const { json } = await extract({ allowLoopback: true }, { url: `${site.url}/gz` });
    expect(json).toMatchObject({ title: "Crep Protect Cure – Cleaning Kit", price: "49.50" });
  });

  it("ignores content that is not HTML", async () => {
    const site = await localSite((_req, res) => html(res, OG_PAGE, "application/json"));
    const { status, json } = await extract({ allowLoopback: true }, { url: `${site.url}/data` });
    expect(status).toBe(200);
    expect(json.title).toBe("");
    expect(site.hits).toHaveLength(1);
  });
});

describe("POST /api/extract-amazon-product: SSRF guard", () => {
  it("never requests a loopback page unless loopback is allowed, and still answers from the URL", async () => {
    const site = await localSite((_req, res) => html(res, JSON_LD_PAGE));
    const { port } = new URL(site.url);
    for (const url of [
      `${site.url}/dp/B08N5WRWNW`,
      `http://localhost:${port}/x`,
      `http://[::ffff:127.0.0.1]:${port}/x`,
      `http://2130706433:${port}/x`,
    ]) {
      const { status, json } = await extract({ resolveHost: async () => ["127.0.0.1"] }, { url });
      expect(status).toBe(200);
      expect(json.title).toBe("");
      expect(json.productUrl).toBe(url);
    }
    expect(site.hits).toEqual([]);
  });

  it("refuses a redirect from an allowed host to a private address", async () => {
    const site = await localSite((req, res) => {
      if (req.url === "/page") return html(res, OG_PAGE);
      const to = { "/to-metadata": "http://169.254.169.254/latest/meta-data/", "/to-intranet": "http://intranet.test:8080/admin" }[
        req.url ?? ""
      ];
      res.writeHead(302, { location: to ?? "/page" });
      res.end();
    });
    // Every request the extractor makes goes through this spy, which only lets loopback requests out.
    const seen: string[] = [];
    const spyFetch: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push(url);
      if (new URL(url).hostname !== "127.0.0.1") throw new Error(`the test refuses ${url}`);
      return fetch(input, init);
    };
    const resolveHost = async (host: string) => (host === "intranet.test" ? ["10.1.2.3"] : noDns(host));
    for (const path of ["/to-intranet", "/to-metadata"]) {
      const { status, json } = await extract({ allowLoopback: true, fetch: spyFetch, resolveHost }, { url: `${site.url}${path}` });
      expect(status).toBe(200);
      expect(json).toMatchObject({ title: "", productUrl: `${site.url}${path}`, sourceStore: "127.0.0.1" });
    }
    expect(seen).toEqual([`${site.url}/to-intranet`, `${site.url}/to-metadata`]);
    expect(site.hits).toEqual(["/to-intranet", "/to-metadata"]);
    // The same transport does follow a redirect that stays on an allowed host.
    const followed = await extract({ allowLoopback: true, fetch: spyFetch, resolveHost }, { url: `${site.url}/to-loopback` });
    expect(followed.json.title).toBe("Crep Protect Cure – Cleaning Kit");
    expect(seen.slice(2)).toEqual([`${site.url}/to-loopback`, `${site.url}/page`]);
  });

  it("stops reading at the size cap: data past the cap is not read, a never-ending page still answers", async () => {
    const padding = `<!-- ${"x".repeat(200_000)} -->`;
    const site = await localSite((req, res) => {
      if (req.url === "/late") return html(res, `<html><head>${padding}${OG_PAGE}`);
      // Head first, then a body that never ends.
      res.writeHead(200, { "content-type": "text/html" });
      res.write(OG_PAGE);
      const timer = setInterval(() => res.write(`<p>${"y".repeat(16_000)}</p>`), 5);
      res.on("close", () => clearInterval(timer));
    });
    // No deadline that could end the reading instead of the cap: the endless page answers only if the cap stops it
    // (else the test runs out of time), whatever the machine's speed.
    const deps = { allowLoopback: true, maxBytes: 64 * 1024, timeoutMs: 24 * 60 * 60 * 1000 };
    const late = await extract(deps, { url: `${site.url}/late` });
    expect(late.json).toMatchObject({ title: "", price: "", imageUrl: "" });
    const endless = await extract(deps, { url: `${site.url}/endless` });
    expect(endless.json).toMatchObject({ title: "Crep Protect Cure – Cleaning Kit", price: "49.50" });
  });

  it("answers from the URL within the timeout when the page never finishes", async () => {
    const site = await localSite((req, res) => {
      if (req.url === "/silent") return; // never answers at all
      if (req.url === "/stalled-gzip") {
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        res.write(gzipSync(OG_PAGE).subarray(0, 20)); // part of a compressed body, then nothing
        return;
      }
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head>"); // headers and a little body, then nothing
    });
    for (const path of ["/silent", "/stalled", "/stalled-gzip"]) {
      const started = Date.now();
      const { status, json } = await extract({ allowLoopback: true, timeoutMs: 300 }, { url: `${site.url}${path}` });
      expect(status).toBe(200);
      expect(json).toMatchObject({ title: "", productUrl: `${site.url}${path}` });
      expect(Date.now() - started).toBeLessThan(GIVEN_DEADLINE_BOUND_MS);
    }
    expect(site.hits).toEqual(["/silent", "/stalled", "/stalled-gzip"]);
  });
});

describe("POST /api/extract-amazon-product: invalid input", () => {
  it.each([
    ["a non-http URL", { url: "ftp://x" }, "url: must be an http(s) URL"],
    ["a missing url", {}, "url:"],
    ["a blank url", { url: "  " }, "url:"],
    ["malformed JSON", '{"url":', "Malformed JSON body"],
  ])("answers 400 for %s", async (_name, body, message) => {
    const { status, json } = await extract({ resolveHost: noDns }, body);
    expect(status).toBe(400);
    expect(json.message).toContain(message);
  });
});

describe("POST /api/extract-amazon-product: Amazon's pages are never read", () => {
  it("answers an Amazon URL from the URL alone without credentials, fetching nothing", async () => {
    const fetched: string[] = [];
    const spy = (async (input: string | URL | Request) => {
      fetched.push(String(input));
      return new Response("<title>Amazon page</title>", { headers: { "content-type": "text/html" } });
    }) as typeof fetch;
    const { status, json } = await extract(
      { fetch: spy, resolveHost: async () => ["93.184.216.34"] },
      { url: "https://www.amazon.com/dp/B08N5WRWNW" },
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ amazonAsin: "B08N5WRWNW", title: "", price: "" });
    expect(fetched).toEqual([]);
  });
});
