import { formatCount, paths, showsRatingBadge, SPONSORED_REL, toNumber } from "@app/core";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonVariants } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useAmazonLink } from "../../lib/amazon-links";
import { trackLinkClick, trackProductLinkClick } from "../analytics/analytics";
import { OutOfStockBadge } from "./out-of-stock-badge";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import type { ProductView } from "./use-products";

/**
 * A card's frame (components/ui/card's looks, without its gap: the picture meets the text). The card is the container
 * its `@…/card` queries read, but only from 29rem: in a narrower window even a two-column grid's card is under 14rem,
 * where none of them can match, and a container costs each card's render about a fifth more (its contents are styled
 * again inside its layout), on the phones where rendering is dearest (decision 0067).
 */
const CARD = "min-[29rem]:@container/card flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm";

/** The price's room, loaded or not: the price and its "as of" time, which takes two lines on a narrow card. */
const PRICE_ROOM = "min-h-[3.875rem] content-start";

export function ProductCard({ product, eager = false }: { product: ProductView; eager?: boolean }) {
  // The grid's placement (home-grid, products-grid) picks the Amazon tracking id.
  const href = useAmazonLink()(product.affiliateLink);
  const page = paths.productPage(product.slug);
  const onShop = () => {
    trackProductLinkClick(product, "product_grid");
    trackLinkClick("affiliate_link", product.title, href);
  };
  return (
    <div className={`group ${CARD} transition-shadow hover:shadow-md`}>
      {/* A neutral panel in either theme: our pictures fill it, and a remote product photo on white sits on muted grey
          rather than a glaring white block in dark mode. */}
      {/* The picture and the title lead to the product's page; Shop Now goes to the retailer. */}
      <Link to={page} tabIndex={-1} className="relative block bg-muted">
        <ProductImage
          src={product.image}
          alt={product.title}
          sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          eager={eager}
          className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {showsRatingBadge(product) && (
          <Badge variant="default" className="absolute top-2 left-2 shadow @[14rem]/card:top-3 @[14rem]/card:left-3">
            <span aria-hidden="true" className="mask-star size-3 bg-current" />
            {toNumber(product.rating).toFixed(1)}
            <span className="font-normal">
              ({formatCount(product.reviewCount)}
              <span className="sr-only @[14rem]/card:not-sr-only"> reviews</span>)
            </span>
          </Badge>
        )}
        {/* On the picture rather than under the price, so an out-of-stock card is as tall as the others. */}
        {product.availability === "out_of_stock" && (
          <OutOfStockBadge className="absolute bottom-2 left-2 shadow @[14rem]/card:bottom-3 @[14rem]/card:left-3" />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* Every line of the text has a set height, so a card's height follows from its width alone (the grid holds an
            unrendered card at that height: the `product-grid` utility in globals.css). */}
        <p className="truncate text-xs font-semibold uppercase tracking-wide text-muted-foreground" title={product.sourceStore}>
          {product.sourceStore}
        </p>
        <h3 className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-semibold">
          <Link to={page} className="hover:underline">
            {product.title}
          </Link>
        </h3>
        <StarRating rating={product.rating} />
        {/* Price and button share a row only on cards wide enough for a seven-character price ("$129.99") beside the
            button; narrower cards (four or five columns at 1024-1280 px) stack them, so the button never leaves the card. */}
        <div className="mt-auto flex flex-col gap-2 pt-2 @[17rem]/card:flex-row @[17rem]/card:items-center @[17rem]/card:justify-between">
          {/* The price and its "as of" time on up to two lines (or "See price on Amazon"), in the same room either way. */}
          <PriceTag product={product} className={PRICE_ROOM} />
          <a
            className={buttonVariants({ variant: "brand", size: "sm", className: "w-full @[17rem]/card:w-auto" })}
            href={href}
            target="_blank"
            rel={SPONSORED_REL}
            onClick={onShop}
          >
            Shop Now
            <span aria-hidden="true" className="mask-external-link size-4 shrink-0 bg-current" />
            <span className="sr-only">: {product.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" className={CARD} aria-hidden="true">
      <Skeleton rounded="none" className="aspect-square w-full" />
      {/* Same rows and heights as a loaded card, so the grid does not jump when products arrive. */}
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-[2.40625rem] w-full" />
        <Skeleton className="h-4 w-24" />
        <div className="flex flex-col gap-2 pt-2 @[17rem]/card:flex-row @[17rem]/card:items-center @[17rem]/card:justify-between">
          <div className={PRICE_ROOM}>
            <Skeleton className="h-7 w-16" />
          </div>
          <Skeleton className="h-9 w-full @[17rem]/card:w-28" />
        </div>
      </div>
    </div>
  );
}
