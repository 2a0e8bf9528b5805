import type { EarningsReport } from "@app/core";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const label = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));
const LINE_COLOURS = ["var(--color-foreground)", "var(--color-muted-foreground)", "var(--color-destructive)"];

/**
 * Clicks per day as bars and revenue per day as a line per currency (amounts of different currencies are never added
 * up). Recharts, in the admin chunk only, as the Clicks screen's chart.
 */
export function EarningsChart({ daily, currencies }: { daily: EarningsReport["daily"]; currencies: readonly string[] }) {
  const data = daily.map((d) => ({
    date: d.date,
    clicks: d.clicks,
    ...Object.fromEntries(currencies.map((c) => [c, Number(d.revenue.find((m) => m.currency === c)?.amount ?? 0)])),
  }));
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="date" tickFormatter={label} tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
        <YAxis yAxisId="clicks" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={48} />
        <YAxis yAxisId="revenue" orientation="right" tickLine={false} axisLine={false} fontSize={12} width={56} />
        <Tooltip labelFormatter={(value) => label(String(value))} cursor={{ fill: "var(--color-muted)" }} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="clicks" dataKey="clicks" name="Clicks" fill="var(--color-brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        {currencies.map((currency, i) => (
          <Line
            key={currency}
            yAxisId="revenue"
            dataKey={currency}
            name={`Revenue (${currency})`}
            stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
