import type { CatalogueFilters, Page, Product } from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useEntryMemo, useNoteOnLeave } from "../../lib/history-entry-memo";
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

const toPageView = (page: Page<Product>): ProductPageView => ({ items: toProductViews(page.items), hasNext: page.next !== null });

/** The hero carousel's products (GET /api/products/hero), picked and ordered by the server. */
export function useHeroProducts() {
  return useQuery({ ...productQueries.hero(usePublicApi()), select: toProductViews });
}

/** Page `page` of the catalogue (GET /api/products?limit=…&page=…), in the grid order the server gives it. */
export function useProductPage(page: number) {
  return useQuery({ ...productQueries.page(usePublicApi(), page), select: toPageView });
}

/** Page `page` of a category (or the whole catalogue) narrowed and ordered by `filters` (GET /api/products?…). */
export function useCataloguePage(category: string | undefined, filters: CatalogueFilters, page: number) {
  return useQuery({ ...productQueries.list(usePublicApi(), category, filters, page), select: toPageView });
}

/** The facet counts of a category (or the whole catalogue) and filters (GET /api/products/facets?…). */
export function useCatalogueFacets(category: string | undefined, filters: CatalogueFilters) {
  return useQuery(productQueries.facets(usePublicApi(), category, filters));
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
  // Back or Forward to this entry brings back the pages appended and the place scrolled to (the pages from the query
  // cache at once, or loaded again after a reload).
  const restore = useEntryMemo<{ pages: number }>();
  /** The pages "Show more" appended after the first. */
  const [more, setMore] = useState<ProductPageView[]>(() => {
    const cached: ProductPageView[] = [];
    for (let page = 2; page <= (restore?.pages ?? 0) + 1; page++) {
      const data = queryClient.getQueryData(productQueries.page(api, page).queryKey);
      if (!data) break;
      cached.push(toPageView(data));
    }
    return cached;
  });
  const [state, setState] = useState<"loading" | "failed">();
  useNoteOnLeave({ pages: more.length });

  const wanted = restore?.pages ?? 0;
  useEffect(() => {
    if (more.length >= wanted) return;
    let cancelled = false;
    const missing = Array.from({ length: wanted - more.length }, (_, i) => more.length + 2 + i);
    Promise.all(missing.map((page) => queryClient.fetchQuery(productQueries.page(api, page)))).then(
      (pages) => {
        if (!cancelled) setMore((shown) => (shown.length < wanted ? [...shown, ...pages.map(toPageView)] : shown));
      },
      () => undefined, // the first page stays, with Show more to load the rest
    );
    return () => {
      cancelled = true;
    };
  }, [api, queryClient, more.length, wanted]);
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (scrolled.current || !restore || restore.pages === 0 || !first.data || more.length < restore.pages) return;
    scrolled.current = true;
    window.scrollTo(0, restore.scrollY);
  }, [restore, first.data, more.length]);

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
