import { ADMIN_SECTIONS } from "../layout/admin-sections";
import type { MoneyAmount, PricePoint } from "@app/core";
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { useApi } from "../../lib/api";
import { clickQueries, earningsQueries, linkQueries, priceQueries, productQueries } from "../../lib/queries";
import { CrudListSection } from "../shared/crud-list-section";
import { useDebouncedValue, usePagedItems } from "../shared/paged-list";
import { PageHeader } from "../shared/states";
import { ImportProductsPanel } from "./import-products-panel";
import { PriceChangesView, PriceRefreshBanner } from "./price-panels";
import { ProductFormDialog } from "./product-form-dialog";
import { PRODUCT_LISTS } from "./product-lists";
import { CLICK_DAYS, ProductRowPlaceholder, ProductTable, ProductTableToolbar, type ProductInsights } from "./product-table";
import { DEFAULT_PRODUCT_SORT, nextSort, normalizeSearch, productCountText, type ProductSort } from "./product-table.rules";

/** Placeholders shown while the catalogue loads. */
export const PRODUCT_PLACEHOLDER_COUNT = 6;

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export function ManageProductsPage() {
  const api = useApi();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ProductSort>(DEFAULT_PRODUCT_SORT);
  const q = useDebouncedValue(normalizeSearch(search), SEARCH_DEBOUNCE_MS);
  // Search, sort and paging are the server's (the catalogue may hold 100,000 products); while a new search or
  // sort loads, the rows shown are the previous ones.
  const products = useInfiniteQuery({
    ...productQueries.adminPages(api, { q, sort: sort.key, dir: sort.direction }),
    placeholderData: keepPreviousData,
  });
  const { list, more } = usePagedItems(products);
  const insights = usePageInsights(products.data?.pages.map((page) => page.items.map((p) => p.id)) ?? []);
  const refreshable = useQuery(priceQueries.status(api)).data?.configured ?? false;

  return (
    <>
      <PageHeader title={ADMIN_SECTIONS.products.title} description="Add, edit and remove the products shown on the site." />
      <PriceRefreshBanner />
      <CrudListSection
        heading="Catalogue"
        addLabel="Add Product"
        query={list}
        more={more}
        moreLabel="products"
        filtered={q !== ""}
        toolbar={
          <ProductTableToolbar
            search={search}
            onSearch={setSearch}
            status={productCountText(list.data?.length ?? 0, { more: more.hasMore, search: q !== "" })}
            busy={products.isPlaceholderData}
            sort={sort}
            onResetSort={() => setSort(DEFAULT_PRODUCT_SORT)}
          />
        }
        loading={{ label: "Loading products...", count: PRODUCT_PLACEHOLDER_COUNT, placeholder: () => <ProductRowPlaceholder /> }}
        errorTitle="Could not load products"
        empty={{ icon: <PackageOpen />, title: "No products yet", description: "Add your first product to get started" }}
        listClassName="grid gap-2"
        remove={{
          mutationFn: (id) => api.products.remove({ params: { id } }),
          invalidates: PRODUCT_LISTS,
          success: { title: "Product deleted successfully" },
          failure: "Failed to delete product",
        }}
        renderList={(items, actionsFor) => (
          <ProductTable
            products={items}
            actionsFor={actionsFor}
            insights={insights}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
            search={q}
            refreshable={refreshable}
          />
        )}
        renderDialog={(product, onClose) => <ProductFormDialog product={product} onClose={onClose} />}
      />
      <ImportProductsPanel />
      <PriceChangesView />
    </>
  );
}

/**
 * Clicks, revenue, prices and broken links of the products shown, asked for a page of rows at a time (`pageIds`). Beside the
 * catalogue, not blocking it: a page whose counts failed shows '–' and no badges.
 */
function usePageInsights(pageIds: number[][]): ProductInsights {
  const api = useApi();
  const clicks = useQueries({ queries: pageIds.map((ids) => clickQueries.products(api, CLICK_DAYS, ids)) });
  const broken = useQueries({ queries: pageIds.map((ids) => linkQueries.brokenProducts(api, ids)) });
  const prices = useQueries({ queries: pageIds.map((ids) => priceQueries.history(api, ids)) });
  const earned = useQueries({ queries: pageIds.map((ids) => earningsQueries.products(api, ids)) });
  const revenue = new Map<number, MoneyAmount[]>();
  const counts = new Map<number, number>();
  const brokenIds = new Set<number>();
  const history = new Map<number, PricePoint[]>();
  pageIds.forEach((ids, page) => {
    const pageClicks = clicks[page]?.data;
    if (pageClicks) {
      const byProduct = new Map(pageClicks.map((c) => [c.productId, c.clicks]));
      for (const id of ids) counts.set(id, byProduct.get(id) ?? 0);
    }
    for (const id of broken[page]?.data ?? []) brokenIds.add(id);
    for (const { productId, points } of prices[page]?.data ?? []) history.set(productId, points);
    const pageRevenue = earned[page]?.data;
    if (pageRevenue) {
      const byProduct = new Map(pageRevenue.map((r) => [r.productId, r.revenue]));
      for (const id of ids) revenue.set(id, byProduct.get(id) ?? []);
    }
  });
  return { clicks: counts, broken: brokenIds, history, revenue };
}
