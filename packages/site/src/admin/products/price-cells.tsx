import {
  formatAsOf,
  formatPrice,
  isAmazonStore,
  isPriceStale,
  OUT_OF_STOCK_TEXT,
  toNumber,
  type AdminProduct,
  type PricePoint,
} from "@app/core";
import { RefreshCw } from "lucide-react";
import { Line, LineChart, YAxis } from "recharts";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cx } from "../../lib/class-names";
import { useApi } from "../../lib/api";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { PRODUCT_LISTS } from "./product-lists";

/** Whether Amazon gives this product's price (its affiliate link is Amazon's). */
export const isAmazonProduct = (p: AdminProduct) => isAmazonStore(p.sourceStore) && !!p.amazonAsin;

/**
 * The table's price: in the product's currency, with when it was last known right (Amazon's confirmation, else when
 * it was typed), whether the site still shows it, and its stock when known.
 */
export function PriceCell({ product }: { product: AdminProduct }) {
  const stale = isPriceStale(product, new Date());
  const source = product.priceCheckedAt ? "confirmed by Amazon" : "typed or imported";
  return (
    <div className="grid justify-items-end gap-0.5">
      <span className="font-semibold tabular-nums">{formatPrice(product.price, product.currency)}</span>
      {product.priceAsOf ? (
        <span
          className={cx("text-xs whitespace-nowrap", stale ? "text-destructive" : "text-muted-foreground")}
          title={`Price ${source} ${formatAsOf(product.priceAsOf)}`}
        >
          {stale ? "Not shown: older than 24 h" : `as of ${formatAsOf(product.priceAsOf)}`}
        </span>
      ) : null}
      {product.availability === "out_of_stock" ? <span className="text-xs font-medium text-destructive">{OUT_OF_STOCK_TEXT}</span> : null}
    </div>
  );
}

/** A product's prices over the last 30 days as a small line (recharts, as the Clicks chart); '–' without a change. */
export function PriceTrend({ product, points }: { product: AdminProduct; points: readonly PricePoint[] | undefined }) {
  if (!points) return <span className="text-muted-foreground">–</span>;
  const data = [...points.map((p) => ({ price: toNumber(p.price) })), { price: toNumber(product.price) }];
  const first = data[0]?.price ?? 0;
  const last = toNumber(product.price);
  const changes = points.length > 1 || first !== last;
  if (!changes) return <span className="text-xs text-muted-foreground">No change</span>;
  const label = `Price trend of ${product.title}: ${formatPrice(first, product.currency)} to ${formatPrice(last, product.currency)} over 30 days`;
  return (
    <div role="img" aria-label={label} title={label} className="inline-block">
      <LineChart width={96} height={32} data={data} margin={{ top: 4, right: 2, bottom: 4, left: 2 }}>
        <YAxis hide domain={["dataMin", "dataMax"]} />
        <Line
          type="stepAfter"
          dataKey="price"
          stroke={last < first ? "#16a34a" : last > first ? "var(--color-destructive)" : "var(--color-muted-foreground)"}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}

/** "Refresh now" for one Amazon product: its price, currency and availability fetched from Amazon at once. */
export function RefreshPriceButton({ product }: { product: AdminProduct }) {
  const api = useApi();
  const refresh = useAdminMutation({
    mutationFn: () => api.products.refreshPrice({ params: { id: product.id } }),
    invalidates: PRODUCT_LISTS,
    success: (updated) =>
      "scheduled" in updated
        ? { title: "Refreshing in the background", description: updated.message }
        : {
            title: "Price refreshed",
            description: `${formatPrice(updated.price, updated.currency)} as of ${formatAsOf(updated.priceCheckedAt ?? "")}`,
          },
    failure: "Could not refresh the price",
  });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => refresh.mutate(undefined)}
      disabled={refresh.isPending}
      aria-label={`Refresh price of ${product.title}`}
      title={`Refresh price of ${product.title}`}
    >
      {refresh.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
      <span data-slot="button-label">Refresh now</span>
    </Button>
  );
}
