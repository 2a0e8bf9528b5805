import { z } from "zod";
import { MERCHANT_ID_MESSAGE, MERCHANT_ID_PATTERN, normalizeMerchantId } from "./store.rules";

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

/** PATCH /api/stores/{id}. */
export const storeUpdateSchema = z.object({
  rakutenMerchantId: z
    .string({ error: "must be a string or null" })
    .nullable()
    .transform(normalizeMerchantId)
    .pipe(z.string().regex(MERCHANT_ID_PATTERN, MERCHANT_ID_MESSAGE).nullable()),
});
export type StoreUpdate = z.input<typeof storeUpdateSchema>;
