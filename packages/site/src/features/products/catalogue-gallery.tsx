import { type CatalogueFacets, type CatalogueFilters, isFilteredCatalogue, paths } from "@app/core";
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
          <CatalogueFilterPanel category={category} filters={filters} facets={facets} />
        </aside>
        <div className="space-y-5">
          {list.isPending ? (
            <ProductGrid status="pending" />
          ) : list.isError || !list.data ? (
            <ProductGrid status="error" onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <>
              {/* Beside the filters (from lg) the gallery's first cards are in view when the page opens: their pictures
                  load at once. On a phone the grid is below the filters, and its cards sleep at start (decision 0066). */}
              <PlacementArea placement={placement}>
                <ProductGrid status="success" products={list.data.items} eagerCount={2} asleepAtStart emptyHint={emptyHint} />
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
