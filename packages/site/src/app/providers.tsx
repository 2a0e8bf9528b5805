import type { ApiClient } from "@app/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { ApiProvider } from "../lib/api";

/**
 * What every screen reads from context: the query cache, the API client and UI state (jotai).
 * The Radix tooltip provider (700/300 ms delays) is not here: only the admin uses tooltips, and AdminApp
 * brings its own TooltipProvider (it is mounted by the desktop host too), which keeps Radix Tooltip and
 * its positioning engine out of the public pages' start-up bundle.
 */
export function AppProviders({ api, queryClient, children }: { api: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <JotaiProvider>{children}</JotaiProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
