import { orderProductGrid, paths } from "@app/core";
import { PRODUCT_CATEGORIES, PRODUCTS_PAGE } from "@app/core/content";
import { useMemo } from "react";
import { ProductGrid } from "../features/home/product-grid";
import { useProducts } from "../features/home/use-products";
import { CategoryCards } from "../features/products-page/category-cards";
import { Seo } from "../features/seo/seo";

export default function ProductsPage() {
  const products = useProducts();
  const gallery = useMemo(() => orderProductGrid(products.data ?? []), [products.data]);

  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6">
      <Seo
        title={PRODUCTS_PAGE.title}
        description="Shop sneaker display cases, cleaning kits, storage boxes, shoe trees, protective sprays and laces from trusted retailers."
        path={paths.products()}
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
          // The gallery's first row (two cards on a phone) is in view when the page opens.
          <ProductGrid status="success" products={gallery} eagerCount={2} />
        )}
      </section>

      <section aria-labelledby="categories-title" className="space-y-5">
        <h2 id="categories-title" className="font-display text-2xl font-black sm:text-3xl">
          Shop by Category
        </h2>
        <CategoryCards categories={PRODUCT_CATEGORIES} />
      </section>
    </div>
  );
}
