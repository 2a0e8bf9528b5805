import type { ApiClient } from "@app/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { ApiProvider } from "../lib/api";

/** Everything the site's screens read from context: query cache, API client, UI state, tooltips (spec §9 delays). */
export function AppProviders({ api, queryClient, children }: { api: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <JotaiProvider>
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            {children}
          </Tooltip.Provider>
        </JotaiProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
