import { appliedCatalogueFilters, type CatalogueFacets, type CatalogueFilters, isFilteredCatalogue, paths } from "@app/core";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { Pager } from "../../components/pager";
import { PlacementArea } from "../../lib/placement";
import { CatalogueFilterPanel, catalogueHref } from "./catalogue-filters";
import { ProductGrid } from "./product-grid";
import type { ProductPageView } from "./use-products";

export interface CatalogueGalleryProps {
  /** The category whose page this is; none on /products. */
  category?: string;
  filters: CatalogueFilters;
  page: number;
  /** The page of products: pending while none has loaded, failed with a retry. */
  list: { data?: ProductPageView; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  facets: CatalogueFacets | undefined;
  /** The placement of the grid's shop links (`products-grid`, `category-page`). */
  placement: string;
}

/**
 * The catalogue's gallery on /products and each category's page: the filters and facet counts beside the grid, a
 * numbered pager below it that keeps the filters.
 */
export function CatalogueGallery({ category, filters, page, list, facets, placement }: CatalogueGalleryProps) {
  const total = facets?.total;
  // An empty list's way on, made only then, so the memoised grid of a full one is not rendered again for a new element:
  // under filters (the sort narrows nothing), back to the whole list in the same order; a category with nothing in it
  // yet, to every product.
  const empty = list.data?.items.length === 0;
  const applied = appliedCatalogueFilters(filters);
  const emptyHint =
    empty && isFilteredCatalogue({ ...filters, sort: undefined }) ? (
      <EmptyHint text="No product matches these filters." to={catalogueHref(category, { sort: filters.sort })} action="Clear filters" />
    ) : (
      empty && category !== undefined && <EmptyHint text="Nothing in this category yet." to={paths.products()} action="See all products" />
    );
  return (
    <section aria-labelledby="gallery-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="gallery-title" className="font-display text-2xl font-black sm:text-3xl">
          Shopping Gallery
        </h2>
        <p className="text-sm text-muted-foreground">
          {total !== undefined && (
            <span className="font-semibold text-foreground">
              {total} {total === 1 ? "product" : "products"}.{" "}
            </span>
          )}
          Links open the retailer in a new tab. We may earn a commission.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label="Filters">
          {/* Below lg the filters stack above the grid: folded under one line there, so a phone's first screen shows
              products, not two screens of filters; from lg, beside the grid, always shown (`disclosure-below-lg`). A
              native disclosure: it opens before any script runs, and its folded content is not laid out. */}
          <details className="disclosure-below-lg group">
            <summary className="flex h-10 cursor-pointer list-none items-center justify-between gap-3 rounded-md border px-3 text-sm font-semibold hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
              <span>
                Sort &amp; filter
                {applied > 0 && <span className="font-normal text-muted-foreground"> ({applied} applied)</span>}
              </span>
              <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground group-open:rotate-180" />
            </summary>
            <div className="pt-4 lg:pt-0">
              <CatalogueFilterPanel category={category} filters={filters} facets={facets} />
            </div>
          </details>
        </aside>
        <div className="space-y-5">
          {list.isPending ? (
            <ProductGrid status="pending" />
          ) : list.isError || !list.data ? (
            <ProductGrid status="error" onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <>
              {/* The gallery's first row is in view when the page opens, beside the filters (from lg) or under their
                  folded line: its pictures load at once, and on a phone the cards after it sleep at start (0066). */}
              <PlacementArea placement={placement}>
                <ProductGrid status="success" products={list.data.items} eagerCount={2} awakeAtStart={2} emptyHint={emptyHint} />
              </PlacementArea>
              <Pager
                path={catalogueHref(category, filters)}
                page={page}
                hasNext={list.data.hasNext}
                label="Product pages"
                hrefOf={(n) => catalogueHref(category, filters, n)}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function EmptyHint({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {text}{" "}
      <Link to={to} className="font-semibold text-foreground underline underline-offset-4">
        {action}
      </Link>
    </p>
  );
}
