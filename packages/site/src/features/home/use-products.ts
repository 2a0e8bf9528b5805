import { productSchema, queryKeys, type Product } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";

/** A public product as the site renders it: `imageUrl` mapped to `image`. */
export type ProductView = Product & { image: string };

const productListSchema = z.array(productSchema);

export const toProductViews = (data: unknown): ProductView[] =>
  productListSchema.parse(data).map((product) => ({ ...product, image: product.imageUrl }));

/** GET /api/products through the default query function, cached under '/api/products'. */
export function useProducts() {
  return useQuery({ queryKey: queryKeys.products.all, select: toProductViews });
}
