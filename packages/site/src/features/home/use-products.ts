import type { Product } from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState } from "react";
import { usePublicApi } from "../../lib/api";
import { productQueries } from "../../lib/queries";

/** A public product as the site renders it: `imageUrl` mapped to `image`. */
export type ProductView = Product & { image: string };

/** A page of the catalogue as the site renders it. */
export interface ProductPageView {
  items: ProductView[];
  hasNext: boolean;
}

export const toProductViews = (products: Product[]): ProductView[] => products.map((product) => ({ ...product, image: product.imageUrl }));

const toPageView = (page: { items: Product[]; hasNext: boolean }): ProductPageView => ({
  items: toProductViews(page.items),
  hasNext: page.hasNext,
});

/** The hero carousel's products (GET /api/products/hero), picked and ordered by the server. */
export function useHeroProducts() {
  return useQuery({ ...productQueries.hero(usePublicApi()), select: toProductViews });
}

/** Page `page` of the catalogue (GET /api/products?limit=…&page=…), in the grid order the server gives it. */
export function useProductPage(page: number) {
  return useQuery({ ...productQueries.page(usePublicApi(), page), select: toPageView });
}

/**
 * Home's grid: the first page of the catalogue (rendered with the page on the server), and the pages "Show more"
 * appended after it in place. Each page is loaded through the query cache under its own key, the one
 * /products?page=N reads, so that page opens at once afterwards.
 */
export function useProductPages() {
  const api = usePublicApi();
  const queryClient = useQueryClient();
  const first = useProductPage(1);
  // The grid renders from a deferred copy: React renders it in interruptible slices instead of one long task when
  // the products arrive (keeps the page responsive on slow phones).
  const firstPage = useDeferredValue(first.data);
  const [more, setMore] = useState<ProductPageView[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const last = more.at(-1) ?? firstPage;
  const nextPage = last?.hasNext ? more.length + 2 : null;

  const products = useMemo(() => {
    // A product the catalogue moved across a page boundary between two loads shows once.
    const seen = new Set<number>();
    return [firstPage, ...more].flatMap((page) => page?.items ?? []).filter((product) => !seen.has(product.id) && !!seen.add(product.id));
  }, [firstPage, more]);

  const showMore = () => {
    if (nextPage === null || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    queryClient
      .fetchQuery(productQueries.page(api, nextPage))
      .then(
        (page) => setMore((pages) => (pages.length === nextPage - 2 ? [...pages, toPageView(page)] : pages)),
        () => setMoreFailed(true),
      )
      .finally(() => setLoadingMore(false));
  };

  return {
    first,
    /** Loading the first page (or about to render it). */
    loading: first.isPending || (first.isSuccess && firstPage === undefined),
    /** Every product shown, the first page's then each appended page's. */
    products,
    /** Whether "Show more" appended a page. */
    appended: more.length > 0,
    /** The page "Show more" loads next, null when the grid shows the whole catalogue. */
    nextPage,
    showMore,
    loadingMore,
    moreFailed,
  };
}
