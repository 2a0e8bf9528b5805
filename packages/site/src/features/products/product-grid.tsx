import { PackageSearch, RotateCw } from "lucide-react";
import { memo, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { useAwakeOnePerIdle } from "../../lib/when-idle";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import type { ProductView } from "./use-products";

/** Ten placeholders while the products load. */
export const PRODUCT_SKELETON_COUNT = 10;

/** The grid's columns and gaps, and each card's height until it renders (the `product-grid` utility, globals.css). */
const gridClass = "product-grid";

export type ProductGridProps =
  | { status: "pending" }
  | { status: "error"; onRetry: () => void; retrying?: boolean }
  | {
      status: "success";
      products: ProductView[];
      /**
       * How many leading cards are in view when the page opens (the grid leads the page): their pictures load at
       * once, at high priority and preloaded from the head, instead of lazily after layout.
       */
      eagerCount?: number;
      /**
       * How many leading cards a phone renders at start, when the grid begins near the bottom of its first screen or
       * below it (Home's under the hero: none; the catalogue's first row): the others render one per idle moment after
       * the start, not in the first layouts (decision 0066). Every card, when not given.
       */
      awakeAtStart?: number;
      /** Said under "No products found" when the list is empty (the catalogue's way out of its filters). */
      emptyHint?: ReactNode;
    };

/**
 * The home product grid with its loading, error, empty and loaded states. Rendered again only when its products change:
 * a tap on "Show more" re-renders Home, and every card of a long grid again would hold the tap's next paint (on a
 * throttled phone: docs/decisions/0040).
 */
export const ProductGrid = memo(function ProductGrid(props: ProductGridProps) {
  if (props.status === "pending") {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading products…</span>
        <div className={gridClass}>
          {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (props.status === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <p className="font-semibold">We couldn't load the products.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button type="button" variant="outline" onClick={props.onRetry} disabled={props.retrying}>
          <RotateCw aria-hidden="true" className={props.retrying ? "animate-spin motion-reduce:animate-none" : undefined} />
          Try again
        </Button>
      </div>
    );
  }
  if (props.products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
        <PackageSearch className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No products found</p>
        {props.emptyHint}
      </div>
    );
  }
  return <Cards products={props.products} eagerCount={props.eagerCount ?? 0} awakeAtStart={props.awakeAtStart ?? Infinity} />;
});

/**
 * The cards. Off-screen ones skip layout and paint until scrolled near, holding their height (the `product-grid`
 * utility). A card asleep at start (past `awakeAtStart`) also skips the rendering ahead of the screen that
 * `content-visibility: auto` does, while <html> has `cards-asleep` (public/theme-init.js sets it before the first paint
 * and takes it away at the first scroll; phones only, globals.css): after hydration they wake one per idle moment, so
 * the cards Chromium would render ahead come one short task each instead of inside the first layouts (decision 0066).
 */
function Cards({ products, eagerCount, awakeAtStart }: { products: ProductView[]; eagerCount: number; awakeAtStart: number }) {
  const awake = useAwakeOnePerIdle(products.length, awakeAtStart, scrolled);
  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <Card key={product.id} product={product} eager={index < eagerCount} asleep={index >= awake} />
      ))}
    </ul>
  );
}

/**
 * The first scroll has woken every card (theme-init.js took `cards-asleep` away): the rest need not wake one at a time,
 * however many Show more appends.
 */
const scrolled = () => !document.documentElement.classList.contains("cards-asleep");

/** One grid item; memoised, so a card waking renders that card's item alone. */
const Card = memo(function Card({ product, eager, asleep }: { product: ProductView; eager: boolean; asleep: boolean }) {
  return (
    <li className={asleep ? "card-asleep" : undefined}>
      <ProductCard product={product} eager={eager} />
    </li>
  );
});
