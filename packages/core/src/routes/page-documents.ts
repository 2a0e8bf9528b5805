import { matchRoute, routes, type PublicRouteId, type RouteId } from "./routes";

/**
 * The HTML documents of the built site. Every public page is prerendered at build time (so it paints
 * before its JavaScript arrives, then hydrates); every blog post shares one document rendered in its
 * loading state, unknown paths get the prerendered 'Page Not Found', and the admin gets the plain app
 * shell because it renders only in the browser. The site's prerender script writes these files and the
 * server answers each path with the one named here.
 */
export type PageId = PublicRouteId | "notFound";

export interface PageDocument {
  page: PageId;
  /** The path the page is rendered at during the build. */
  renderPath: string;
  /** Its file, relative to the built site's folder (names that static hosts serve for the path). */
  file: string;
  /** One document for many paths: `renderPath` is a stand-in, so nothing path-specific may be baked in. */
  standIn?: true;
}

/** The shell every path without a prerendered page gets (the admin): an empty root the app renders into. */
export const APP_SHELL_FILE = "app-shell.html";

/**
 * The script that applies the stored theme before the first paint, in the site's build folder. Rendered pages
 * carry its text inline (no request before the first paint), so the server's CSP allows it by its SHA-256.
 */
export const THEME_SCRIPT_FILE = "theme-init.js";

/**
 * Where a canonical origin goes in prerendered HTML when the build does not know it (no
 * VITE_PUBLIC_SITE_URL): the server puts its PUBLIC_SITE_URL in its place when serving the page.
 */
export const PRERENDER_ORIGIN_PLACEHOLDER = "https://public-site-url.invalid";

/** Routes with parameters render once, at a stand-in path: nothing shown while their data loads is path-specific. */
const STAND_INS: Partial<Record<PublicRouteId, Pick<PageDocument, "renderPath" | "file">>> = {
  blogPost: { renderPath: "/blog/_post", file: "blog/_post.html" },
  productCategory: { renderPath: "/products/category/_category", file: "products/category/_category.html" },
  storePage: { renderPath: "/stores/_store", file: "stores/_store.html" },
  productPage: { renderPath: "/products/_product", file: "products/_product.html" },
};

function routeDocument(page: PublicRouteId): PageDocument {
  const pattern = routes[page];
  if (pattern.includes(":")) {
    const standIn = STAND_INS[page];
    if (!standIn) throw new Error(`Route ${page} has parameters: give it a stand-in document`);
    return { page, ...standIn, standIn: true };
  }
  return { page, renderPath: pattern, file: pattern === "/" ? "index.html" : `${pattern.slice(1)}/index.html` };
}

const isPublicRoute = (id: RouteId): id is PublicRouteId => !id.startsWith("admin");

/** Every public route of the table, then the not-found page. */
export const PAGE_DOCUMENTS: readonly PageDocument[] = [
  ...(Object.keys(routes) as RouteId[]).filter(isPublicRoute).map(routeDocument),
  { page: "notFound", renderPath: "/404", file: "404.html", standIn: true },
];

const byPage = new Map(PAGE_DOCUMENTS.map((doc) => [doc.page, doc]));

const adminPrefix = routes.admin.toLowerCase();
/** Whether a path is the admin's (`/admin` or below it; any letter case, as the route table matches). */
export const isAdminPath = (pathname: string) => {
  const path = pathname.toLowerCase();
  return path === adminPrefix || path.startsWith(`${adminPrefix}/`);
};

/**
 * The prerendered page for a path (null: the app shell) and the status to answer with: 404 for a path
 * the route table does not know, admin paths included (the admin shows its own not-found screen).
 */
export function pageDocumentFor(pathname: string): { document: PageDocument | null; status: 200 | 404; params: Record<string, string> } {
  const match = matchRoute(pathname);
  const status = match ? 200 : 404;
  const params = match?.params ?? {};
  if (isAdminPath(pathname)) return { document: null, status, params };
  return { document: byPage.get(match ? (match.id as PageId) : "notFound") ?? null, status, params };
}

/**
 * A stand-in document's start-up data depends on the path it answers (a post's slug), so the build writes
 * those preloads with the route's parameters left as `:name` in a `data-href-template` (inert: nothing is
 * fetched from it); the server fills them in from the path when it serves the page.
 */
export const DATA_PRELOAD_TEMPLATE_ATTRIBUTE = "data-href-template";

/**
 * The template of a data path a stand-in loads: each path segment equal to one of the stand-in's own parameter
 * values (`_post`) becomes `:name` (`/api/blog/:slug`). Null for a path that is the same whatever path the
 * document answers. The inverse of fillDataPreloads.
 */
export function dataPathTemplate(document: PageDocument, dataPath: string): string | null {
  if (!document.standIn) return null;
  const params = Object.entries(matchRoute(document.renderPath)?.params ?? {});
  const queryAt = dataPath.indexOf("?");
  const pathname = queryAt < 0 ? dataPath : dataPath.slice(0, queryAt);
  const segments = pathname.split("/").map((segment) => {
    const param = params.find(([, value]) => value === segment);
    return param ? `:${param[0]}` : segment;
  });
  const template = segments.join("/") + (queryAt < 0 ? "" : dataPath.slice(queryAt));
  return template === dataPath ? null : template;
}

export function fillDataPreloads(html: string, params: Record<string, string>): string {
  return html.replace(new RegExp(` ${DATA_PRELOAD_TEMPLATE_ATTRIBUTE}="([^"]*)"`, "g"), (_, template: string) => {
    const href = template.replace(/:([A-Za-z]\w*)/g, (whole, name: string) =>
      name in params ? encodeURIComponent(params[name] ?? "") : whole,
    );
    return ` href="${href}"`;
  });
}
