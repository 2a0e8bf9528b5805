import type { Product } from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { startTransition, useMemo, useState } from "react";
import { usePublicApi } from "../../lib/public-api";
import { productQueries } from "../../lib/product-queries";

/** A public product as the site renders it: `imageUrl` mapped to `image`. */
export type ProductView = Product & { image: string };

/** A page of the catalogue as the site renders it. */
export interface ProductPageView {
  items: ProductView[];
  hasNext: boolean;
}

export const toProductViews = (products: Product[]): ProductView[] => products.map((product) => ({ ...product, image: product.imageUrl }));

const toPageView = (page: { items: Product[]; hasNext: boolean }): ProductPageView => ({ ...page, items: toProductViews(page.items) });

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
  // A page is at most PRODUCT_PAGE_SIZE cards: the grid renders from the data as it comes (the deferred copy it
  // rendered from was for the whole catalogue).
  const first = useProductPage(1);
  /** The pages "Show more" appended after the first. */
  const [more, setMore] = useState<ProductPageView[]>([]);
  const [state, setState] = useState<"loading" | "failed">();

  const nextPage = (more.at(-1) ?? first.data)?.hasNext ? more.length + 2 : null;

  const products = useMemo(() => {
    // A product the catalogue moved across a page boundary between two loads shows once.
    const seen = new Set<number>();
    return [first.data, ...more].flatMap((page) => page?.items.filter((product) => !seen.has(product.id) && seen.add(product.id)) ?? []);
  }, [first.data, more]);

  const showMore = () => {
    if (nextPage === null || state === "loading") return;
    setState("loading");
    queryClient.fetchQuery(productQueries.page(api, nextPage)).then(
      (page) =>
        // The appended cards render in short slices (a transition): a tap meanwhile is answered at once.
        startTransition(() => {
          setMore((pages) => [...pages, toPageView(page)]);
          setState(undefined);
        }),
      () => setState("failed"),
    );
  };

  return {
    first,
    /** Loading the first page. */
    loading: first.isPending,
    /** Every product shown, the first page's then each appended page's. */
    products,
    /** The page "Show more" loads next, null when the grid shows the whole catalogue. */
    nextPage,
    showMore,
    /** Loading the next page, or failed to. */
    state,
    appended: more.length > 0,
  };
}
