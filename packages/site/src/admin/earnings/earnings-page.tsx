import { EARNINGS_DIMENSIONS, zonedDay, type EarningsDimension, type EarningsReport, type EarningsRow } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { CircleDollarSign, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useApi } from "../../lib/api";
import { earningsQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { downloadText } from "../shared/csv";
import { FormField } from "../shared/form-field";
import { useSiteTimeZone, WithSiteTimeZone } from "../shared/site-time-zone";
import { EmptyState, PageHeader, QueryStates } from "../shared/states";
import { EarningsChart } from "./earnings-chart";
import { DIMENSION_LABEL, earningsCsv, formatAmounts, formatConversion } from "./earnings-format";
import { ImportPanel } from "./import-panel";
import { TrackingIdsPanel } from "./tracking-ids-panel";

const QUICK_RANGES = [7, 30, 90] as const;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const columns = (dimension: EarningsDimension): AdminColumn<EarningsRow>[] => [
  { id: "name", header: DIMENSION_LABEL[dimension], className: "max-w-[24rem] break-words", cell: (r) => r.label },
  { id: "clicks", header: "Clicks", align: "right", className: "tabular-nums", cell: (r) => r.clicks },
  { id: "orders", header: "Orders", align: "right", className: "tabular-nums", cell: (r) => r.orders },
  { id: "conversion", header: "Conversion", align: "right", className: "tabular-nums", cell: (r) => formatConversion(r.conversion) },
  { id: "revenue", header: "Revenue", align: "right", className: "tabular-nums", cell: (r) => formatAmounts(r.revenue) },
  { id: "epc", header: "EPC", align: "right", className: "tabular-nums", cell: (r) => formatAmounts(r.epc) },
];

/** What the Conversion figure and column are, said beside them. */
export const CONVERSION_MEANS = "Orders (returns excluded) per click on Amazon and Rakuten links, same placements and days";

function Figure({ label, value, testId, hint }: { label: string; value: string | number; testId: string; hint?: string }) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-1 py-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums break-words" data-testid={testId}>
          {value}
        </p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

function Figures({ report }: { report: EarningsReport }) {
  const currencies = [...new Set(report.daily.flatMap((d) => d.revenue.map((m) => m.currency)))].sort();
  const t = report.totals;
  const empty = t.clicks === 0 && t.revenue.length === 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Revenue" value={formatAmounts(t.revenue)} testId="earnings-revenue" />
        <Figure label="Orders" value={t.orders} testId="earnings-orders" />
        <Figure label="Clicks" value={t.clicks} testId="earnings-clicks" />
        <Figure label="Conversion" value={formatConversion(t.conversion)} testId="earnings-conversion" hint={CONVERSION_MEANS} />
        <Figure label="EPC" value={formatAmounts(t.epc)} testId="earnings-epc" />
      </div>
      <Card>
        <CardContent className="grid gap-4 py-5">
          <h2 className="font-semibold">Clicks and revenue per day</h2>
          <div role="img" aria-label={`Chart of clicks and revenue per day from ${report.from} to ${report.to}`}>
            <EarningsChart daily={report.daily} currencies={currencies} />
          </div>
        </CardContent>
      </Card>
      {empty ? (
        <EmptyState
          icon={<CircleDollarSign />}
          title="No clicks or earnings in this range"
          description="Import a report below; clicks on the site's outbound links show up as they happen."
        />
      ) : (
        <Tabs defaultValue="placement" className="min-w-0">
          <TabsList wrap>
            {EARNINGS_DIMENSIONS.map((d) => (
              <TabsTrigger key={d} value={d}>
                By {DIMENSION_LABEL[d].toLowerCase()}
              </TabsTrigger>
            ))}
          </TabsList>
          {EARNINGS_DIMENSIONS.map((d) => (
            <TabsContent key={d} value={d}>
              <Card>
                <CardContent className="py-5">
                  <AdminTable
                    caption={`Earnings by ${DIMENSION_LABEL[d].toLowerCase()}`}
                    columns={columns(d)}
                    rows={report[d]}
                    rowKey={(r) => `${d}:${r.key}`}
                    rowProps={(r) => ({ "data-key": r.key })}
                  />
                </CardContent>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}

function EarningsScreen() {
  const api = useApi();
  const timeZone = useSiteTimeZone();
  const today = zonedDay(new Date(), timeZone);
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const report = useQuery(earningsQueries.report(api, range.from, range.to));
  const quick = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });
  // A cleared date input keeps the range it had.
  const setDay = (end: "from" | "to", value: string) => {
    if (value !== "") setRange((r) => ({ ...r, [end]: value }));
  };

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.earnings.title}
        description={`Which page, placement, product and program earns: imported network reports joined with the site's clicks. Days in ${timeZone}.`}
        actions={
          <Button
            variant="outline"
            disabled={!report.isSuccess}
            onClick={() => report.data && downloadText(`earnings-${range.from}-to-${range.to}.csv`, earningsCsv(report.data))}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
          {QUICK_RANGES.map((days) => {
            const r = quick(days);
            const active = r.from === range.from && r.to === range.to;
            return (
              <Button key={days} size="sm" variant={active ? "default" : "outline"} aria-pressed={active} onClick={() => setRange(r)}>
                Last {days} days
              </Button>
            );
          })}
        </div>
        <FormField label="From">
          {(c) => <Input {...c} type="date" value={range.from} max={range.to} onChange={(e) => setDay("from", e.target.value)} />}
        </FormField>
        <FormField label="To">
          {(c) => <Input {...c} type="date" value={range.to} min={range.from} onChange={(e) => setDay("to", e.target.value)} />}
        </FormField>
      </div>
      <section aria-label="Earnings" aria-busy={report.isPending} className="grid gap-6">
        <QueryStates
          query={report}
          loading={{ label: "Loading earnings...", className: "grid gap-6", skeletons: ["h-24", "h-80"] }}
          errorTitle="Could not load earnings"
        >
          {(data) => <Figures report={data} />}
        </QueryStates>
      </section>
      <ImportPanel />
      <TrackingIdsPanel />
    </>
  );
}

/** Earnings: revenue, orders, clicks, conversion and EPC per placement, page, product and program, a chart, CSV export, report import. */
export function EarningsPage() {
  return (
    <WithSiteTimeZone>
      <EarningsScreen />
    </WithSiteTimeZone>
  );
}
