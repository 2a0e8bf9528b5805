import { createQueryFn, type ApiClient } from "@app/core";
import { QueryClient } from "@tanstack/react-query";

/**
 * The query client: no retry, no refetch on focus, no polling, never stale, and a default
 * query function that GETs the key parts joined with '/'. Shared by the site, /admin and the desktop.
 */
export function createQueryClient(api: ApiClient) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn(api),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
