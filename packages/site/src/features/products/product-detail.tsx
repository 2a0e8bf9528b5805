import {
  type FeaturingPost,
  formatCount,
  formatLongDate,
  isPriceStale,
  paths,
  PLACEMENTS,
  productCategoryLabel,
  type ProductPage,
  SPONSORED_REL,
  toNumber,
} from "@app/core";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { useAmazonLink } from "../../lib/amazon-links";
import { PlacementArea } from "../../lib/placement";
import { trackLinkClick, trackProductLinkClick } from "../analytics/analytics";
import { OutOfStockBadge } from "./out-of-stock-badge";
import { PriceAlertForm } from "./price-alert-form";
import { PriceHistory } from "./price-history";
import { PriceTag } from "./price-tag";
import { ProductGrid } from "./product-grid";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import { toProductViews } from "./use-products";

const HOUR_MS = 60 * 60 * 1000;

/** The clock the page's history is drawn at: the end of the hour, so the server's drawing and the browser's agree. */
const drawnAt = () => new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS);

const availabilityText = (availability: string) => (availability === "in_stock" ? "In stock" : "Availability: see the retailer");

/**
 * A product's page (/products/{slug}, docs/decisions/0049-product-pages.md): picture, title, rating, store, category,
 * availability, the price with its "as of" time and the shop link (placement `product-page`); the price history; the
 * posts that feature it; similar products. Everything is in the server's HTML.
 */
export function ProductDetail({ page }: { page: ProductPage }) {
  const { product, history, posts, similar } = page;
  const view = { ...product, image: product.imageUrl };
  const href = useAmazonLink(PLACEMENTS.productPage)(product.affiliateLink);
  const onShop = () => {
    trackProductLinkClick(view, "product_page");
    trackLinkClick("affiliate_link", product.title, href);
  };
  const category = productCategoryLabel(product.category);
  return (
    <PlacementArea placement={PLACEMENTS.productPage}>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={paths.home()} className="hover:text-foreground hover:underline">
                Home
              </Link>{" "}
              ›
            </li>
            <li>
              <Link to={paths.products()} className="hover:text-foreground hover:underline">
                Products
              </Link>{" "}
              ›
            </li>
            <li>
              <Link to={paths.productCategory(product.category)} className="hover:text-foreground hover:underline">
                {category}
              </Link>{" "}
              ›
            </li>
            <li aria-current="page" className="line-clamp-1 text-foreground">
              {product.title}
            </li>
          </ol>
        </nav>

        <article className="grid gap-8 md:grid-cols-2">
          <div className="overflow-hidden rounded-xl border bg-muted">
            <ProductImage
              src={product.imageUrl}
              alt={product.title}
              sizes="(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw"
              eager
              className="aspect-square w-full"
            />
          </div>
          <div className="flex flex-col gap-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {product.sourceStore} · {category}
            </p>
            <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{product.title}</h1>
            <div className="flex items-center gap-2 text-sm">
              <StarRating rating={product.rating} />
              <span>
                {toNumber(product.rating).toFixed(1)} out of 5
                {product.reviewCount > 0 ? ` (${formatCount(product.reviewCount)} reviews)` : ""}
              </span>
            </div>
            {product.availability === "out_of_stock" ? (
              <p>
                <OutOfStockBadge />
              </p>
            ) : (
              <p className="text-sm font-semibold">{availabilityText(product.availability)}</p>
            )}
            <PriceTag product={view} size="hero" />
            <a
              className={buttonVariants({ variant: "brand", size: "lg", className: "self-start" })}
              href={href}
              target="_blank"
              rel={SPONSORED_REL}
              onClick={onShop}
            >
              Shop at {product.sourceStore}
              <span aria-hidden="true" className="mask-external-link size-4 shrink-0 bg-current" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {product.description ? <p className="text-muted-foreground">{product.description}</p> : null}
            <PriceAlertForm
              slug={product.slug}
              price={isPriceStale(product, new Date()) ? null : product.price}
              currency={product.currency}
            />
          </div>
        </article>

        <PriceHistory history={history} currency={product.currency} now={drawnAt()} />

        {posts.length > 0 ? <FeaturingPosts posts={posts} /> : null}

        {similar.length > 0 ? (
          <section aria-labelledby="similar-title" className="space-y-4">
            <h2 id="similar-title" className="font-display text-2xl font-black">
              Similar products
            </h2>
            <ProductGrid status="success" products={toProductViews(similar)} />
          </section>
        ) : null}
      </div>
    </PlacementArea>
  );
}

function FeaturingPosts({ posts }: { posts: FeaturingPost[] }) {
  return (
    <section aria-labelledby="featured-in-title" className="space-y-4">
      <h2 id="featured-in-title" className="font-display text-2xl font-black">
        Featured in
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug} className="rounded-xl border bg-card p-4">
            <Link to={paths.blogPost(post.slug)} className="font-semibold hover:underline">
              {post.title}
            </Link>
            {post.publishedAt ? (
              <p className="text-xs text-muted-foreground">
                <time dateTime={post.publishedAt}>{formatLongDate(new Date(post.publishedAt))}</time>
              </p>
            ) : null}
            {post.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
