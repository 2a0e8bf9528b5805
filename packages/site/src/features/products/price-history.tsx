import {
  formatLongDate,
  formatPrice,
  priceChart,
  type PriceChart,
  priceHistorySentences,
  type PricePoint,
  priceSteps,
  PRODUCT_PAGE_HISTORY_DAYS,
} from "@app/core";

const CHART = { width: 640, height: 200, pad: 12 } as const;

/**
 * A product's price over the last 90 days, drawn on the server as inline SVG (no chart library on a public page):
 * the lowest and highest price of the last 30 and 90 days in words, the step line of the prices in force (once they
 * cover a day), and the observations as a table behind it (a native <details>, open to a screen reader and without
 * JavaScript).
 */
export function PriceHistory({ history, currency, now }: { history: readonly PricePoint[]; currency: string; now: Date }) {
  const days = PRODUCT_PAGE_HISTORY_DAYS;
  const steps = priceSteps(history, currency, now, days);
  const chart = priceChart(steps, now, days, CHART);
  const sentences = priceHistorySentences(history, currency, now);
  const rows = history.filter((point) => point.currency === currency).slice(-steps.length);
  return (
    <section aria-labelledby="price-history-title" className="space-y-4" data-testid="price-history">
      <h2 id="price-history-title" className="font-display text-2xl font-black">
        Price history
      </h2>
      {steps.length === 0 ? (
        <p className="text-muted-foreground">No price has been recorded for this product in the last {days} days.</p>
      ) : (
        <>
          <div className="space-y-1">
            {sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          {chart === null ? null : <ChartFigure chart={chart} currency={currency} days={days} />}
          <details className="rounded-xl border bg-card p-3 text-sm">
            <summary className="cursor-pointer font-semibold">Every recorded price</summary>
            <table className="mt-3 w-full text-left">
              <caption className="sr-only">Recorded prices, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((point) => (
                  <tr key={point.at} className="border-t">
                    <td className="py-1">
                      <time dateTime={point.at}>{formatLongDate(new Date(point.at))}</time>
                    </td>
                    <td className="py-1 text-right tabular-nums">{formatPrice(point.price, point.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

/** The step line, drawn on the server as inline SVG over the whole range, with its top and bottom in words. */
function ChartFigure({ chart, currency, days }: { chart: PriceChart; currency: string; days: number }) {
  return (
    <figure className="rounded-xl border bg-card p-3">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        width={CHART.width}
        height={CHART.height}
        className="h-auto w-full text-brand"
        role="img"
        aria-label={`Price over the last ${days} days, between ${formatPrice(chart.bottom, currency)} and ${formatPrice(chart.top, currency)}`}
      >
        <line x1={CHART.pad} x2={CHART.width - CHART.pad} y1={CHART.pad} y2={CHART.pad} className="stroke-border" strokeDasharray="4 4" />
        <line
          x1={CHART.pad}
          x2={CHART.width - CHART.pad}
          y1={CHART.height - CHART.pad}
          y2={CHART.height - CHART.pad}
          className="stroke-border"
        />
        <path d={chart.path} fill="none" stroke="currentColor" strokeWidth={3} strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{days} days ago</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
