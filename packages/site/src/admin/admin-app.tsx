import { Provider as JotaiProvider } from "jotai";
import { routes, type AdminRouteId } from "@app/core";
import type { ComponentType, ReactNode } from "react";
import { Route, Routes } from "react-router";
import { PageBoundary } from "../components/chunk-boundary";
import { Toaster } from "../components/ui/toaster";
import { lazyWithReload } from "../lib/lazy-with-reload";
import { pageRoutes } from "../lib/page-routes";
import { TooltipProvider } from "../components/ui/tooltip";
import { PlatformProvider, type AdminPlatform } from "./admin-platform";
import { AdminGate } from "./gate/admin-gate";
import { AdminLayout } from "./layout/admin-layout";
import { AdminNotFound } from "./layout/admin-not-found";
import { UnsavedChangesProvider } from "./shared/unsaved-changes";

export interface AdminAppProps {
  platform: AdminPlatform;
  /** Extra header content from the host (e.g. the site's theme toggle). */
  headerExtra?: ReactNode;
}

/** A screen's code, loaded when it is first opened: each screen is a chunk of its own (charts, the editor). */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazyWithReload(() => load().then((module) => ({ default: module[name] })));
}

/** Every admin screen, by its route in core's table. */
const adminPages = {
  admin: screen(() => import("./products/manage-products-page"), "ManageProductsPage"),
  adminSocial: screen(() => import("./social/social-page"), "SocialPage"),
  adminBlogGenerator: screen(() => import("./blog/blog-generator-page"), "BlogGeneratorPage"),
  adminPosts: screen(() => import("./blog/posts-page"), "PostsPage"),
  adminNewPost: screen(() => import("./blog/new-post-page"), "NewPostPage"),
  adminPostEdit: screen(() => import("./blog/post-edit-page"), "PostEditPage"),
  adminStores: screen(() => import("./stores/manage-stores-page"), "ManageStoresPage"),
  adminClicks: screen(() => import("./clicks/clicks-page"), "ClicksPage"),
  adminEarnings: screen(() => import("./earnings/earnings-page"), "EarningsPage"),
  adminLinks: screen(() => import("./links/links-page"), "LinksPage"),
  adminSubscribers: screen(() => import("./subscribers/subscribers-page"), "SubscribersPage"),
} satisfies Record<AdminRouteId, ComponentType>;

/**
 * The whole admin console. The host mounts it at `/admin/*` inside its router and provides the API
 * client (ApiProvider) and a QueryClient (createQueryClient); everything else lives here.
 */
export function AdminApp({ platform, headerExtra }: AdminAppProps) {
  return (
    // Its own jotai store: admin UI state (e.g. a generated post under review) is restored from storage
    // whenever the admin mounts, in the site and in the desktop app alike.
    <JotaiProvider>
      <PlatformProvider platform={platform}>
        <TooltipProvider>
          <Toaster>
            <AdminGate>
              <UnsavedChangesProvider>
                <AdminLayout headerExtra={headerExtra}>
                  <PageBoundary loading="Loading…">
                    <Routes>
                      {pageRoutes(adminPages, routes.admin)}
                      <Route path="*" element={<AdminNotFound />} />
                    </Routes>
                  </PageBoundary>
                </AdminLayout>
              </UnsavedChangesProvider>
            </AdminGate>
          </Toaster>
        </TooltipProvider>
      </PlatformProvider>
    </JotaiProvider>
  );
}
