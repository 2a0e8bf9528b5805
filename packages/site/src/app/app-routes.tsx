import { routes, type PublicRouteId } from "@app/core";
import { SITE_NAME } from "@app/core/content";
import { Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import type { AdminPlatform } from "../admin/index";
import { ChunkBoundary, PageLoadError } from "../components/chunk-boundary";
import { PageFallback } from "../components/page-fallback";
import { PublicLayout } from "./layout/public-layout";
import { RouteTracker } from "../features/analytics/route-tracker";
import { pageRoutes } from "../lib/page-routes";
import HomePage from "../pages/home-page";
import {
  AdminApp,
  AlertsPage,
  ArticlePage,
  BlogListPage,
  BlogPostPage,
  CapabilitiesPage,
  CollaborationsPage,
  NotFoundPage,
  PrivacyPage,
  ProductCategoryPage,
  ProductPage,
  ProductsPage,
  ResourcesPage,
  SearchPage,
  StorePage,
  StoresPage,
  TermsPage,
  TimelinePage,
} from "./lazy-pages";

/** The web host's platform for the admin screens: cookie session, links in a new tab. */
const webAdminPlatform: AdminPlatform = {
  kind: "web",
  loginMode: "cookie",
  openExternal: (url) => window.open(url, "_blank", "noopener,noreferrer"),
  storeHomeUrl: "/",
};

/** Every public page, by its route in core's table. */
const publicPages = {
  home: HomePage,
  products: ProductsPage,
  productCategory: ProductCategoryPage,
  productPage: ProductPage,
  resources: ResourcesPage,
  stores: StoresPage,
  storePage: StorePage,
  search: SearchPage,
  timeline: TimelinePage,
  blog: BlogListPage,
  blogPost: BlogPostPage,
  article: ArticlePage,
  privacy: PrivacyPage,
  alerts: AlertsPage,
  terms: TermsPage,
  collaborations: CollaborationsPage,
  capabilities: CapabilitiesPage,
} satisfies Record<PublicRouteId, ComponentType>;

/**
 * The site's routes: the admin, and the public pages in their layout. React Router matches case-insensitively and
 * ignores a trailing slash, as the server does (core's `matchRoute`); anything else is 'Page Not Found'.
 */
export function AppRoutes() {
  return (
    <>
      <RouteTracker />
      <Routes>
        <Route
          path={`${routes.admin}/*`}
          element={
            <>
              <title>{`Admin | ${SITE_NAME}`}</title>
              <meta name="robots" content="noindex" />
              <ChunkBoundary fallback={<PageLoadError />}>
                <Suspense fallback={<PageFallback label="Loading admin…" />}>
                  <AdminApp platform={webAdminPlatform} />
                </Suspense>
              </ChunkBoundary>
            </>
          }
        />
        <Route element={<PublicLayout />}>
          {pageRoutes(publicPages)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
