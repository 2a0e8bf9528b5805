import {
  BLOG_PAGE,
  CAPABILITIES_PAGE,
  COLLABORATIONS_PAGE,
  PRODUCTS_PAGE,
  STORES_PAGE,
  TIMELINE_PAGE,
} from "../../packages/core/src/content";

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Every public route with a text that proves it rendered; `noindex`: a page kept out of search engines (no canonical link). */
export const publicRoutes: { path: string; name: string; heading: RegExp; noindex?: true }[] = [
  { path: "/", name: "home", heading: /Don't Just Collect/i },
  { path: "/products", name: "products", heading: exactly(PRODUCTS_PAGE.title) },
  { path: "/resources", name: "resources", heading: /Sneaker Resources/ },
  { path: "/stores", name: "stores", heading: exactly(STORES_PAGE.title) },
  { path: "/search?q=nike", name: "search", heading: /Search Results/ },
  { path: "/timeline", name: "timeline", heading: exactly(TIMELINE_PAGE.title) },
  { path: "/blog", name: "blog", heading: exactly(BLOG_PAGE.title) },
  { path: "/blog/how-to-clean-white-sneakers", name: "blog-post", heading: /clean/i },
  { path: "/article/innovative-sneaker-boxes", name: "article", heading: /20 of the Most Innovative Sneaker Boxes of All Time/ },
  { path: "/privacy", name: "privacy", heading: /privacy/i },
  { path: "/terms", name: "terms", heading: /terms/i },
  { path: "/collaborations", name: "collaborations", heading: exactly(COLLABORATIONS_PAGE.heading) },
  { path: "/capabilities", name: "capabilities", heading: exactly(CAPABILITIES_PAGE.title) },
  { path: "/alerts", name: "alerts", heading: /^Price alerts$/, noindex: true },
];
