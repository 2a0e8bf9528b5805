import { paths, pluralize, SPONSORED_REL, SUGGESTED_SEARCHES, type SearchResult } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Loader2, Package } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isGeneratedImage, Picture } from "../../components/picture";
import { Badge } from "../../components/ui/badge";
import { Button, buttonVariants } from "../../components/ui/button";
import { usePublicApi } from "../../lib/public-api";
import { cx } from "../../lib/class-names";
import { useAmazonLink } from "../../lib/amazon-links";
import { searchQueries } from "../../lib/public-queries";
import { PriceTag } from "../products/price-tag";

const isExternal = (url: string) => /^https?:\/\//i.test(url);

const TYPE_LABEL: Record<SearchResult["type"], string> = { brand: "Brand", store: "Store", product: "Product", blog: "Blog" };

/**
 * A directory listing ("brand" results) is named by what it is, its /resources category in the singular: Foot Locker
 * is a Retailer, not "Brand · Retailers".
 */
const LISTING_LABEL: Record<string, string> = {
  Brands: "Brand",
  Retailers: "Retailer",
  Marketplaces: "Marketplace",
  "Care & Cleaning": "Care & cleaning",
  Apparel: "Apparel",
  Accessories: "Accessories",
  "Home & Office": "Home & office",
};

/** The badge of a result and the note beside it (none when the badge says it all). */
export function resultLabels(result: Pick<SearchResult, "type" | "category">): { badge: string; note: string | null } {
  if (result.type === "brand") return { badge: (result.category && LISTING_LABEL[result.category]) || TYPE_LABEL.brand, note: null };
  return { badge: TYPE_LABEL[result.type], note: result.category ?? null };
}

function Suggestions({ label }: { label: string }) {
  return (
    <div className="mt-4">
      <p className="font-medium">{label}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {SUGGESTED_SEARCHES.map((term) => (
          <li key={term}>
            <Link
              to={paths.search(term)}
              className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm hover:bg-muted"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A product thumbnail; a remote image that fails to load becomes a neutral placeholder. */
function ResultThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
        <Package className="size-6" />
      </span>
    );
  }
  return (
    <Picture
      src={src}
      alt=""
      width={isGeneratedImage(src) ? 800 : 80}
      height={isGeneratedImage(src) ? 800 : 80}
      sizes="80px"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cx("size-20 shrink-0 rounded-md bg-muted", isGeneratedImage(src) ? "object-cover" : "object-contain p-1")}
    />
  );
}

/** A product's price as its card shows it: its currency, its date, and Amazon's 24 hours. */
function ResultPrice({ result, className }: { result: SearchResult; className?: string }) {
  if (!result.price) return null;
  const { price, currency = "USD", sourceStore = "", priceAsOf = null } = result;
  return <PriceTag product={{ price, currency, sourceStore, priceAsOf }} className={className} />;
}

/**
 * A product: its picture and title lead to its page on the site, Shop Now to the retailer (sponsored, new tab), as a
 * product card's do.
 */
function ProductResult({ result, slug }: { result: SearchResult; slug: string }) {
  const placed = useAmazonLink();
  const page = paths.productPage(slug);
  return (
    <div className="flex gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground hover:border-brand">
      {result.imageUrl && (
        <Link to={page} tabIndex={-1} aria-hidden="true">
          <ResultThumbnail src={result.imageUrl} />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        <Badge variant="brand">{TYPE_LABEL.product}</Badge>
        <h2 className="mt-1 text-lg font-semibold">
          <Link to={page} className="hover:underline">
            {result.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{result.description}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <ResultPrice result={result} />
          <a href={placed(result.url)} target="_blank" rel={SPONSORED_REL} className={buttonVariants({ variant: "brand", size: "sm" })}>
            Shop Now
            <span aria-hidden="true" className="mask-external-link size-4 shrink-0 bg-current" />
            <span className="sr-only">: {result.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  const placed = useAmazonLink();
  if (result.type === "product" && result.slug) return <ProductResult result={result} slug={result.slug} />;
  const external = isExternal(result.url);
  const labels = resultLabels(result);
  const body = (
    <>
      {result.type === "product" && result.imageUrl && <ResultThumbnail src={result.imageUrl} />}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={result.type === "product" ? "brand" : "secondary"}>{labels.badge}</Badge>
          {labels.note && <span className="text-xs text-muted-foreground">{labels.note}</span>}
        </div>
        <h2 className="mt-1 flex items-center gap-1.5 text-lg font-semibold group-hover:underline">
          {result.title}
          {external && <ExternalLink aria-hidden="true" className="size-4 shrink-0" />}
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{result.description}</p>
        <ResultPrice result={result} className="mt-1" />
      </div>
    </>
  );
  const className = "group flex gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground hover:border-brand";
  return external ? (
    <a href={placed(result.url)} target="_blank" rel={SPONSORED_REL} className={className}>
      {body}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <Link to={result.url} className={className}>
      {body}
    </Link>
  );
}

/** The states of the search page: no query, searching, error, empty with suggestions, results. */
export function SearchResults({ query }: { query: string }) {
  const q = query.trim();
  const search = useQuery(searchQueries.results(usePublicApi(), q));

  if (q === "") {
    return (
      <div className="py-12 text-center">
        <p className="text-xl font-semibold">Start searching</p>
        <p className="mt-1 text-muted-foreground">Find brands, stores, accessories and articles across the directory.</p>
        <Suggestions label="Popular searches" />
      </div>
    );
  }
  if (search.isPending) {
    return (
      // min-h-dvh: the footer starts below the fold, so the results replacing this shift nothing in view (CLS).
      <div role="status" className="flex min-h-dvh items-start justify-center gap-3 py-16 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
        Searching...
      </div>
    );
  }
  if (search.isError) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="text-xl font-semibold">Search is unavailable right now</p>
        <p className="mt-1 text-muted-foreground">Please try again in a moment.</p>
        <Button type="button" className="mt-4" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (search.data.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-xl font-semibold">No results found</p>
        <p className="mt-1 text-muted-foreground">Try a different word, or one of these:</p>
        <Suggestions label="Suggestions" />
        <p className="mt-6 text-muted-foreground">
          Or browse{" "}
          <Link to={paths.products()} className="font-medium text-foreground underline underline-offset-4">
            all products
          </Link>{" "}
          and{" "}
          <Link to={paths.resources()} className="font-medium text-foreground underline underline-offset-4">
            sneaker resources
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="text-muted-foreground">
        Found {pluralize(search.data.length, "result", "results")}
      </p>
      <ul className="mt-4 space-y-3">
        {search.data.map((result, i) => (
          <li key={`${result.type}-${result.url}-${i}`}>
            <ResultItem result={result} />
          </li>
        ))}
      </ul>
    </>
  );
}
