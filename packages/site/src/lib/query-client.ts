import { ApiError } from "@app/core";
import { QueryClient } from "@tanstack/react-query";

/** Retries of a read the server answered "busy" (503 with Retry-After) before the query fails. */
export const MAX_BUSY_RETRIES = 3;
/** The longest wait between them, whatever Retry-After asks. */
const MAX_BUSY_WAIT_MS = 10_000;

/** The seconds a "busy" answer asks to wait: a 503 with Retry-After; null for any other failure. */
function busyFor(error: unknown): number | null {
  return error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : null;
}

/**
 * The query client: no refetch on focus, no polling, never stale, and no retry but one: a read answered 503
 * with Retry-After (the embedded database's "busy, Retry-After: 1", a Postgres outage's "unavailable") is tried
 * again after the seconds it names, up to MAX_BUSY_RETRIES times (docs/decisions/0030-retry-busy-reads.md). Any
 * other error, and every write, fails at once. Every query brings its own loader from a query option factory
 * (lib/product-queries.ts, lib/public-queries.ts, lib/queries.ts): there is no default query function. Shared by the site, /admin and the desktop.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_BUSY_RETRIES && busyFor(error) !== null,
        retryDelay: (_failureCount, error) => Math.min((busyFor(error) ?? 1) * 1000, MAX_BUSY_WAIT_MS),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
