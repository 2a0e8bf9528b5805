import {
  createPublicApi,
  dataPathTemplate,
  keyToPath,
  matchRoute,
  type PageDocument,
  type QueryKeyParts,
  type SiteRenderRequest,
  type Transport,
} from "@app/core";
import { dehydrate, hashKey, type DehydratedState, type FetchQueryOptions, type QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { InlinePicture } from "../components/picture";
import { routeData, type RouteQuery } from "../app/route-data";
import { SiteApp } from "../app/site-app";
import { createQueryClient } from "../lib/query-client";

/** The static build fetches nothing: its pages carry their loading states and load their data in the browser. */
const noNetwork: Transport = () => Promise.reject(new Error("no API calls while prerendering"));

/**
 * The largest AVIF a page carries inline (docs/decisions/0027-first-pictures-inline.md, with the pictures' sizes),
 * a third more as base64; a larger one is preloaded instead, as it would delay the page's first paint.
 */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024;

type SiteFile = NonNullable<SiteRenderRequest["siteFile"]>;

/**
 * Each file's `data:` URI, made once: the server's reader hands back the same bytes for a path every time, so a page
 * request does not encode them again.
 */
const dataUris = new WeakMap<Uint8Array, string>();

/** The site's file reader (the server's, core's SiteRenderRequest) as the pictures' inline source. */
function inlinePictures(siteFile: SiteFile | undefined): InlinePicture {
  return (avifPath) => {
    const bytes = siteFile?.(avifPath);
    if (!bytes || bytes.byteLength > INLINE_PICTURE_MAX_BYTES) return null;
    let uri = dataUris.get(bytes);
    if (uri === undefined) {
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      uri = `data:image/avif;base64,${btoa(binary)}`;
      dataUris.set(bytes, uri);
    }
    return uri;
  };
}

export interface RenderedPage {
  /** 404 when the page rendered 'Page Not Found' or 'Post Not Found'. */
  status: number;
  /** The head tags the page rendered (title, meta, canonical link, image preloads), hoisted by React ahead of the body. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The data the page was rendered with, for the browser to hydrate from (null when nothing was fetched). */
  state: DehydratedState | null;
  /**
   * The API paths the page loads on start (its queries), for a static page to fetch alongside the JavaScript;
   * a stand-in's path-specific ones are templates (`/api/blog/:slug`) the server fills in.
   */
  dataPaths: { path: string; template: boolean }[];
  /** The API paths of queries the page read that its route's list does not name (app/route-data.ts): rendered loading. */
  unlisted: string[];
}

/** The pages that read a query their route's list does not name, each told of once (warned in the server's log). */
const warnedOf = new Set<string>();

/**
 * Renders one public page to HTML with the same tree main.tsx hydrates, once; every lazy page and component is
 * waited for. With a transport (the server, per request) the page is rendered with its data: the queries its route
 * names (app/route-data.ts) are fetched first, in parallel; a query that fails is left in its loading state for the
 * browser to retry. Without one (the static build) they stay loading, and are preloaded by the page's head.
 */
export async function renderPage(
  document: PageDocument,
  options: { url?: string; transport?: Transport; siteFile?: SiteFile } = {},
): Promise<RenderedPage> {
  const url = options.url ?? document.renderPath;
  const address = new URL(url, "http://localhost");
  const transport = options.transport ?? noNetwork;
  const queryClient = createQueryClient();
  const queries = routeData(document.page, createPublicApi(transport), {
    params: matchRoute(address.pathname)?.params ?? {},
    search: address.searchParams,
  });
  if (options.transport)
    await Promise.all(
      queries.map((query) =>
        // Rendered as loading, as the browser's first render will be (it has no data for it), then retried there.
        queryClient
          .fetchQuery(query as FetchQueryOptions)
          .catch(() => queryClient.removeQueries({ queryKey: query.queryKey, exact: true })),
      ),
    );
  let status = 200;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteApp
      transport={transport}
      queryClient={queryClient}
      responseStatus={(code) => (status = code)}
      inlinePicture={inlinePictures(options.siteFile)}
      withRouter={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
    {
      onError: (error) => void errors.push(error),
      // Everything is complete when a prerender flushes: write every Suspense boundary in place. Left to the
      // default, React moves large ones out to hidden segments revealed by inline scripts, which the CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${url} failed`);
  const html = await new Response(prelude).text();
  // The page must stand on its own under the CSP: no inline script but data (JSON-LD), no deferred segment.
  const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inlineScript || html.includes("<!--$?-->"))
    throw new Error(`rendering ${url} left a pending boundary or ${inlineScript?.[0] ?? "segment"}`);
  const unlisted = unlistedQueries(queryClient, queries);
  if (options.transport && unlisted.length > 0 && !warnedOf.has(document.page)) {
    warnedOf.add(document.page);
    console.warn(`rendering ${url}: its page read ${unlisted.join(", ")}, not named in app/route-data.ts; rendered loading`);
  }
  const head = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)*/.exec(html)?.[0] ?? "";
  const fetched = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === "success");
  const dataPaths = queries.map((query) => {
    const dataPath = keyToPath(query.queryKey as QueryKeyParts);
    const template = dataPathTemplate(document, dataPath);
    return template ? { path: template, template: true } : { path: dataPath, template: false };
  });
  return { status, head, body: html.slice(head.length), state: fetched ? dehydrate(queryClient) : null, dataPaths, unlisted };
}

/** The API paths of the queries a render read (switched on) that the list did not name: each was rendered loading. */
function unlistedQueries(queryClient: QueryClient, listed: RouteQuery[]): string[] {
  const named = new Set(listed.map((query) => hashKey(query.queryKey)));
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !named.has(query.queryHash) && (query.options as { enabled?: unknown }).enabled !== false)
    .map((query) => keyToPath(query.queryKey as QueryKeyParts));
}
