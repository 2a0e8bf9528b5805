import type { Transport } from "../http/transport";

/**
 * The contract between the server and the site's server-side rendering bundle. The site build writes the
 * bundle for Node (packages/site/dist-ssr/render.js); the server imports it at run time and answers every
 * public path with the page it renders from the current data, so neither package imports the other's source.
 */
export interface SiteRenderRequest {
  /** The requested path with its query string, e.g. `/search?q=nike`. */
  url: string;
  /** How the page's queries reach the API (the server passes its own routes, in process). */
  transport: Transport;
  /**
   * The bytes of one of the built site's files by its URL path (`/images/blog/x.avif`), or null: a page carries its
   * first, small pictures inline with it (docs/decisions/0027-first-pictures-inline.md). Without it, none is.
   */
  siteFile?: (path: string) => Uint8Array | null;
}

export interface SiteRenderResult {
  /** 404 for 'Page Not Found' and 'Post Not Found', 200 otherwise. */
  status: number;
  /** The whole document: head tags of the page, its markup, and its query data for hydration. */
  html: string;
}

export interface SiteRenderer {
  renderDocument(request: SiteRenderRequest): Promise<SiteRenderResult>;
}

/** The bundle's file in the site's server build folder (`dist-ssr`, beside the site's `dist`). */
export const SITE_RENDERER_FILE = "render.js";

/** The id of the `<script type="application/json">` that carries a rendered page's query data (not run: data). */
export const QUERY_STATE_ELEMENT_ID = "query-state";

/** JSON for an inline data element: `<` escaped, so no string inside can close the element or open a comment. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
