import { lazy } from "react";

/** Every public page but Home loads on demand, so the home page ships only its own code. */
export const ProductsPage = lazy(() => import("../pages/products-page"));
export const ResourcesPage = lazy(() => import("../pages/resources-page"));
export const StoresPage = lazy(() => import("../pages/stores-page"));
export const SearchPage = lazy(() => import("../pages/search-page"));
export const TimelinePage = lazy(() => import("../pages/timeline-page"));
export const BlogListPage = lazy(() => import("../pages/blog-page"));
export const BlogPostPage = lazy(() => import("../pages/blog-post-page"));
export const ArticlePage = lazy(() => import("../pages/article-page"));
export const PrivacyPage = lazy(() => import("../pages/privacy-page"));
export const TermsPage = lazy(() => import("../pages/terms-page"));
export const CollaborationsPage = lazy(() => import("../pages/collaborations-page"));
export const CapabilitiesPage = lazy(() => import("../pages/capabilities-page"));
export const NotFoundPage = lazy(() => import("../pages/not-found-page"));

/** The admin screens, in their own chunk. */
export const AdminApp = lazy(() => import("./site-admin").then((m) => ({ default: m.SiteAdmin })));
