import type { Product } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { usePublicApi } from "../../lib/api";
import { productQueries } from "../../lib/queries";

/** A public product as the site renders it: `imageUrl` mapped to `image`. */
export type ProductView = Product & { image: string };

export const toProductViews = (products: Product[]): ProductView[] => products.map((product) => ({ ...product, image: product.imageUrl }));

/** The public product list (GET /api/products), as the site renders it. */
export function useProducts() {
  return useQuery({ ...productQueries.list(usePublicApi()), select: toProductViews });
}
