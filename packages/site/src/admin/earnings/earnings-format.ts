import { formatPrice, type EarningsDimension, type EarningsReport, type MoneyAmount } from "@app/core";
import { toCsv } from "../shared/csv";

/** Amounts of several currencies side by side ("$12.40 · €3.10"); none is a dash. They are never converted. */
export const formatAmounts = (amounts: readonly MoneyAmount[]): string =>
  amounts.length === 0 ? "–" : amounts.map((m) => formatPrice(m.amount, m.currency)).join(" · ");

/** A conversion rate as a percentage with one decimal ("12.5%"); none without clicks. */
export const formatConversion = (conversion: number | null): string =>
  conversion === null ? "–" : `${(Math.round(conversion * 1000) / 10).toFixed(1)}%`;

export const DIMENSION_LABEL: Record<EarningsDimension, string> = {
  placement: "Placement",
  page: "Page",
  product: "Product",
  program: "Program",
  marketplace: "Marketplace",
  country: "Country",
};

const amountsCell = (amounts: readonly MoneyAmount[]) => amounts.map((m) => `${m.amount} ${m.currency}`).join("; ");

/** The report as CSV: one block per breakdown (placement, page, product, program), then the days. */
export function earningsCsv(report: EarningsReport): string {
  const rows: (string | number)[][] = [[`Earnings ${report.from} to ${report.to} (${report.timeZone})`]];
  for (const dimension of Object.keys(DIMENSION_LABEL) as EarningsDimension[]) {
    rows.push([], [DIMENSION_LABEL[dimension].toLowerCase(), "clicks", "orders", "conversion", "revenue", "epc"]);
    for (const r of report[dimension])
      rows.push([r.label, r.clicks, r.orders, r.conversion === null ? "" : r.conversion, amountsCell(r.revenue), amountsCell(r.epc)]);
  }
  rows.push([], ["date", "clicks", "revenue"], ...report.daily.map((d) => [d.date, d.clicks, amountsCell(d.revenue)]));
  return toCsv(rows);
}
