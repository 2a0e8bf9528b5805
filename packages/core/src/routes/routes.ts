import { CATALOGUE_FILTER_PARAMS, type CatalogueFilters, catalogueQuery } from "../products/catalogue.rules";

/**
 * The route table: one place for every path and its href builder. Matching is
 * case-insensitive and allows a trailing slash; anything else is 'Page Not Found'.
 */
export const routes = {
  home: "/",
  products: "/products",
  productCategory: "/products/category/:category",
  productPage: "/products/:slug",
  resources: "/resources",
  stores: "/stores",
  storePage: "/stores/:slug",
  search: "/search",
  timeline: "/timeline",
  blog: "/blog",
  blogPost: "/blog/:slug",
  article: "/article/innovative-sneaker-boxes",
  privacy: "/privacy",
  alerts: "/alerts",
  terms: "/terms",
  collaborations: "/collaborations",
  capabilities: "/capabilities",
  admin: "/admin",
  adminSocial: "/admin/social",
  adminBlogGenerator: "/admin/blog-generator",
  adminPosts: "/admin/posts",
  adminNewPost: "/admin/posts/new",
  adminPostEdit: "/admin/posts/:id",
  adminStores: "/admin/stores",
  adminClicks: "/admin/clicks",
  adminEarnings: "/admin/earnings",
  adminLinks: "/admin/links",
  adminSubscribers: "/admin/subscribers",
} as const;

export type RouteId = keyof typeof routes;
/** The admin's screens (all under `routes.admin`), and the public pages. */
export type AdminRouteId = Extract<RouteId, `admin${string}`>;
export type PublicRouteId = Exclude<RouteId, AdminRouteId>;

export const paths = {
  home: () => "/",
  products: () => "/products",
  /** A category's page of the catalogue (a core PRODUCT_CATEGORIES value), with filters, a sort and a page number if given. */
  productCategory: (category: string, filters?: CatalogueFilters, page?: number) =>
    `/products/category/${encodeURIComponent(category)}${catalogueQuery(filters, page)}`,
  productPage: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  resources: () => "/resources",
  /** With a query: the directory filtered by it (a store search result links to its own name). */
  stores: (q?: string) => (q ? `/stores?q=${encodeURIComponent(q)}` : "/stores"),
  storePage: (slug: string) => `/stores/${encodeURIComponent(slug)}`,
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : "/search"),
  timeline: () => "/timeline",
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  article: () => "/article/innovative-sneaker-boxes",
  privacy: () => "/privacy",
  /** A price alert's confirmation or unsubscribe page (the token from the mail's link). */
  alerts: (token: { confirm?: string; unsubscribe?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(token).filter(([, v]) => v)).toString();
    return query ? `/alerts?${query}` : "/alerts";
  },
  terms: () => "/terms",
  collaborations: () => "/collaborations",
  capabilities: () => "/capabilities",
  admin: () => "/admin",
  /** With a tab: the social page open on it (the share toast links to the Tweet Scheduler). */
  adminSocial: (tab?: "programs" | "tweets") => (tab ? `/admin/social?tab=${tab}` : "/admin/social"),
  adminBlogGenerator: () => "/admin/blog-generator",
  adminPosts: () => "/admin/posts",
  adminNewPost: () => "/admin/posts/new",
  adminPostEdit: (id: number) => `/admin/posts/${id}`,
  /** With a query: the stores searched by it (Link Health's "Earning nothing" names each store this way). */
  adminStores: (q?: string) => (q ? `/admin/stores?q=${encodeURIComponent(q)}` : "/admin/stores"),
  adminClicks: () => "/admin/clicks",
  adminEarnings: () => "/admin/earnings",
  adminLinks: () => "/admin/links",
  adminSubscribers: () => "/admin/subscribers",
} satisfies Record<RouteId, (...args: never[]) => string>;

/**
 * Addresses a visitor may guess from the menu's labels (BRANDS is the resource directory, HISTORY the timeline,
 * CULTURE the blog, SHOP the catalogue): each answered with a permanent redirect to its page, query kept.
 */
const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  "/shop": routes.products,
  "/brands": routes.resources,
  "/history": routes.timeline,
  "/culture": routes.blog,
};

/** The page a guessed address (ROUTE_ALIASES: any case, a trailing slash allowed) stands for; null for any other. */
export const routeAlias = (pathname: string): string | null => ROUTE_ALIASES[pathname.toLowerCase().replace(/(.)\/$/, "$1")] ?? null;

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

const compiled = (Object.entries(routes) as [RouteId, string][]).map(([id, pattern]) => {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        names.push(segment.slice(1));
        return "([^/]+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { id, names, regex: new RegExp(`^${source === "" ? "" : source}/?$`, "i") };
});

/** Match a pathname (no query or hash) against the route table; null means 'Page Not Found'. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname === "" ? "/" : pathname;
  for (const { id, names, regex } of compiled) {
    const match = regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(match[i + 1] ?? "");
      } catch {
        params[name] = match[i + 1] ?? "";
      }
    });
    return { id, params };
  }
  return null;
}

/**
 * The query parameters each public page reads (its page number, filters, search text); a page not named reads none.
 * Anything else in an address's query (utm_*, fbclid, gclid, a random one) changes nothing on the page: the server
 * renders and keeps a page by these alone (pageQuery), so such an address costs no render of its own
 * (docs/decisions/0052-no-request-buys-a-render.md).
 * The site's pages read only these (site/src/app/route-data.ts and the pages' useSearchParams).
 */
export const PAGE_QUERY_PARAMS: Partial<Record<PublicRouteId, readonly string[]>> = {
  products: ["page", ...CATALOGUE_FILTER_PARAMS],
  productCategory: ["page", ...CATALOGUE_FILTER_PARAMS],
  blog: ["page"],
  search: ["q"],
  stores: ["q"],
  // A price alert mail's link: the page shows what its button will do with the token.
  alerts: ["confirm", "unsubscribe"],
};

/**
 * The part of an address's query its page reads ("" or "?page=2&store=x"): each parameter once (its first value), in
 * PAGE_QUERY_PARAMS's order, an empty one left out (every page reads an empty value as an absent one).
 */
export function pageQuery(pathname: string, search: URLSearchParams): string {
  const match = matchRoute(pathname);
  const names = match ? (PAGE_QUERY_PARAMS as Partial<Record<RouteId, readonly string[]>>)[match.id] : undefined;
  const kept = new URLSearchParams();
  for (const name of names ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
