import type { ClickStats } from "@app/core";
import { toCsv } from "../shared/csv";

/** The statistics as CSV: the daily counts, a blank line, then the top links. */
export function clicksCsv(stats: ClickStats): string {
  return toCsv([
    ["date", "clicks"],
    ...stats.daily.map((d) => [d.date, d.clicks]),
    [],
    ["label", "kind", "url", "clicks"],
    ...stats.top.map((t) => [t.label, t.kind, t.url, t.clicks]),
  ]);
}
