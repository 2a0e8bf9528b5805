import { DATA_PRELOAD_TEMPLATE_ATTRIBUTE, pageDocumentFor, type PageDocument, type SiteRenderer } from "@app/core";
import template from "virtual:document-template";
import { documentHtml } from "./document";
import { renderPage } from "./render-page";

// The site build (scripts/prerender.mjs) reads the page table through this bundle: it cannot import core's TypeScript.
export { APP_SHELL_FILE, PAGE_DOCUMENTS, THEME_SCRIPT_FILE } from "@app/core";

/**
 * What the server calls for every public path (core's SiteRenderer): the page rendered from the current data,
 * fetched through the server's own API routes in process.
 */
export const renderDocument: SiteRenderer["renderDocument"] = async ({ url, transport, siteFile }) => {
  const { document } = pageDocumentFor(new URL(url, "http://localhost").pathname);
  if (!document) throw new Error(`${url} is not a public page`);
  const rendered = await renderPage(document, { url, transport, siteFile });
  return {
    status: rendered.status,
    html: documentHtml(template, document.page, rendered, { url, dataPreloads: false, templateAttribute: DATA_PRELOAD_TEMPLATE_ATTRIBUTE }),
  };
};

/**
 * A page for static hosting (written to dist/ by the build): its loading states, and the data it loads on start
 * preloaded from its head. The browser renders it afresh where the location differs (a stand-in, a query string).
 */
export async function renderStaticDocument(document: PageDocument): Promise<{ html: string; dataPaths: string[] }> {
  const rendered = await renderPage(document);
  const html = documentHtml(template, document.page, rendered, {
    url: document.renderPath,
    dataPreloads: true,
    templateAttribute: DATA_PRELOAD_TEMPLATE_ATTRIBUTE,
  });
  return { html, dataPaths: rendered.dataPaths.map((d) => d.path) };
}
