import type { Transport } from "@app/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NewsletterPanelProvider } from "../features/newsletter/newsletter-state";
import { PublicApiProvider } from "../lib/public-api";

/**
 * What every screen reads from context: the query cache, the public pages' API reads over the host's transport
 * (the admin builds its own client on it: app/site-admin.tsx) and the public pages' UI state (the newsletter panel:
 * React state, so jotai stays in the admin's chunk; the theme is the inline theme script's, public/theme-init.js).
 * The Radix tooltip provider (700/300 ms delays) is not here: only the admin uses tooltips, and AdminApp
 * brings its own TooltipProvider (it is mounted by the desktop host too), which keeps Radix Tooltip and
 * its positioning engine out of the public pages' start-up bundle.
 */
export function AppProviders({
  transport,
  queryClient,
  children,
}: {
  transport: Transport;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicApiProvider transport={transport}>
        <NewsletterPanelProvider>{children}</NewsletterPanelProvider>
      </PublicApiProvider>
    </QueryClientProvider>
  );
}
