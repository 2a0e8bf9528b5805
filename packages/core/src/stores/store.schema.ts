import { z } from "zod";
import { optionalHttpUrl, optionalText } from "../common/common.schema";
import { MERCHANT_ID_MESSAGE, MERCHANT_ID_PATTERN, normalizeMerchantId, STORE_STATUSES, US_STATE_CODES, usCountry } from "./store.rules";

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** 'flagship', 'chain' or any other status (no badge). */
  status: z.string(),
  rakutenMerchantId: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

const merchantIdSchema = z
  .string({ error: "must be a string or null" })
  .nullable()
  .transform(normalizeMerchantId)
  .pipe(z.string().regex(MERCHANT_ID_PATTERN, MERCHANT_ID_MESSAGE).nullable());

const requiredText = (max: number) =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** A phone number as printed: digits with an optional leading +, spaces, dots, dashes and parentheses. */
const phoneSchema = optionalText(30).refine(
  (v) => v == null || (/^\+?[0-9 ().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
  "must be a phone number such as (212) 555-0100 or +44 20 7946 0000",
);

/** The fields of a store, each checked on its own (address, city and country required; URLs and phone checked). */
const storeFields = z.object({
  name: requiredText(120),
  address: requiredText(200),
  city: requiredText(80),
  /** A US store's two-letter state code; elsewhere a region, or blank. */
  state: z.string({ error: "must be text" }).trim().max(80, "must be at most 80 characters"),
  /** 'USA' for the United States (US, U.S.A., United States... are stored as 'USA'); otherwise the country's name. */
  country: requiredText(60)
    .transform((v) => (usCountry(v) ? "USA" : v))
    .refine((v) => v === "USA" || /^[\p{L}][\p{L} .'-]*$/u.test(v), "must be a country name such as Japan"),
  phone: phoneSchema,
  website: optionalHttpUrl,
  status: z.enum(STORE_STATUSES, { error: `must be one of: ${STORE_STATUSES.join(", ")}` }),
  rakutenMerchantId: merchantIdSchema.optional(),
});

/** A US store names its state by its two-letter code (its group on /stores); checked when both are given. */
const usStateCheck = (store: { country?: string; state?: string }, ctx: z.RefinementCtx) => {
  if (store.country !== "USA" || store.state === undefined) return;
  const state = store.state.toUpperCase();
  if (!US_STATE_CODES.includes(state))
    ctx.addIssue({ code: "custom", path: ["state"], message: "must be a US state's two-letter code (e.g. NY) for a store in the USA" });
};

/** POST /api/stores. */
export const storeCreateSchema = storeFields
  .extend({ state: storeFields.shape.state.default(""), status: storeFields.shape.status.default("boutique") })
  .transform((store) => (store.country === "USA" ? { ...store, state: store.state.toUpperCase() } : store))
  .superRefine(usStateCheck);
export type StoreCreate = z.input<typeof storeCreateSchema>;

/**
 * PATCH /api/stores/{id}: any of the fields (the spec's merchant-id edit sends only `rakutenMerchantId`). A change of
 * country or state is checked against the other as stored (the service merges, then checks with `storeCreateSchema`).
 */
export const storeUpdateSchema = storeFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type StoreUpdate = z.input<typeof storeUpdateSchema>;
