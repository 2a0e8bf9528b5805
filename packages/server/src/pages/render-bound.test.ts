import type { SiteRenderer } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoadLimits } from "../http/load-shed";
import { createTestContext, engines, ORIGIN, type TestContext } from "../test/test-app";
import { PUBLIC_PAGE_CACHE } from "./pages.routes";

/**
 * A renderer that draws the address it was asked for and the status of one API answer (the resources), and can be
 * held: a render then waits until released, as one does behind a slow database. Each render is listed.
 */
function heldRenderer() {
  const rendered: string[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const started: (() => void)[] = [];
  const renderer: SiteRenderer = {
    async renderDocument({ url, transport }) {
      rendered.push(url);
      started.shift()?.();
      const answer = await transport({ method: "GET", path: "/api/resources", headers: {} });
      await gate;
      return { status: 200, html: `<!doctype html><title>${url}</title><p>resources: ${answer.status}, ${answer.body.length} bytes</p>` };
    },
  };
  return {
    renderer,
    rendered,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    /** Resolves once the next render has started. */
    nextStart: () => new Promise<void>((resolve) => started.push(resolve)),
  };
}

const product = (title: string) => ({
  title,
  price: "19.99",
  imageUrl: "/images/products/display-case.svg",
  productUrl: "https://www.amazon.com/dp/B000000001",
});

describe.each(engines)("what a visitor's request may cost in renders, on %s", (engine) => {
  const held = heldRenderer();
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext(engine, { renderer: held.renderer });
    cookie = await t.login();
  });
  afterAll(async () => {
    held.release();
    await t?.close();
  });
  beforeEach(() => {
    held.release();
    held.rendered.length = 0;
  });

  /** An app of its own (its own kept pages) over the suite's database, with these limits. */
  const appWith = (loadLimits: Partial<LoadLimits> = {}) => {
    const app = t.appWith({}, { loadLimits });
    const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));
    /** A write through this app (its next request then reads the data version anew). */
    const post = (path: string, body: unknown) =>
      Promise.resolve(
        app.request(path, {
          method: "POST",
          headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    return Object.assign(get, { post });
  };

  it("keeps a page by the parameters its route reads: tracking and unknown ones get the same page and ETag", async () => {
    const get = appWith();
    const first = await get("/products");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    for (const address of [
      "/products?utm_source=news&utm_medium=mail",
      "/products?fbclid=abc",
      "/products?gclid=1&x=2",
      "/products?page=",
    ]) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("ETag"), address).toBe(etag);
      expect(await res.text(), address).toContain("<title>/products</title>");
      expect((await get(address, { "If-None-Match": etag ?? "" })).status, address).toBe(304);
    }
    for (const x of ["1", "2", "3"]) expect((await get(`/?x=${x}`)).status).toBe(200);
    expect((await get("/products?utm_source=a&sort=price&page=2&store=Kith")).status).toBe(200);
    expect((await get("/products?store=Kith&page=2&sort=price&fbclid=b")).status).toBe(200);
    expect(held.rendered).toEqual(["/products", "/", "/products?page=2&store=Kith&sort=price"]);
  });

  it("counts a session as signed in only once it is verified: a forged cookie or token gets the kept public page", async () => {
    const get = appWith();
    const kept = await get("/stores");
    const forged: Record<string, string>[] = [
      { cookie: "sid=forged" },
      { authorization: "Bearer forged-token" },
      { cookie: `sid=${"x".repeat(64)}` },
    ];
    for (const headers of forged) {
      const res = await get("/stores", headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
      expect(res.headers.get("ETag")).toBe(kept.headers.get("ETag"));
    }
    expect(held.rendered).toEqual(["/stores"]);
    // The admin's own session is verified, and gets a page rendered for it alone.
    const admin = await get("/stores", { cookie });
    expect(admin.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(held.rendered).toEqual(["/stores", "/stores"]);
  });

  it("bounds the renders in flight: one more is a quick 503 with Retry-After, or the page as last kept", async () => {
    const get = appWith({ maxRenders: 1 });
    expect((await get("/blog")).status).toBe(200);
    // A write moves the data version: /blog is to be rendered anew, and the render is held.
    expect((await get.post("/api/products", product("New Box"))).status).toBe(201);
    held.hold();
    const started = held.nextStart();
    const fresh = get("/blog");
    await started;
    // The same address asked for meanwhile: the page as last kept, to be revalidated, at once.
    const again = await get("/blog?utm_source=x");
    expect(again.status).toBe(200);
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    expect(await again.text()).toContain("<title>/blog</title>");
    // Another address while the bound is reached: nothing kept to give, so a quick 503 that says when to come back.
    for (const address of ["/stores", "/search?q=laces", "/products?page=7"]) {
      const busy = await get(address);
      expect(busy.status, address).toBe(503);
      expect(busy.headers.get("Retry-After"), address).toBe("1");
    }
    held.release();
    expect((await fresh).status).toBe(200);
    expect(held.rendered).toEqual(["/blog", "/blog"]);
    expect((await get("/stores")).status).toBe(200);
  });

  it("waits for a render only so long: then a 503, and the render goes on to be kept", async () => {
    const get = appWith({ renderWaitMs: 20 });
    held.hold();
    const busy = await get("/resources");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("1");
    held.release();
    // The render is kept once it ends: asked again, the page comes without another render.
    let page: Response;
    do page = await get("/resources");
    while (page.status === 503);
    expect(page.status).toBe(200);
    expect(held.rendered).toEqual(["/resources"]);
  });

  it("answers a page whose data hit the statement deadline with 503 and Retry-After, and keeps nothing of it", async () => {
    const get = appWith();
    // The resources read as a database answers a query past its statement_timeout (SQLSTATE 57014).
    await t.db.execute(sql`alter table resources rename to resources_kept`);
    await t.db.execute(
      sql.raw(`create function past_deadline() returns setof resources_kept language plpgsql as $$
        begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$`),
    );
    await t.db.execute(sql`create view resources as select * from past_deadline()`);
    try {
      const res = await get("/resources");
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("1");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    } finally {
      await t.db.execute(sql`drop view resources`);
      await t.db.execute(sql`drop function past_deadline`);
      await t.db.execute(sql`alter table resources_kept rename to resources`);
    }
    expect((await get("/resources")).status).toBe(200);
    expect(held.rendered).toEqual(["/resources", "/resources"]);
  });
});
