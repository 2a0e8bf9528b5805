import { z } from "zod";
import { pageQuerySchema } from "../common/paging.schema";
import {
  CATALOGUE_AMOUNT,
  CATALOGUE_AMOUNT_MESSAGE,
  CATALOGUE_INSTOCK_MESSAGE,
  CATALOGUE_RANGE_MESSAGE,
  CATALOGUE_SORT_MESSAGE,
  CATALOGUE_SORTS,
  CATALOGUE_STORE_MAX,
  CATALOGUE_STORE_MESSAGE,
  hasNoControlCharacter,
} from "./catalogue.rules";
import { productCategorySchema } from "./product.schema";

/** An empty query value is no value (a plain GET form sends its empty fields). */
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const amount = z.string().regex(CATALOGUE_AMOUNT, CATALOGUE_AMOUNT_MESSAGE);

const filterFields = {
  category: optionalParam(productCategorySchema),
  store: optionalParam(
    z
      .string()
      .trim()
      .min(1, CATALOGUE_STORE_MESSAGE)
      .max(CATALOGUE_STORE_MAX, CATALOGUE_STORE_MESSAGE)
      .refine(hasNoControlCharacter, CATALOGUE_STORE_MESSAGE),
  ),
  min: optionalParam(amount),
  max: optionalParam(amount),
  instock: optionalParam(z.literal("1", { error: CATALOGUE_INSTOCK_MESSAGE })).transform((v) => v === "1"),
};

const minNotAboveMax = (v: { min?: string; max?: string }) => v.min === undefined || v.max === undefined || Number(v.max) >= Number(v.min);
const rangeRefinement = { message: CATALOGUE_RANGE_MESSAGE, path: ["max"] };

/** GET /api/products/facets: the filters of the catalogue (catalogue.rules.ts), each checked by its name. */
export const catalogueFilterSchema = z.object(filterFields).refine(minNotAboveMax, rangeRefinement);
export type CatalogueFilterQuery = z.output<typeof catalogueFilterSchema>;

/**
 * GET /api/products: the filters, a sort (`featured`, the home grid's order, when absent) and the paging of every
 * public list (`limit`, then `cursor` from the Link header or a numbered `page`).
 */
export const catalogueQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    ...filterFields,
    sort: optionalParam(z.enum(CATALOGUE_SORTS, { error: CATALOGUE_SORT_MESSAGE })),
  })
  .refine((v) => v.cursor === undefined || v.page === undefined, { message: "send either cursor or page, not both", path: ["page"] })
  .refine(minNotAboveMax, rangeRefinement);
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });

/** GET /api/products/facets (catalogue.rules.ts CatalogueFacets). */
export const catalogueFacetsSchema = z.object({
  total: z.number().int(),
  categories: z.array(facetCountSchema),
  stores: z.array(facetCountSchema),
  inStock: z.number().int(),
});
