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
  /** The store's page: /stores/{slug}. Made from the name when the store is added, kept when it is renamed. */
  slug: z.string(),
  /** Where the store is (WGS 84 degrees): both or neither. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** A store of `GET /api/stores?near=LAT,LNG`: its great-circle distance in km (null: the store has no coordinates). */
export const storeNearSchema = storeSchema.extend({ distanceKm: z.number().nullable() });
export type StoreNear = z.infer<typeof storeNearSchema>;

/** A store page's address (`GET /api/stores/{slug}`): lowercase letters, digits and hyphens; anything else is no store. */
export const storeSlugParamSchema = z.object({
  slug: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase letters, digits and hyphens")
    .max(160, "slug is too long"),
});

/** `GET /api/stores`: `near=LAT,LNG` sorts the stores by their distance from there (those without coordinates last). */
export const storeListQuerySchema = z.object({
  near: z
    .string()
    .regex(/^\s*-?\d{1,3}(\.\d{1,12})?\s*,\s*-?\d{1,3}(\.\d{1,12})?\s*$/, "must be LAT,LNG in decimal degrees, such as 40.7128,-74.006")
    .transform((v) => v.split(",").map(Number) as [number, number])
    .refine(([lat]) => lat >= -90 && lat <= 90, "latitude must be between -90 and 90")
    .refine(([, lng]) => lng >= -180 && lng <= 180, "longitude must be between -180 and 180")
    .optional(),
});

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

/** A coordinate in degrees, sent as a number or as text (the admin's form); blank or null means none. */
const coordinateSchema = (bound: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v.trim())) : v),
    z
      .number({ error: "must be a number" })
      .min(-bound, `must be between -${bound} and ${bound}`)
      .max(bound, `must be between -${bound} and ${bound}`)
      .nullable(),
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
  latitude: coordinateSchema(90).optional(),
  longitude: coordinateSchema(180).optional(),
});

/** A US store names its state by its two-letter code (its group on /stores); checked when both are given. */
const usStateCheck = (store: { country?: string; state?: string }, ctx: z.RefinementCtx) => {
  if (store.country !== "USA" || store.state === undefined) return;
  const state = store.state.toUpperCase();
  if (!US_STATE_CODES.includes(state))
    ctx.addIssue({ code: "custom", path: ["state"], message: "must be a US state's two-letter code (e.g. NY) for a store in the USA" });
};

/** A store has both coordinates or neither: the missing one is named. */
const coordinatesCheck = (store: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  const hasLat = store.latitude != null;
  const hasLng = store.longitude != null;
  if (hasLat === hasLng) return;
  const missing = hasLat ? "longitude" : "latitude";
  ctx.addIssue({
    code: "custom",
    path: [missing],
    message: `is required with ${hasLat ? "latitude" : "longitude"} (give both, or neither)`,
  });
};

/** POST /api/stores. */
export const storeCreateSchema = storeFields
  .extend({ state: storeFields.shape.state.default(""), status: storeFields.shape.status.default("boutique") })
  .transform((store) => (store.country === "USA" ? { ...store, state: store.state.toUpperCase() } : store))
  .superRefine(usStateCheck)
  .superRefine(coordinatesCheck);
export type StoreCreate = z.input<typeof storeCreateSchema>;

/**
 * PATCH /api/stores/{id}: any of the fields (the spec's merchant-id edit sends only `rakutenMerchantId`). A change of
 * country or state is checked against the other as stored (the service merges, then checks with `storeCreateSchema`).
 */
export const storeUpdateSchema = storeFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type StoreUpdate = z.input<typeof storeUpdateSchema>;
