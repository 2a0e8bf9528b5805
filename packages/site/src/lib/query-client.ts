import { QueryClient } from "@tanstack/react-query";

/**
 * The query client: no retry, no refetch on focus, no polling, never stale. Every query brings its own
 * loader from a query option factory (lib/product-queries.ts, lib/public-queries.ts, lib/queries.ts): there is no default query function. Shared by the
 * site, /admin and the desktop.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
