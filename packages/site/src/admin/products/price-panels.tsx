import { formatAsOf, formatPrice, PRICE_CHANGE_DAYS, queryKeys, type PriceChange } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, RefreshCw, TrendingDown, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { priceQueries } from "../../lib/queries";
import { DismissibleNotice } from "../shared/dismissible-notice";
import { QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";

/**
 * Above the catalogue: whether Amazon prices are being refreshed, in plain words (no credentials, credentials
 * refused, throttled), how many are stale and why (the daily quota, an error), the day's API requests against the
 * quota, and "Refresh all prices".
 */
export function PriceRefreshBanner() {
  const api = useApi();
  const status = useQuery({ ...priceQueries.status(api), refetchInterval: 60_000 });
  const refreshAll = useAdminMutation({
    mutationFn: () => api.prices.refreshAll(),
    invalidates: [queryKeys.prices.all],
    success: { title: "Refreshing all Amazon prices", description: "Prices update within a few minutes, at the rate Amazon allows." },
    failure: "Could not refresh prices",
  });
  const data = status.data;
  if (!data) return null;
  if (!data.configured)
    return (
      <DismissibleNotice id="amazon-api-not-connected" title="Amazon prices are typed by hand">
        <p>
          Each Amazon price is shown for 24 hours from when it was typed; after that visitors see “See price on Amazon” until you type a new
          one. To have prices kept current automatically, ask whoever runs the site to connect Amazon's Creators API (its credential from
          Associates Central).
        </p>
      </DismissibleNotice>
    );
  const problem = data.problem;
  return (
    <div
      role={problem ? "alert" : "status"}
      aria-label="Amazon prices"
      className={cx(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm",
        problem ? "border-destructive/50 bg-destructive/5" : "bg-muted/40",
      )}
    >
      <div className="flex items-start gap-2">
        {problem ? <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" /> : null}
        <div className="grid gap-0.5">
          <p className={problem ? "font-medium" : undefined}>
            {problem ??
              `Amazon prices are refreshed from the Creators API (${data.marketplace}): ${data.amazonProducts} Amazon products, ${data.stale} not checked in the last 24 hours.`}
          </p>
          {data.staleReason ? <p>{data.staleReason}</p> : null}
          {data.configured ? (
            <p className="text-xs text-muted-foreground">
              {`API requests today: ${data.requestsToday} of ${data.dailyRequests} (every instance together); a full refresh needs ${data.requestsNeededPerDay} a day.`}
            </p>
          ) : null}
          {data.lastRunAt ? <p className="text-xs text-muted-foreground">Last refresh {formatAsOf(data.lastRunAt)}</p> : null}
        </div>
      </div>
      {data.configured ? (
        <Button variant="outline" size="sm" onClick={() => refreshAll.mutate(undefined)} disabled={refreshAll.isPending}>
          {refreshAll.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Refresh all prices
        </Button>
      ) : null}
    </div>
  );
}

function ChangeList({ title, icon, changes }: { title: string; icon: React.ReactNode; changes: PriceChange[] }) {
  return (
    <section aria-label={title} className="grid content-start gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">None in this range.</p>
      ) : (
        <ol className="grid gap-1">
          {changes.map((change) => (
            <li key={change.productId} className="flex items-baseline justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="line-clamp-1 font-medium">{change.title}</span>
              <span className="shrink-0 tabular-nums">
                <span className="text-muted-foreground line-through">{formatPrice(change.from, change.currency)}</span>{" "}
                {formatPrice(change.to, change.currency)}{" "}
                <span
                  className={change.percent < 0 ? "font-semibold text-emerald-700 dark:text-emerald-400" : "font-semibold text-destructive"}
                >
                  {change.percent > 0 ? "+" : ""}
                  {change.percent.toFixed(1)}%
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "Price changes": the biggest drops and rises of the last 7 or 30 days. */
export function PriceChangesView() {
  const api = useApi();
  const [days, setDays] = useState<(typeof PRICE_CHANGE_DAYS)[number]>(7);
  const changes = useQuery(priceQueries.changes(api, days));
  return (
    <Card>
      <div className="flex flex-col items-start gap-3 px-5 pt-5">
        <div className="grid gap-1">
          <CardTitle>
            <h2>Price changes</h2>
          </CardTitle>
          <CardDescription>The biggest drops and rises of the catalogue's prices.</CardDescription>
        </div>
        <div role="group" aria-label="Range" className="flex gap-1">
          {PRICE_CHANGE_DAYS.map((d) => (
            <Button key={d} size="sm" variant={d === days ? "default" : "outline"} aria-pressed={d === days} onClick={() => setDays(d)}>
              {d} days
            </Button>
          ))}
        </div>
      </div>
      <CardContent>
        <QueryStates
          query={changes}
          loading={{
            label: "Loading price changes",
            className: "grid gap-2",
            placeholders: [<Skeleton key={1} className="h-8 w-full" />, <Skeleton key={2} className="h-8 w-full" />],
          }}
          errorTitle="Could not load price changes"
        >
          {({ drops, rises }) =>
            drops.length === 0 && rises.length === 0 ? (
              <p className="text-sm text-muted-foreground">No price changed in the last {days} days.</p>
            ) : (
              <div className="grid gap-6 md:grid-cols-2">
                <ChangeList title="Biggest drops" icon={<TrendingDown className="size-4" aria-hidden="true" />} changes={drops} />
                <ChangeList title="Biggest rises" icon={<TrendingUp className="size-4" aria-hidden="true" />} changes={rises} />
              </div>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
