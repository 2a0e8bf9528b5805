/**
 * The route table: one place for every path and its href builder. Matching is
 * case-insensitive and allows a trailing slash; anything else is 'Page Not Found'.
 */
export const routes = {
  home: "/",
  products: "/products",
  resources: "/resources",
  stores: "/stores",
  search: "/search",
  timeline: "/timeline",
  blog: "/blog",
  blogPost: "/blog/:slug",
  article: "/article/innovative-sneaker-boxes",
  privacy: "/privacy",
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
} as const;

export type RouteId = keyof typeof routes;
/** The admin's screens (all under `routes.admin`), and the public pages. */
export type AdminRouteId = Extract<RouteId, `admin${string}`>;
export type PublicRouteId = Exclude<RouteId, AdminRouteId>;

export const paths = {
  home: () => "/",
  products: () => "/products",
  resources: () => "/resources",
  /** With a query: the directory filtered by it (a store search result links to its own name). */
  stores: (q?: string) => (q ? `/stores?q=${encodeURIComponent(q)}` : "/stores"),
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : "/search"),
  timeline: () => "/timeline",
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  article: () => "/article/innovative-sneaker-boxes",
  privacy: () => "/privacy",
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
  adminStores: () => "/admin/stores",
  adminClicks: () => "/admin/clicks",
  adminEarnings: () => "/admin/earnings",
  adminLinks: () => "/admin/links",
} satisfies Record<RouteId, (...args: never[]) => string>;

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
