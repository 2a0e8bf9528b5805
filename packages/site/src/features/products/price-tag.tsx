import { AMAZON_PRICE_DISCLAIMER, priceView, SEE_PRICE_ON_AMAZON } from "@app/core";
import { cx } from "../../lib/class-names";
import type { PricedProduct } from "@app/core";

/**
 * A product's price as Amazon requires it (docs/decisions/0032-prices-from-amazon.md): in its currency, with the time
 * it was last known right ("as of …"); an Amazon price with Amazon's disclaimer on hover or tap, and no number at all
 * once that time is more than 24 hours old. Availability is said beside it by each caller (a card shows it on its
 * picture, so every card keeps one height). No Intl, no popover library: the times are written by hand and the
 * disclaimer is a native <details>, so the public pages' start-up code stays small.
 */
export function PriceTag({ product, className, size = "card" }: { product: PricedProduct; className?: string; size?: "card" | "hero" }) {
  const view = priceView(product, new Date());
  const amount = size === "hero" ? "text-2xl font-black tabular-nums" : "text-lg font-black whitespace-nowrap tabular-nums";
  return (
    <div className={cx("grid gap-0.5 text-balance", className)} data-slot="price">
      {view.kind === "stale" ? <p className="text-sm font-semibold">{SEE_PRICE_ON_AMAZON}</p> : <p className={amount}>{view.text}</p>}
      {view.kind !== "price" || !view.asOf ? null : !view.amazon ? (
        <p className="text-xs text-muted-foreground">{`as of ${view.asOf}`}</p>
      ) : (
        <details className="group/asof relative text-xs text-muted-foreground">
          <summary className="cursor-help list-none underline decoration-dotted underline-offset-2" title={AMAZON_PRICE_DISCLAIMER}>
            {`as of ${view.asOf}`}
          </summary>
          <p className="absolute bottom-full left-0 z-10 mb-1 w-64 rounded-md border bg-popover p-2 text-popover-foreground shadow-md">
            {AMAZON_PRICE_DISCLAIMER}
          </p>
        </details>
      )}
    </div>
  );
}
