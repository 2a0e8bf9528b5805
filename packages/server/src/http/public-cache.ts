import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../app-deps";
import { resolveAdmin, sessionToken } from "../auth/auth.middleware";
import { type CachedPage, type ContentVersions, cacheLimitsFor, createPageCache, pageEtag } from "../pages/page-cache";
import { acceptsEncoding } from "./accept-encoding";
import { etagMatches } from "./prepared-json";

/**
 * The public lists' answers (a page of products, the hero, a page of posts, the stores), kept per address and data
 * version like the rendered pages (pages/page-cache.ts, docs/decisions/0029-paged-lists.md): a request looks at the
 * data version this instance knows (createContentVersions), and a client that has the answer gets a 304 from its
 * ETag. Only a visitor's GET that the route answered 200 and did not mark private is kept; the memory is
 * bounded by the cache's limits (PAGE_CACHE_MB). Search is left out: its answers are not kept, so what is measured of
 * it is the database's own engine. The admin (a live session) reads past it, fresh from the primary; a session that is
 * not live (a forged or expired cookie or token) is a visitor's, answered from the cache.
 */
export function publicListCache(deps: AppDeps, versions: ContentVersions): MiddlewareHandler {
  const cache = createPageCache(cacheLimitsFor(deps.env.PAGE_CACHE_MB).lists);
  return async (c, next) => {
    if (c.req.method !== "GET" || (sessionToken(c) && (await resolveAdmin(c, deps)))) return next();
    const url = new URL(c.req.url);
    const address = url.pathname + url.search;
    const version = await versions.read();
    const etag = pageEtag("api", version, address);
    const headers = { "Content-Type": "application/json", "Cache-Control": "no-cache", ETag: etag, Vary: "Accept-Encoding" };
    if (etagMatches(etag, c.req.header("If-None-Match"))) return c.body(null, 304, headers);
    const hit = cache.get(address, version);
    const answer = (entry: CachedPage) => {
      const all = { ...headers, ...entry.headers };
      if (!acceptsEncoding(c.req.header("Accept-Encoding"), "gzip")) return new Response(entry.body, { status: 200, headers: all });
      return new Response(entry.gzip, { status: 200, headers: { ...all, "Content-Encoding": "gzip" } });
    };
    if (hit) return answer(hit);
    await next();
    const res = c.res;
    if (res.status !== 200 || /private|no-store/.test(res.headers.get("Cache-Control") ?? "")) return;
    const link = res.headers.get("Link");
    const entry = cache.set(address, version, { status: 200, body: await res.text(), etag, headers: link ? { Link: link } : {} });
    // The route's own answer is replaced, not merged into this one (Hono's setter would copy its headers over).
    c.res = undefined as unknown as Response;
    c.res = answer(entry);
  };
}
