import { z } from "zod";
import { moneySchema, optionalHttpUrl, optionalText } from "../common/common.schema";

export const PROGRAM_DEFAULTS = { commissionPercentage: 30, category: "general", averageCommission: "0", price: "0" } as const;

export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  averageCommission: z.string(),
  price: z.string(),
  commissionPercentage: z.number().int(),
  affiliateLink: z.string().nullable(),
  logoUrl: z.string().nullable(),
  category: z.string(),
  notes: z.string().nullable(),
});
export type Program = z.infer<typeof programSchema>;

const programFields = z.object({
  name: z.string().trim().min(1, "is required").max(120, "must be at most 120 characters"),
  description: z.string().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
  averageCommission: moneySchema,
  price: moneySchema,
  commissionPercentage: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(100, "must be at most 100"),
  affiliateLink: optionalHttpUrl,
  logoUrl: optionalHttpUrl,
  category: z.string().trim().min(1, "is required").max(60, "must be at most 60 characters"),
  notes: optionalText(2000),
});

/** POST /api/programs. */
export const programCreateSchema = programFields.extend({
  averageCommission: programFields.shape.averageCommission.default(PROGRAM_DEFAULTS.averageCommission),
  price: programFields.shape.price.default(PROGRAM_DEFAULTS.price),
  commissionPercentage: programFields.shape.commissionPercentage.default(PROGRAM_DEFAULTS.commissionPercentage),
  category: programFields.shape.category.default(PROGRAM_DEFAULTS.category),
});
export type ProgramCreate = z.input<typeof programCreateSchema>;

/** PATCH /api/programs/{id}. */
export const programUpdateSchema = programFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type ProgramUpdate = z.input<typeof programUpdateSchema>;
