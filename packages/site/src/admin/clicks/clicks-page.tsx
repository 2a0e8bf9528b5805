import { CLICK_RANGES } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Download, MousePointerClick } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useApi } from "../../lib/api";
import { clickQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { ExternalLink } from "../shared/external-link";
import { EmptyState, ErrorState, PageHeader } from "../shared/states";
import { ClicksChart } from "./clicks-chart";
import { clicksCsv, downloadText } from "./clicks-csv";

const KIND_LABEL = { product: "Product", store: "Store", brand: "Brand", other: "Other" } as const;

/** Affiliate click statistics: a daily chart, the most clicked links, a date range and CSV export. */
export function ClicksPage() {
  const api = useApi();
  const [days, setDays] = useState<number>(30);
  const stats = useQuery(clickQueries.stats(api, days));

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.clicks.title}
        description="Clicks on outbound product, store and brand links from the public site. Visitors are not identified."
        actions={
          <Button
            variant="outline"
            disabled={!stats.isSuccess}
            onClick={() => stats.data && downloadText(`clicks-last-${days}-days.csv`, clicksCsv(stats.data))}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {CLICK_RANGES.map((range) => (
          <Button
            key={range}
            size="sm"
            variant={range === days ? "default" : "outline"}
            aria-pressed={range === days}
            onClick={() => setDays(range)}
          >
            Last {range} days
          </Button>
        ))}
      </div>
      <section aria-label="Click statistics" aria-busy={stats.isPending} className="grid gap-6">
        {stats.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading clicks...
            </p>
            <Skeleton className="h-80 rounded-xl" />
            <Skeleton className="h-48 rounded-xl" />
          </>
        ) : stats.isError ? (
          <ErrorState title="Could not load clicks" error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <>
            <Card>
              <CardContent className="grid gap-4 py-5">
                <div className="flex items-baseline justify-between gap-4">
                  <h2 className="font-semibold">Clicks per day</h2>
                  <p>
                    <span className="text-2xl font-bold tabular-nums" data-testid="clicks-total">
                      {stats.data.total}
                    </span>{" "}
                    <span className="text-sm text-muted-foreground">clicks in the last {days} days</span>
                  </p>
                </div>
                <div role="img" aria-label={`Bar chart of clicks per day over the last ${days} days, ${stats.data.total} in all`}>
                  <ClicksChart daily={stats.data.daily} />
                </div>
              </CardContent>
            </Card>
            {stats.data.top.length === 0 ? (
              <EmptyState
                icon={<MousePointerClick />}
                title="No clicks in this range"
                description="Clicks on product, store and brand links show up here."
              />
            ) : (
              <Card>
                <CardContent className="grid gap-3 py-5">
                  <h2 className="font-semibold">Top links</h2>
                  <div className="overflow-x-auto">
                    <table className="w-full text-sm">
                      <thead className="text-left text-muted-foreground">
                        <tr>
                          <th scope="col" className="py-2 pr-4 font-medium">
                            Link
                          </th>
                          <th scope="col" className="py-2 pr-4 font-medium">
                            Kind
                          </th>
                          <th scope="col" className="py-2 text-right font-medium">
                            Clicks
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {stats.data.top.map((link) => (
                          <tr key={`${link.kind}:${link.url}`} className="border-t">
                            <td className="max-w-[28rem] py-2 pr-4">
                              <div className="font-medium">{link.label}</div>
                              <ExternalLink href={link.url} className="block truncate text-xs text-muted-foreground hover:underline">
                                {link.url}
                              </ExternalLink>
                            </td>
                            <td className="py-2 pr-4">
                              <Badge variant="outline">{KIND_LABEL[link.kind]}</Badge>
                            </td>
                            <td className="py-2 text-right tabular-nums">{link.clicks}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </CardContent>
              </Card>
            )}
          </>
        )}
      </section>
    </>
  );
}
