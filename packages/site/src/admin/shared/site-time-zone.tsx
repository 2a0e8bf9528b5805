import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { configQueries } from "../../lib/queries";
import { ErrorState } from "./states";

/**
 * The site's time zone (SITE_TIMEZONE, from /api/config): posts and tweets are scheduled and shown on its clocks.
 * Only for screens inside <WithSiteTimeZone>, which waits for it (a schedule read in the wrong zone would be saved
 * hours off).
 */
export function useSiteTimeZone(): string {
  const api = useApi();
  return useQuery(configQueries.get(api)).data?.timeZone ?? "UTC";
}

/** Renders `children` once the site's time zone is known; a spinner meanwhile, the error and a retry if it fails. */
export function WithSiteTimeZone({ children }: { children: ReactNode }) {
  const api = useApi();
  const config = useQuery(configQueries.get(api));
  if (config.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Loading settings...
      </p>
    );
  }
  if (config.isError)
    return <ErrorState title="Could not load the site's settings" error={config.error} onRetry={() => void config.refetch()} />;
  return children;
}

const scheduleFormats = new Map<string, Intl.DateTimeFormat>();
/** "Jun 15, 2030, 2:30 PM" on the site's clocks. */
export function formatInZone(iso: string, timeZone: string): string {
  let format = scheduleFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone });
    scheduleFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
