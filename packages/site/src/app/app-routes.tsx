import { routes } from "@app/core";
import { SITE_NAME } from "@app/core/content";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import type { AdminPlatform } from "../admin/index";
import { PageFallback } from "../components/layout/page-fallback";
import { PublicLayout } from "../components/layout/public-layout";
import { RouteTracker } from "../features/analytics/route-tracker";
import HomePage from "../pages/home-page";
import {
  AdminApp,
  ArticlePage,
  BlogListPage,
  BlogPostPage,
  CapabilitiesPage,
  CollaborationsPage,
  NotFoundPage,
  PrivacyPage,
  ProductsPage,
  ResourcesPage,
  SearchPage,
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

/**
 * The route table (paths from core's `routes`). The router (lib/router.tsx) matches case-insensitively by
 * default and ignores a trailing slash; anything else is 'Page Not Found'.
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
              <Suspense fallback={<PageFallback label="Loading admin…" />}>
                <AdminApp platform={webAdminPlatform} />
              </Suspense>
            </>
          }
        />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path={routes.products} element={<ProductsPage />} />
          <Route path={routes.resources} element={<ResourcesPage />} />
          <Route path={routes.stores} element={<StoresPage />} />
          <Route path={routes.search} element={<SearchPage />} />
          <Route path={routes.timeline} element={<TimelinePage />} />
          <Route path={routes.blog} element={<BlogListPage />} />
          <Route path={routes.blogPost} element={<BlogPostPage />} />
          <Route path={routes.article} element={<ArticlePage />} />
          <Route path={routes.privacy} element={<PrivacyPage />} />
          <Route path={routes.terms} element={<TermsPage />} />
          <Route path={routes.collaborations} element={<CollaborationsPage />} />
          <Route path={routes.capabilities} element={<CapabilitiesPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
