import { paths, PLACEMENTS, productStructuredData } from "@app/core";
import { PRODUCT_CATEGORIES, PRODUCTS_PAGE } from "@app/core/content";
import { useMemo } from "react";
import { Pager } from "../components/pager";
import { ProductGrid } from "../features/products/product-grid";
import { useProductPage } from "../features/products/use-products";
import { CategoryCards } from "../features/products/category-cards";
import { Seo, siteOrigin } from "../features/seo/seo";
import { itemList } from "../features/seo/structured-data";
import { pageHref, usePageNumber, useScrollToTopOnPageChange } from "../lib/paging";
import { PlacementArea } from "../lib/placement";
import { NotFoundPage } from "../app/lazy-pages";

const DESCRIPTION =
  "Shop sneaker display cases, cleaning kits, storage boxes, shoe trees, protective sprays and laces from trusted retailers.";

/** /products?page=N: page N of the catalogue in the grid order; a malformed page number is 'Page Not Found'. */
export default function ProductsPage() {
  const page = usePageNumber();
  useScrollToTopOnPageChange(page);
  return page === null ? <NotFoundPage /> : <CataloguePage page={page} />;
}

function CataloguePage({ page }: { page: number }) {
  const products = useProductPage(page);
  const shown = products.data?.items;
  const hasNext = products.data?.hasNext ?? false;

  const jsonLd = useMemo(() => {
    if (!shown?.length) return undefined;
    const now = new Date();
    const siteUrl = siteOrigin();
    return itemList(
      PRODUCTS_PAGE.title,
      shown.map((product) => productStructuredData(product, { siteUrl, now })),
    );
  }, [shown]);

  // A page past the end of the catalogue does not exist (the first page is the catalogue, empty or not).
  if (page > 1 && shown?.length === 0) return <NotFoundPage />;

  const path = paths.products();
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6">
      <Seo
        title={page === 1 ? PRODUCTS_PAGE.title : `${PRODUCTS_PAGE.title} (Page ${page})`}
        description={DESCRIPTION}
        path={pageHref(path, page)}
        prev={page > 1 ? pageHref(path, page - 1) : undefined}
        next={hasNext ? pageHref(path, page + 1) : undefined}
        jsonLd={jsonLd}
      />
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{PRODUCTS_PAGE.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{PRODUCTS_PAGE.description}</p>
      </header>

      <section aria-labelledby="gallery-title" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="gallery-title" className="font-display text-2xl font-black sm:text-3xl">
            Shopping Gallery
          </h2>
          <p className="text-sm text-muted-foreground">Links open the retailer in a new tab. We may earn a commission.</p>
        </div>
        {products.isPending ? (
          <ProductGrid status="pending" />
        ) : products.isError ? (
          <ProductGrid status="error" onRetry={() => void products.refetch()} retrying={products.isFetching} />
        ) : (
          <>
            {/* The gallery's first row (two cards on a phone) is in view when the page opens. */}
            <PlacementArea placement={PLACEMENTS.productsGrid}>
              <ProductGrid status="success" products={products.data.items} eagerCount={2} />
            </PlacementArea>
            <Pager path={path} page={page} hasNext={hasNext} label="Product pages" />
          </>
        )}
      </section>

      <section aria-labelledby="categories-title" className="space-y-5">
        <h2 id="categories-title" className="font-display text-2xl font-black sm:text-3xl">
          Shop by Category
        </h2>
        <PlacementArea placement={PLACEMENTS.productsCategories}>
          <CategoryCards categories={PRODUCT_CATEGORIES} />
        </PlacementArea>
      </section>
    </div>
  );
}
