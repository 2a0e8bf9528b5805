import { z } from "zod";

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

/** Trim a merchant id; blank becomes null. */
export const normalizeMerchantId = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** A Rakuten Advertising merchant id (MID): digits only, e.g. 37695. */
export const MERCHANT_ID_PATTERN = /^\d{1,12}$/;
export const MERCHANT_ID_MESSAGE = "must be digits only (a Rakuten merchant ID looks like 37695)";
/** Why a merchant id typed in the admin is not valid, or null when it is (blank is valid: it removes the id). */
export const merchantIdProblem = (value: string): string | null => {
  const id = normalizeMerchantId(value);
  return id === null || MERCHANT_ID_PATTERN.test(id) ? null : `Merchant ID ${MERCHANT_ID_MESSAGE}`;
};

/** PATCH /api/stores/{id}. */
export const storeUpdateSchema = z.object({
  rakutenMerchantId: z
    .string({ error: "must be a string or null" })
    .nullable()
    .transform(normalizeMerchantId)
    .pipe(z.string().regex(MERCHANT_ID_PATTERN, MERCHANT_ID_MESSAGE).nullable()),
});
export type StoreUpdate = z.input<typeof storeUpdateSchema>;
