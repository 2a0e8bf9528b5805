/**
 * Fetching a page an admin pasted, without letting the server be used against its own network:
 * http(s) only, no credentials in the URL, standard ports, every resolved address must be public, redirects
 * followed by hand (each hop checked again), a deadline over the whole exchange and a cap on the body.
 *
 * The default transport connects to the very address that was checked (the socket's DNS lookup is pinned),
 * so a host that answers DNS differently the second time (DNS rebinding) cannot slip through.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { bareAddress, ipv4FromGroups, ipv6Groups } from "../http/ip-address";

export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);
export const MAX_REDIRECTS = 3;
export const DEFAULT_FETCH_TIMEOUT_MS = 4000;
export const DEFAULT_MAX_BYTES = 1.5 * 1024 * 1024;

const HTML_TYPES = ["text/html", "application/xhtml+xml"];
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const REQUEST_HEADERS = {
  "user-agent": "Mozilla/5.0 (compatible; KicksDirectoryBot/1.0; product details for an admin)",
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  "accept-language": "en-US,en;q=0.8",
  "accept-encoding": "gzip, deflate, br",
} as const;

export type ResolveHost = (host: string) => Promise<string[]>;

export interface SafeFetchOptions {
  /** Replaces the pinned transport, e.g. to observe requests. It cannot pin the checked address. */
  fetch?: typeof fetch;
  /** Test-only: allow 127.0.0.1 and ::1 (on any port). Never in production. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  resolveHost?: ResolveHost;
}

/** A target the guard refuses (not http(s), credentials, port, private address, too many redirects). */
export class BlockedUrlError extends Error {
  override readonly name = "BlockedUrlError";
}

/** The fetch went wrong in an ordinary way: unreachable, timeout, not HTML, bad status. */
export class FetchFailedError extends Error {
  override readonly name = "FetchFailedError";
}

export const defaultResolveHost: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Addresses no outbound fetch may reach. IPv6 forms that carry an IPv4 address for a translator to reach
 * (mapped, translated, NAT64) are judged as that IPv4 address first (embeddedIpv4). Node's BlockList matches an
 * IPv4 address against IPv6 rules as its mapped form, so the IETF-reserved ::/8 (which holds that form) is
 * refused apart, in isBlockedAddress.
 */
function createBlockList(): BlockList {
  const list = new BlockList();
  const v4: Array<[string, number]> = [
    ["0.0.0.0", 8], // "this network"
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // carrier-grade NAT
    ["127.0.0.0", 8], // loopback
    ["169.254.0.0", 16], // link-local, cloud metadata
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.0.2.0", 24], // documentation
    ["192.88.99.0", 24], // 6to4 relay anycast
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking
    ["198.51.100.0", 24], // documentation
    ["203.0.113.0", 24], // documentation
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, broadcast
  ];
  const v6: Array<[string, number]> = [
    ["::", 96], // unspecified, loopback, IPv4-compatible (the rest of ::/8: isBlockedAddress)
    ["64:ff9b:1::", 48], // local-use NAT64: a network's own translator, to addresses of its choosing
    ["100::", 64], // discard
    ["2001::", 32], // Teredo: tunnels to an (obfuscated) IPv4 address
    ["2001:db8::", 32], // documentation
    ["2002::", 16], // 6to4: embeds an arbitrary IPv4 address
    ["fc00::", 7], // unique local
    ["fe80::", 10], // link-local
    ["fec0::", 10], // site-local (deprecated)
    ["ff00::", 8], // multicast
  ];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, "ipv6");
  return list;
}

const LOOPBACK_ALLOWED = new Set(["127.0.0.1", "::1"]);

/**
 * The IPv4 address an IPv6 address hands to a translator: IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96, SIIT) or NAT64's well-known prefix (64:ff9b::/96); null for any other address.
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const translated = zeros(0, 4) && g[4] === 0xffff && g[5] === 0;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6);
  return mapped || translated || nat64 ? ipv4FromGroups(g[6] ?? 0, g[7] ?? 0) : null;
}

/** True when an outbound fetch must not reach this IP address (an unparsable address is refused too). */
export function isBlockedAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  const ip = bareAddress(address);
  const family = isIP(ip);
  if (family === 0) return true;
  if (options.allowLoopback && LOOPBACK_ALLOWED.has(ip.toLowerCase())) return false;
  const list = createBlockList();
  if (family === 4) return list.check(ip, "ipv4");
  const ipv4 = embeddedIpv4(ip);
  if (ipv4 !== null) return list.check(ipv4, "ipv4");
  const reserved = ((ipv6Groups(ip)?.[0] ?? 0) & 0xff00) === 0; // ::/8, IETF reserved: no host is reached there
  return reserved || list.check(ip, "ipv6");
}

function effectivePort(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/** Rejects with BlockedUrlError unless the URL may be fetched; resolves to the checked addresses. */
export async function checkUrl(url: URL, options: SafeFetchOptions, signal?: AbortSignal): Promise<string[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new BlockedUrlError("only http and https URLs are fetched");
  if (url.username !== "" || url.password !== "") throw new BlockedUrlError("URLs with credentials are not fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) !== 0 ? [host] : await withSignal((options.resolveHost ?? defaultResolveHost)(host), signal);
  if (addresses.length === 0) throw new FetchFailedError(`${host} did not resolve`);
  const blocked = addresses.find((a) => isBlockedAddress(a, options));
  if (blocked !== undefined) throw new BlockedUrlError(`${host} resolves to a non-public address`);
  const port = effectivePort(url);
  const allLoopback = addresses.every((a) => LOOPBACK_ALLOWED.has(a.toLowerCase()));
  if (!ALLOWED_PORTS.has(port) && !(options.allowLoopback && allLoopback)) throw new BlockedUrlError(`port ${port} is not allowed`);
  return addresses;
}

function withSignal<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new FetchFailedError("timed out"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchFailedError("timed out"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error instanceof Error ? error : new FetchFailedError(String(error)));
      },
    );
  });
}

function decoded(res: http.IncomingMessage): Readable {
  const encoding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return res.pipe(zlib.createGunzip());
  if (encoding === "deflate") return res.pipe(zlib.createInflate());
  if (encoding === "br") return res.pipe(zlib.createBrotliDecompress());
  return res;
}

/** One request whose socket connects to `address` whatever DNS says now. Answers a web Response (body decoded). */
function pinnedRequest(url: URL, address: string, signal: AbortSignal, method: "GET" | "HEAD" = "GET"): Promise<Response> {
  const family = isIP(address) === 6 ? 6 : 4;
  const pinnedLookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false, so no pooled socket (opened to an address this check did not see) is reused.
    const req = transport.request(url, { method, headers: REQUEST_HEADERS, signal, lookup: pinnedLookup, agent: false }, (res) => {
      const status = res.statusCode ?? 502;
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || name === "content-encoding" || name === "content-length") continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      if (method === "HEAD" || NULL_BODY_STATUSES.has(status) || REDIRECT_STATUSES.has(status)) {
        res.resume();
        resolve(new Response(null, { status, headers }));
        return;
      }
      const body = decoded(res);
      if (body !== res) res.on("error", (error) => body.destroy(error));
      body.on("error", () => res.destroy());
      resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

function isHtml(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return HTML_TYPES.includes(type);
}

function charsetOf(contentType: string | null): string {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase() ?? "utf-8";
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  try {
    while (total < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - total;
      const chunk = value.byteLength > room ? value.subarray(0, room) : value;
      chunks.push(chunk);
      total += chunk.byteLength;
    }
  } finally {
    // Stop the transfer when the cap is reached (or on error); a finished stream ignores this.
    reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function decodeText(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  /** The body as text, cut at maxBytes (product data sits in the head, so a cut page is still useful). */
  html: string;
}

/**
 * GET an HTML page under the guard. Rejects with BlockedUrlError for a refused target (first URL or any
 * redirect hop) and FetchFailedError for anything else; never takes longer than `timeoutMs` in total.
 */
export async function fetchPublicHtml(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  return guarded(input, options, "GET", async (response, url, signal) => {
    const contentType = response.headers.get("content-type");
    if (response.status < 200 || response.status > 299 || !isHtml(contentType)) {
      await response.body?.cancel().catch(() => undefined);
      throw new FetchFailedError(`answered ${response.status} ${contentType ?? "without a content type"}`);
    }
    const bytes = await withSignal(readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES), signal);
    return { url: url.href, html: decodeText(bytes, charsetOf(contentType)) };
  });
}

export interface ProbeResult {
  /** The status of the last answer, after redirects. */
  status: number;
  /** The URL that answered. */
  url: string;
}

/**
 * A HEAD or GET under the same guard, for link checks: follows redirects (each hop checked), reads no body,
 * and answers the final status whatever it is. Rejects like fetchPublicHtml for blocked targets and failures.
 */
export function probeUrl(input: string, method: "HEAD" | "GET", options: SafeFetchOptions = {}): Promise<ProbeResult> {
  return guarded(input, options, method, async (response, url) => {
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, url: url.href };
  });
}

/** One guarded exchange: redirects followed by hand (each hop checked), one deadline over all of it. */
async function guarded<T>(
  input: string,
  options: SafeFetchOptions,
  method: "GET" | "HEAD",
  answer: (response: Response, url: URL, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS);
  const { signal } = controller;
  try {
    let url = new URL(input);
    for (let hop = 0; ; hop++) {
      const addresses = await checkUrl(url, options, signal);
      const response = await withSignal(
        options.fetch
          ? options.fetch(url, { method, headers: REQUEST_HEADERS, redirect: "manual", signal })
          : pinnedRequest(url, addresses[0] as string, signal, method),
        signal,
      );
      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) throw new FetchFailedError(`redirect ${response.status} without a Location`);
        if (hop >= MAX_REDIRECTS) throw new BlockedUrlError(`more than ${MAX_REDIRECTS} redirects`);
        url = new URL(location, url);
        continue;
      }
      return await answer(response, url, signal);
    }
  } catch (error) {
    if (error instanceof BlockedUrlError || error instanceof FetchFailedError) throw error;
    if (signal.aborted) throw new FetchFailedError("timed out");
    throw new FetchFailedError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
