import { z } from "zod";
import { CURSOR_MAX_LENGTH, CURSOR_NOT_VALID, PAGE_LIMIT_MAX, PAGE_NUMBER_MAX } from "./paging";

/**
 * Paging of every list that can grow (docs/decisions/0029-paged-lists.md): `limit` items from the start, or from
 * where the previous page ended (`cursor`, taken from the `Link: <…>; rel="next"` header of that page's answer).
 * The body stays the list itself. The constants live in paging.ts (no zod) for the public pages.
 */

/** A whole number written in decimal digits only ("1e3", "0x10", " 7" and "-1" are refused). */
const decimalQuery = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

export const pageQuerySchema = z
  .object({
    limit: decimalQuery("limit", PAGE_LIMIT_MAX).optional(),
    cursor: z
      .string()
      .max(CURSOR_MAX_LENGTH, CURSOR_NOT_VALID)
      .regex(/^[A-Za-z0-9_-]+$/, CURSOR_NOT_VALID)
      .optional(),
    /** A page number (public pages that are numbered: /products?page=N); not with a cursor. */
    page: decimalQuery("page", PAGE_NUMBER_MAX).optional(),
  })
  .refine((v) => v.cursor === undefined || v.page === undefined, { message: "send either cursor or page, not both", path: ["page"] });
export type PageQuery = z.output<typeof pageQuerySchema>;
