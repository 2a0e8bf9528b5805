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

/** Trim a merchant id; blank becomes null (spec §5). */
export const normalizeMerchantId = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** PATCH /api/stores/{id}. */
export const storeUpdateSchema = z.object({
  rakutenMerchantId: z
    .string({ error: "must be a string or null" })
    .nullable()
    .transform(normalizeMerchantId)
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be letters, digits, '-' or '_' (at most 40)").nullable()),
});
export type StoreUpdate = z.input<typeof storeUpdateSchema>;
