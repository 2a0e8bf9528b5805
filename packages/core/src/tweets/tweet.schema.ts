import { z } from "zod";
import { idSchema } from "../common/common.schema";

export const TWEET_MAX_LENGTH = 280;
export const TWEET_STATUSES = ["draft", "scheduled", "published"] as const;
export const TWEET_TYPES = ["product", "affiliate", "general"] as const;
export const PLATFORMS = ["twitter"] as const;
export const TWEET_DEFAULTS = { status: "draft", tweetType: "product", platform: "twitter" } as const;

export const tweetStatusSchema = z.enum(TWEET_STATUSES);
export const tweetTypeSchema = z.enum(TWEET_TYPES);
export const platformSchema = z.enum(PLATFORMS);

/** Length as a person counts it: by code points, so an emoji counts once. */
export const tweetLength = (content: string) => Array.from(content).length;

export const tweetSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  scheduledFor: z.string().nullable(),
  status: tweetStatusSchema,
  tweetType: tweetTypeSchema,
  relatedProductId: z.number().int().nullable(),
  relatedProgramId: z.number().int().nullable(),
  platform: platformSchema,
  createdAt: z.string(),
});
export type Tweet = z.infer<typeof tweetSchema>;

const nullableId = idSchema.nullable();

const tweetFields = z.object({
  content: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .refine((c) => tweetLength(c) <= TWEET_MAX_LENGTH, `must be at most ${TWEET_MAX_LENGTH} characters`),
  scheduledFor: z.iso.datetime({ offset: true, error: "must be an ISO date-time" }).nullable(),
  status: tweetStatusSchema,
  tweetType: tweetTypeSchema,
  relatedProductId: nullableId,
  relatedProgramId: nullableId,
  platform: platformSchema,
});

/** POST /api/tweets. */
export const tweetCreateSchema = tweetFields.extend({
  scheduledFor: tweetFields.shape.scheduledFor.default(null),
  status: tweetFields.shape.status.default(TWEET_DEFAULTS.status),
  tweetType: tweetFields.shape.tweetType.default(TWEET_DEFAULTS.tweetType),
  relatedProductId: nullableId.default(null),
  relatedProgramId: nullableId.default(null),
  platform: tweetFields.shape.platform.default(TWEET_DEFAULTS.platform),
});
export type TweetCreate = z.input<typeof tweetCreateSchema>;

/** PATCH /api/tweets/{id}. */
export const tweetUpdateSchema = tweetFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type TweetUpdate = z.input<typeof tweetUpdateSchema>;
