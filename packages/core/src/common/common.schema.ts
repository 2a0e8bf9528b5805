import { z } from "zod";

/** Largest id a Postgres `integer` column holds; a larger one could never name a row. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body (a related product, program ...). */
export const idSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .positive("must be positive")
  .max(MAX_ID, "is too large");

/** An id from a path segment: decimal digits only, so "0x1f", "1e3" or " 7" never name row 31, 1000 or 7. */
export const idParamSchema = z.object({
  id: z
    .string({ error: "id is required" })
    .regex(/^\d+$/, "id must be a decimal number")
    .transform(Number)
    .pipe(z.number().positive("id must be positive").max(MAX_ID, "id is too large")),
});

const toTrimmedString = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value.trim() : value;

/** A non-negative decimal amount sent as a string ("24.99") or a number; stored and returned as a string. */
export const moneySchema = z.preprocess(
  toTrimmedString,
  z
    .string({ error: "must be a number" })
    .min(1, "is required")
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "must be a non-negative amount with at most 2 decimals"),
);

/** A rating from 0 to 5 in steps of 0.1, sent as a string ("4.5") or a number. */
export const ratingSchema = z.preprocess(
  toTrimmedString,
  z
    .string({ error: "must be a number" })
    .regex(/^\d(\.\d)?$/, "must be a number from 0 to 5 with at most 1 decimal")
    .refine((v) => Number(v) <= 5, "must be at most 5"),
);

export const httpUrlSchema = z
  .string()
  .trim()
  .min(1, { error: "is required", abort: true })
  .max(2048, "is too long")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an http(s) URL");

/** An http(s) URL or a root-relative path to an image shipped with the site ("/images/x.svg"). */
export const imageRefSchema = z
  .string()
  .trim()
  .max(2048, "is too long")
  .refine((value) => /^\/[^/\\]/.test(value) || httpUrlSchema.safeParse(value).success, "must be an http(s) URL or a site path");

/** Optional free text: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max, `must be at most ${max} characters`).nullable().optional(),
  );

export const optionalHttpUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  httpUrlSchema.nullable().optional(),
);

/** The error body of every non-2xx JSON response. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof healthSchema>;
