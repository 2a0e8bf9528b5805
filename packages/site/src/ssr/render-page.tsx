import { dataPathTemplate, keyToPath, type PageDocument, type QueryKeyParts, type SiteRenderRequest, type Transport } from "@app/core";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { ResponseStatusRecorder } from "../app/response-status";
import type { InlinePicture } from "../components/picture";
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
 * request (and each of its render rounds) does not encode them again.
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

/** Renders after which a page's data must be complete: its queries, then the ones they revealed, and so on. */
const MAX_DATA_ROUNDS = 3;

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
}

async function renderOnce(
  url: string,
  transport: Transport,
  queryClient: QueryClient,
  onStatus: ResponseStatusRecorder,
  inlinePicture: InlinePicture,
) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteApp
      transport={transport}
      queryClient={queryClient}
      responseStatus={onStatus}
      inlinePicture={inlinePicture}
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
  return new Response(prelude).text();
}

/** A query a page declared but switched off (a search with no query) is not fetched for it. */
const isEnabled = (query: { options: object }) => (query.options as { enabled?: unknown }).enabled !== false;

/**
 * Renders one public page to HTML with the same tree main.tsx hydrates; every lazy page and component is
 * waited for. With a transport (the server, per request) the page is rendered with its data: the queries a
 * render declares are fetched and the page rendered again, until no new query appears; a query that fails is
 * left in its loading state for the browser to retry. Without one (the static build) queries stay loading.
 */
export async function renderPage(
  document: PageDocument,
  options: { url?: string; transport?: Transport; siteFile?: SiteFile } = {},
): Promise<RenderedPage> {
  const url = options.url ?? document.renderPath;
  const inlinePicture = inlinePictures(options.siteFile);
  const transport = options.transport ?? noNetwork;
  const queryClient = createQueryClient();
  const cache = queryClient.getQueryCache();
  let status = 200;
  const attempted = new Set<string>();
  let html = "";
  for (let round = 0; ; round++) {
    status = 200;
    html = await renderOnce(
      url,
      transport,
      queryClient,
      (code) => {
        status = code;
      },
      inlinePicture,
    );
    if (!options.transport || round === MAX_DATA_ROUNDS) break;
    const declared = cache
      .getAll()
      .filter((query) => query.state.status === "pending" && isEnabled(query) && !attempted.has(query.queryHash));
    if (declared.length === 0) break;
    await Promise.all(
      declared.map(async (query) => {
        attempted.add(query.queryHash);
        await query.fetch().catch(() => undefined);
        // Rendered as loading, as the browser's first render will be (it has no data for it), then retried there.
        if (query.state.status === "error") cache.remove(query);
      }),
    );
  }
  // The page must stand on its own under the CSP: no inline script but data (JSON-LD), no deferred segment.
  const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inlineScript || html.includes("<!--$?-->"))
    throw new Error(`rendering ${url} left a pending boundary or ${inlineScript?.[0] ?? "segment"}`);
  const head = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)*/.exec(html)?.[0] ?? "";
  const fetched = cache.getAll().some((query) => query.state.status === "success");
  const dataPaths = cache
    .getAll()
    .filter(isEnabled)
    .map((query) => {
      const dataPath = keyToPath(query.queryKey as QueryKeyParts);
      const template = dataPathTemplate(document, dataPath);
      return template ? { path: template, template: true } : { path: dataPath, template: false };
    });
  return { status, head, body: html.slice(head.length), state: fetched ? dehydrate(queryClient) : null, dataPaths };
}
