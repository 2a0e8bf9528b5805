import { Provider as JotaiProvider } from "jotai";
import { routes, type AdminRouteId } from "@app/core";
import type { ComponentType, ReactNode } from "react";
import { Route, Routes } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { pageRoutes } from "../lib/page-routes";
import { TooltipProvider } from "../components/ui/tooltip";
import { PlatformProvider, type AdminPlatform } from "./admin-platform";
import { ClicksPage } from "./clicks/clicks-page";
import { EarningsPage } from "./earnings/earnings-page";
import { LinksPage } from "./links/links-page";
import { BlogGeneratorPage } from "./blog/blog-generator-page";
import { AdminGate } from "./gate/admin-gate";
import { AdminLayout } from "./layout/admin-layout";
import { AdminNotFound } from "./layout/admin-not-found";
import { NewPostPage } from "./blog/new-post-page";
import { PostEditPage } from "./blog/post-edit-page";
import { PostsPage } from "./blog/posts-page";
import { ManageProductsPage } from "./products/manage-products-page";
import { SocialPage } from "./social/social-page";
import { UnsavedChangesProvider } from "./shared/unsaved-changes";
import { ManageStoresPage } from "./stores/manage-stores-page";

export interface AdminAppProps {
  platform: AdminPlatform;
  /** Extra header content from the host (e.g. the site's theme toggle). */
  headerExtra?: ReactNode;
}

/** Every admin screen, by its route in core's table. */
const adminPages = {
  admin: ManageProductsPage,
  adminSocial: SocialPage,
  adminBlogGenerator: BlogGeneratorPage,
  adminPosts: PostsPage,
  adminNewPost: NewPostPage,
  adminPostEdit: PostEditPage,
  adminStores: ManageStoresPage,
  adminClicks: ClicksPage,
  adminEarnings: EarningsPage,
  adminLinks: LinksPage,
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
                  <Routes>
                    {pageRoutes(adminPages, routes.admin)}
                    <Route path="*" element={<AdminNotFound />} />
                  </Routes>
                </AdminLayout>
              </UnsavedChangesProvider>
            </AdminGate>
          </Toaster>
        </TooltipProvider>
      </PlatformProvider>
    </JotaiProvider>
  );
}
