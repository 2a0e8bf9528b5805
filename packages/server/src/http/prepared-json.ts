import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { acceptsEncoding } from "./accept-encoding";

/** Responses smaller than this are sent uncompressed (as the compress middleware's threshold). */
const GZIP_THRESHOLD = 1024;

/** If-None-Match names this (weak) ETag, or is `*`. */
export const etagMatches = (etag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""));

/**
 * `value` as JSON with its weak ETag (304 for a matching If-None-Match) and, when the client accepts gzip, as
 * gzip made here in one call. The etag and compress middlewares leave a response that has them alone; they would
 * hash and compress it through streams, several turns of the event loop for a response made per request.
 * `headers` are added (a route answering ahead of the middleware chain passes the headers that chain adds).
 */
export function preparedJson(c: Context, value: unknown, headers: Record<string, string> = {}): Response {
  const json = Buffer.from(JSON.stringify(value), "utf8");
  const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
  const common = { ...headers, ETag: etag, Vary: "Accept-Encoding" };
  if (etagMatches(etag, c.req.header("If-None-Match"))) return c.body(null, 304, common);
  const gzip = json.byteLength >= GZIP_THRESHOLD && acceptsEncoding(c.req.header("Accept-Encoding"), "gzip");
  const body = gzip ? gzipSync(json) : json;
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers: {
      ...common,
      "Content-Type": "application/json",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      "Content-Length": String(body.byteLength),
    },
  });
}
