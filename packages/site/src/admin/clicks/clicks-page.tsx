import { CLICK_RANGES, type ClickStats } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Download, MousePointerClick } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { useApi } from "../../lib/api";
import { clickQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { AdminTable, LINK_KIND_LABEL, OutboundLinkCell, type AdminColumn } from "../shared/admin-table";
import { EmptyState, PageHeader, QueryStates } from "../shared/states";
import { ClicksChart } from "./clicks-chart";
import { downloadText } from "../shared/csv";
import { clicksCsv } from "./clicks-csv";

const TOP_COLUMNS: AdminColumn<ClickStats["top"][number]>[] = [
  { id: "link", header: "Link", className: "max-w-[28rem]", cell: (link) => <OutboundLinkCell label={link.label} url={link.url} /> },
  { id: "kind", header: "Kind", cell: (link) => <Badge variant="outline">{LINK_KIND_LABEL[link.kind]}</Badge> },
  { id: "clicks", header: "Clicks", align: "right", className: "tabular-nums", cell: (link) => link.clicks },
];

type Share = { name: string; clicks: number };
const SHARE_COLUMNS = (header: string): AdminColumn<Share>[] => [
  { id: "name", header, cell: (row) => row.name },
  { id: "clicks", header: "Clicks", align: "right", className: "tabular-nums", cell: (row) => row.clicks },
];
const COUNTRY_COLUMNS = SHARE_COLUMNS("Country");
const MARKETPLACE_COLUMNS = SHARE_COLUMNS("Amazon marketplace");

/** Clicks per country (the CDN's header or the browser language's region) and per Amazon marketplace sent to. */
function ClickShares({ data }: { data: ClickStats }) {
  const tables = [
    { title: "Countries", columns: COUNTRY_COLUMNS, rows: data.countries.map((r) => ({ name: r.country ?? "Unknown", clicks: r.clicks })) },
    {
      title: "Amazon marketplaces",
      columns: MARKETPLACE_COLUMNS,
      rows: data.marketplaces.map((r) => ({ name: r.marketplace, clicks: r.clicks })),
    },
  ].filter((t) => t.rows.length > 0);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {tables.map((t) => (
        <Card key={t.title}>
          <CardContent className="grid gap-3 py-5">
            <h2 className="font-semibold">{t.title}</h2>
            <AdminTable
              caption={`Clicks per ${t.columns[0]?.header.toLowerCase() ?? ""}`}
              columns={t.columns}
              rows={t.rows}
              rowKey={(r) => r.name}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

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
        <QueryStates
          query={stats}
          loading={{
            label: "Loading clicks...",
            className: "grid gap-6",
            skeletons: ["h-80", "h-48"],
          }}
          errorTitle="Could not load clicks"
        >
          {(data) => (
            <>
              <Card>
                <CardContent className="grid gap-4 py-5">
                  <div className="flex items-baseline justify-between gap-4">
                    <h2 className="font-semibold">Clicks per day</h2>
                    <p>
                      <span className="text-2xl font-bold tabular-nums" data-testid="clicks-total">
                        {data.total}
                      </span>{" "}
                      <span className="text-sm text-muted-foreground">clicks in the last {days} days</span>
                    </p>
                  </div>
                  <div role="img" aria-label={`Bar chart of clicks per day over the last ${days} days, ${data.total} in all`}>
                    <ClicksChart daily={data.daily} />
                  </div>
                </CardContent>
              </Card>
              {data.top.length === 0 ? (
                <EmptyState
                  icon={<MousePointerClick />}
                  title="No clicks in this range"
                  description="Clicks on product, store and brand links show up here."
                />
              ) : (
                <Card>
                  <CardContent className="grid gap-3 py-5">
                    <h2 className="font-semibold">Top links</h2>
                    <AdminTable
                      caption="Most clicked links"
                      columns={TOP_COLUMNS}
                      rows={data.top}
                      rowKey={(link) => `${link.kind}:${link.url}`}
                    />
                  </CardContent>
                </Card>
              )}
              <ClickShares data={data} />
            </>
          )}
        </QueryStates>
      </section>
    </>
  );
}
