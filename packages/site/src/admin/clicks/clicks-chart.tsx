import type { ClickStats } from "@app/core";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const label = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** Clicks per day as a bar chart (recharts; the admin chunk only, never public pages). */
export function ClicksChart({ daily }: { daily: ClickStats["daily"] }) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
      <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="date" tickFormatter={label} tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={48} />
        <Tooltip
          labelFormatter={(value) => label(String(value))}
          formatter={(value) => [value, "Clicks"]}
          cursor={{ fill: "var(--color-muted)" }}
        />
        <Bar dataKey="clicks" fill="var(--color-brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
