import type { ApiClient } from "@app/core";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";

/**
 * The whole site: the one tree the browser hydrates (main.tsx, in a BrowserRouter) and the build prerenders
 * (prerender/render-page.tsx, in a StaticRouter), so the two cannot drift apart. `withRouter` puts the host's
 * router around the routes (a function, not a component, so it adds no level to the tree).
 */
export function SiteApp({
  api,
  queryClient,
  withRouter,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  withRouter: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders api={api} queryClient={queryClient}>
        {withRouter(<AppRoutes />)}
      </AppProviders>
    </StrictMode>
  );
}
