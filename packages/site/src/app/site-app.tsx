import type { Transport } from "@app/core";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { InlinePictureContext, type InlinePicture } from "../components/picture";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";
import { ResponseStatusContext, type ResponseStatusRecorder } from "./response-status";

/**
 * The whole site: the one tree the browser hydrates (main.tsx, in a BrowserRouter) and the server renders
 * (ssr/render-page.tsx, in a StaticRouter), so the two cannot drift apart. `withRouter` puts the host's
 * router around the routes (a function, not a component, so it adds no level to the tree).
 */
export function SiteApp({
  transport,
  queryClient,
  withRouter,
  responseStatus = null,
  inlinePicture = null,
}: {
  /** How the pages reach the API (the browser: fetch; the server: its own routes, in process). */
  transport: Transport;
  queryClient: QueryClient;
  withRouter: (routes: ReactNode) => ReactNode;
  /** Server only: where the page notes its HTTP status (404 for 'Page Not Found'). */
  responseStatus?: ResponseStatusRecorder | null;
  /** Server only: the pictures its HTML may carry inline (components/picture.tsx). */
  inlinePicture?: InlinePicture | null;
}) {
  return (
    <StrictMode>
      <ResponseStatusContext value={responseStatus}>
        <InlinePictureContext value={inlinePicture}>
          <AppProviders transport={transport} queryClient={queryClient}>
            {withRouter(<AppRoutes />)}
          </AppProviders>
        </InlinePictureContext>
      </ResponseStatusContext>
    </StrictMode>
  );
}
