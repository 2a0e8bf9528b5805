import { inlineJson, QUERY_STATE_ELEMENT_ID, type PageId } from "@app/core";
import type { RenderedPage } from "./render-page";

/**
 * The built app shell (dist/index.html) cut around its page markers, and each page's own code, as the site
 * build (scripts/prerender.mjs) reads them from Vite's output. Compiled into the server bundle.
 */
export interface DocumentTemplate {
  /** Everything before `<div id="root">`, the module script and its preloads included. */
  before: string;
  /** Everything after the root element. */
  after: string;
  /** Each page's own lazy chunk, the chunks it imports that the entry does not, and their CSS (its text, inlined). */
  assets: Partial<Record<PageId, { scripts: string[]; css: string }>>;
  /** Where the browser's API client sends its calls (VITE_API_URL), for a static page's data preloads. */
  apiBase: string;
}

/** The shell's default title and description, replaced by a page's own. */
const STATIC_HEAD = /\s*<title data-static-head>[^<]*<\/title>|\s*<meta\s+data-static-head\b[^>]*>/g;
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The whole HTML document of a rendered page. The page paints from its HTML alone (its CSS and the theme script
 * are inline); its own lazy chunk is announced with the entry so it does not wait for the entry to run.
 * A page rendered with data carries it in a non-executable `<script type="application/json">` (the CSP allows no
 * other inline script than the theme's) that main.tsx hydrates the query cache from, so the browser fetches nothing
 * again. A static
 * page (`dataPreloads`) instead asks for its start-up data alongside the JavaScript, with the credentials the
 * API client sends; a stand-in's path-specific data is a template the server fills in (core's fillDataPreloads).
 * `data-url` names the location the page was rendered for: main.tsx hydrates only there.
 */
export function documentHtml(
  template: DocumentTemplate,
  page: PageId,
  rendered: RenderedPage,
  { url, dataPreloads, templateAttribute }: { url: string; dataPreloads: boolean; templateAttribute: string },
): string {
  const assets = template.assets[page] ?? { scripts: [], css: "" };
  // The page's own CSS is inline like the shell's (scripts/prerender.mjs): its server-rendered content is styled
  // from the first paint, with JavaScript off too, and does not move when the page's code arrives.
  const code = [
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(assets.css ? [`<style>${assets.css}</style>`] : []),
  ];
  const preloads = dataPreloads
    ? rendered.dataPaths.map(({ path, template: isTemplate }) => {
        const href = isTemplate ? templateAttribute : "href";
        return `<link rel="preload" as="fetch" ${href}="${attribute(template.apiBase + path)}" crossorigin="use-credentials">`;
      })
    : [];
  const defaults = rendered.head.includes("<title>") ? template.before.replace(STATIC_HEAD, "") : template.before;
  const before = defaults.replace("</head>", `${code.join("")}${preloads.join("")}${rendered.head}</head>`);
  const state = rendered.state
    ? `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${inlineJson(rendered.state)}</script>`
    : "";
  return `${before}<div id="root" data-page="${page}" data-url="${attribute(url)}">${rendered.body}</div>${state}${template.after}`;
}
