import {
  type CatalogueFilters,
  type CatalogueParamError,
  isFilteredCatalogue,
  productStructuredData,
  readCatalogueFilters,
} from "@app/core";
import { useMemo, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { NotFoundPage } from "../app/lazy-pages";
import { ResponseStatus } from "../app/response-status";
import { CatalogueGallery } from "../features/products/catalogue-gallery";
import { catalogueHref } from "../features/products/catalogue-filters";
import { useCatalogueFacets, useCataloguePage } from "../features/products/use-products";
import { Seo, siteOrigin } from "../features/seo/seo";
import { itemList } from "../features/seo/structured-data";
import { usePageNumber, useScrollToTopOnPageChange } from "../lib/paging";

/**
 * What /products and a category's page share (docs/decisions/0046-catalogue-facets.md): the address read as a page
 * number and filters (a malformed page is 'Page Not Found', a malformed filter a 400 naming it), the list and its facet
 * counts, and the head: a filtered or reordered address is not indexed and names its unfiltered page as canonical, and
 * neither is a category with nothing in it yet (nor is it in the sitemap).
 */
export function CatalogueListing(props: Omit<CatalogueListingProps, "page" | "filters">) {
  const page = usePageNumber();
  const [search] = useSearchParams();
  const read = useMemo(() => readCatalogueFilters(search), [search]);
  useScrollToTopOnPageChange(page);
  if (page === null) return <NotFoundPage />;
  if ("error" in read) return <BadFilter error={read.error} />;
  return <CatalogueList {...props} page={page} filters={read.filters} />;
}

interface CatalogueListingProps {
  /** The category whose page this is; none on /products. */
  category?: string;
  title: string;
  description: string;
  /** The page's introduction, under its heading (the title). */
  intro: string;
  /** What follows the gallery (the /products category cards). */
  after?: ReactNode;
  placement: string;
  page: number;
  filters: CatalogueFilters;
}

function CatalogueList({ category, title, description, intro, after, placement, page, filters }: CatalogueListingProps) {
  const list = useCataloguePage(category, filters, page);
  const facets = useCatalogueFacets(category, filters);
  const shown = list.data?.items;
  const hasNext = list.data?.hasNext ?? false;
  const filtered = isFilteredCatalogue(filters);
  const emptyCategory = category !== undefined && !list.isPlaceholderData && shown?.length === 0;

  const jsonLd = useMemo(() => {
    if (!shown?.length || filtered) return undefined;
    const now = new Date();
    const siteUrl = siteOrigin();
    return itemList(
      title,
      shown.map((product) => productStructuredData(product, { siteUrl, now })),
    );
  }, [shown, title, filtered]);

  // A page past the end of the list does not exist (the first page is the list, empty or not).
  if (page > 1 && !list.isPlaceholderData && shown?.length === 0) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6">
      <Seo
        title={page === 1 ? title : `${title} (Page ${page})`}
        description={description}
        path={filtered ? catalogueHref(category, {}) : catalogueHref(category, {}, page)}
        filtered={filtered || emptyCategory}
        prev={page > 1 ? catalogueHref(category, {}, page - 1) : undefined}
        next={hasNext ? catalogueHref(category, {}, page + 1) : undefined}
        jsonLd={jsonLd}
      />
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      </header>
      <CatalogueGallery category={category} filters={filters} page={page} list={list} facets={facets.data} placement={placement} />
      {after}
    </div>
  );
}

/** An address whose filter cannot be read: a 400 that names the parameter, with a way back to the whole list. */
function BadFilter({ error }: { error: CatalogueParamError }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <ResponseStatus code={400} />
      <Seo title="Bad Filter" description="This address has a filter we can't read." path={catalogueHref(undefined, {})} noindex />
      <h1 className="font-display text-3xl sm:text-4xl">Bad Filter</h1>
      <p className="mt-3 text-muted-foreground">
        The <code className="rounded bg-muted px-1.5 py-0.5 text-sm">{error.param}</code> of this address {error.message}.
      </p>
    </section>
  );
}
