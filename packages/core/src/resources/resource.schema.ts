import { z } from "zod";
import { httpUrlSchema, imageRefSchema } from "../common/common.schema";
import { RESOURCE_CATEGORIES } from "../content/content-names";

/**
 * A brand listing of /resources (brands, retailers, marketplaces...): the SPEC's static listings, seeded into the
 * database and edited in the admin (Manage Stores → Brand listings). Public: GET /api/resources.
 */
export const resourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** A site path or an http(s) URL; blank: the page draws the initials avatar. */
  logo: z.string(),
  category: z.enum(RESOURCE_CATEGORIES),
});
export type Resource = z.infer<typeof resourceSchema>;

const resourceFields = z.object({
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(80, "must be at most 80 characters"),
  url: httpUrlSchema,
  description: z.string({ error: "is required" }).trim().min(1, "is required").max(320, "must be at most 320 characters"),
  logo: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.union([z.literal(""), imageRefSchema])),
  category: z.enum(RESOURCE_CATEGORIES, { error: `must be one of: ${RESOURCE_CATEGORIES.join(", ")}` }),
});

/** POST /api/resources (a name already listed is a 409). */
export const resourceCreateSchema = resourceFields.extend({ logo: resourceFields.shape.logo.default("") });
export type ResourceCreate = z.input<typeof resourceCreateSchema>;

/** PATCH /api/resources/{id}: any of the fields. */
export const resourceUpdateSchema = resourceFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type ResourceUpdate = z.input<typeof resourceUpdateSchema>;
