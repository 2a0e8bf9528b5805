import { createApiClient, dataPathTemplate, keyToPath, type PageDocument, type QueryKeyParts, type Transport } from "@app/core";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { SiteApp } from "../app/site-app";
import { env } from "../env";
import { createQueryClient } from "../lib/query-client";

// The build script reads the page table through this bundle (it cannot import core's TypeScript itself).
export { APP_SHELL_FILE, DATA_PRELOAD_TEMPLATE_ATTRIBUTE, PAGE_DOCUMENTS } from "@app/core";

/** Where the browser's API client sends its calls (main.tsx: fetchTransport(env.VITE_API_URL)). */
export const API_BASE_URL = env.VITE_API_URL.replace(/\/+$/, "");

/** Nothing is fetched at build time: pages prerender their loading states and load their data in the browser. */
const noNetwork: Transport = () => Promise.reject(new Error("no API calls while prerendering"));

export interface RenderedPage {
  /** The head tags the page rendered (title, meta, canonical link), hoisted by React ahead of the body. */
  head: string;
  /** The markup of #root. */
  body: string;
  /**
   * The API paths the page loads on start (its queries), for the browser to fetch alongside the JavaScript;
   * a stand-in's path-specific ones are templates (`/api/blog/:slug`) the server fills in.
   */
  dataPaths: { path: string; template: boolean }[];
}

/**
 * Renders one public page to HTML for the build (scripts/prerender.mjs), with the same tree main.tsx hydrates:
 * every lazy page and component is waited for, queries stay in their loading state.
 */
export async function renderPage(document: PageDocument): Promise<RenderedPage> {
  const path = document.renderPath;
  const api = createApiClient(noNetwork);
  const queryClient = createQueryClient(api);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteApp api={api} queryClient={queryClient} withRouter={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />,
    {
      onError: (error) => void errors.push(error),
      // Everything is complete when a prerender flushes: write every Suspense boundary in place. Left to the
      // default, React moves large ones out to hidden segments revealed by inline scripts, which the CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
  const html = await new Response(prelude).text();
  // The page must stand on its own under the CSP: no inline script but JSON-LD data, no deferred segment.
  const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inlineScript || html.includes("<!--$?-->")) throw new Error(`prerendering ${path} left a pending boundary or ${inlineScript?.[0] ?? "segment"}`);
  const head = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)*/.exec(html)?.[0] ?? "";
  const dataPaths = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => {
      const dataPath = keyToPath(query.queryKey as QueryKeyParts);
      const template = dataPathTemplate(document, dataPath);
      return template ? { path: template, template: true } : { path: dataPath, template: false };
    });
  return { head, body: html.slice(head.length), dataPaths };
}
