import { lazyWithReload } from "../lib/lazy-with-reload";

/**
 * Every public page but Home loads on demand, so the home page ships only its own code; a page whose code cannot be
 * loaded loads its address afresh from the server, once (lazyWithReload).
 */
export const ProductsPage = lazyWithReload(() => import("../pages/products-page"));
export const ProductPage = lazyWithReload(() => import("../pages/product-page"));
export const ProductCategoryPage = lazyWithReload(() => import("../pages/product-category-page"));
export const ResourcesPage = lazyWithReload(() => import("../pages/resources-page"));
export const StoresPage = lazyWithReload(() => import("../pages/stores-page"));
export const StorePage = lazyWithReload(() => import("../pages/store-page"));
export const SearchPage = lazyWithReload(() => import("../pages/search-page"));
export const TimelinePage = lazyWithReload(() => import("../pages/timeline-page"));
export const BlogListPage = lazyWithReload(() => import("../pages/blog-page"));
export const BlogPostPage = lazyWithReload(() => import("../pages/blog-post-page"));
export const ArticlePage = lazyWithReload(() => import("../pages/article-page"));
export const PrivacyPage = lazyWithReload(() => import("../pages/privacy-page"));
export const AlertsPage = lazyWithReload(() => import("../pages/alerts-page"));
export const TermsPage = lazyWithReload(() => import("../pages/terms-page"));
export const CollaborationsPage = lazyWithReload(() => import("../pages/collaborations-page"));
export const CapabilitiesPage = lazyWithReload(() => import("../pages/capabilities-page"));
export const NotFoundPage = lazyWithReload(() => import("../pages/not-found-page"));

/** The admin screens, in their own chunk. */
export const AdminApp = lazyWithReload(() => import("./site-admin").then((m) => ({ default: m.SiteAdmin })));
