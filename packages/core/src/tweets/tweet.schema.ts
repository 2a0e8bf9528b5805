import twitterText from "twitter-text";
import { z } from "zod";
import { idSchema } from "../common/common.schema";

export const TWEET_MAX_LENGTH = 280;
/**
 * draft → scheduled → published (posted to X, with its id and URL) | failed (X refused it or retries ran
 * out; lastError says why) | missed (its time passed more than TWEET_GRACE_MS before a server could post it).
 */
export const TWEET_STATUSES = ["draft", "scheduled", "published", "failed", "missed"] as const;
/**
 * The statuses an admin may set. Published, failed and missed are the scheduler's: a tweet is published only when X
 * accepted it (its id and URL are kept), never by hand.
 */
export const TWEET_WRITABLE_STATUSES = ["draft", "scheduled"] as const;
/** A scheduled tweet found overdue (server down at its time) still goes within this window, else it is missed. */
export const TWEET_GRACE_MS = 15 * 60 * 1000;
/** How far in the past a new schedule may lie (the time inputs have minute precision: "now" is up to 59 s ago). */
export const TWEET_SCHEDULE_TOLERANCE_MS = 60 * 1000;
export const TWEET_TYPES = ["product", "affiliate", "general"] as const;
export const PLATFORMS = ["twitter"] as const;
export const TWEET_DEFAULTS = { status: "draft", tweetType: "product", platform: "twitter" } as const;

export const tweetStatusSchema = z.enum(TWEET_STATUSES);
export const tweetTypeSchema = z.enum(TWEET_TYPES);
export const platformSchema = z.enum(PLATFORMS);

/**
 * Length as X counts it (twitter-text's weighted length): a URL counts 23 whatever its length, an emoji 2,
 * CJK characters 2, other characters 1; the limit is 280.
 */
export const tweetLength = (content: string) => twitterText.parseTweet(content).weightedLength;

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
  /** When X accepted the post. */
  postedAt: z.string().nullable(),
  /** The post's id on X, and its URL. */
  externalId: z.string().nullable(),
  externalUrl: z.string().nullable(),
  /** Why the last attempt failed (X's own reason where it gave one); kept while retries go on. */
  lastError: z.string().nullable(),
  /** Posting attempts made for the current schedule. */
  attempts: z.number().int(),
});
export type Tweet = z.infer<typeof tweetSchema>;

const nullableId = idSchema.nullable();

/** A scheduled tweet needs its time (the server also checks a PATCH against the stored tweet). */
export const SCHEDULE_NEEDS_TIME = "is required when status is 'scheduled' (pick a date and time)";

const tweetFields = z.object({
  content: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .refine(
      (c) => tweetLength(c) <= TWEET_MAX_LENGTH,
      `must be at most ${TWEET_MAX_LENGTH} characters as X counts them (a link counts 23, an emoji 2)`,
    ),
  scheduledFor: z.iso.datetime({ offset: true, error: "must be an ISO date-time" }).nullable(),
  status: z.enum(TWEET_WRITABLE_STATUSES, {
    error: "must be draft or scheduled (published, failed and missed are set by the scheduler from X's answer)",
  }),
  tweetType: tweetTypeSchema,
  relatedProductId: nullableId,
  relatedProgramId: nullableId,
  platform: platformSchema,
});

/** POST /api/tweets. */
export const tweetCreateSchema = tweetFields
  .extend({
    scheduledFor: tweetFields.shape.scheduledFor.default(null),
    status: tweetFields.shape.status.default(TWEET_DEFAULTS.status),
    tweetType: tweetFields.shape.tweetType.default(TWEET_DEFAULTS.tweetType),
    relatedProductId: nullableId.default(null),
    relatedProgramId: nullableId.default(null),
    platform: tweetFields.shape.platform.default(TWEET_DEFAULTS.platform),
  })
  .refine((t) => t.status !== "scheduled" || t.scheduledFor !== null, {
    path: ["scheduledFor"],
    message: SCHEDULE_NEEDS_TIME,
  });
export type TweetCreate = z.input<typeof tweetCreateSchema>;

/** PATCH /api/tweets/{id}. */
export const tweetUpdateSchema = tweetFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type TweetUpdate = z.input<typeof tweetUpdateSchema>;

/** GET /api/tweets/posting: whether due tweets are posted to X (credentials configured). */
export const tweetPostingSchema = z.object({
  enabled: z.boolean(),
  graceMinutes: z.number().int(),
});
export type TweetPosting = z.infer<typeof tweetPostingSchema>;

/** POST /api/tweets/share: a draft tweet for a blog post or a product, made by the server from its record. */
export const tweetShareSchema = z.object({
  kind: z.enum(["post", "product"], { error: "must be post or product" }),
  id: idSchema,
});
export type TweetShare = z.input<typeof tweetShareSchema>;

/** The queue's tabs: every status, or one (GET /api/tweets?status=…). */
export const tweetListQuerySchema = z.object({
  status: z.enum(TWEET_STATUSES, { error: `must be one of: ${TWEET_STATUSES.join(", ")}` }).optional(),
});

/** GET /api/tweets/counts: how many tweets each status has (the tabs' counts). */
export const tweetCountsSchema = z.object(
  Object.fromEntries(TWEET_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<(typeof TWEET_STATUSES)[number], z.ZodNumber>,
);
export type TweetCounts = z.infer<typeof tweetCountsSchema>;

/** The most days GET /api/tweets/calendar covers at once, and the most tweets it returns. */
export const TWEET_CALENDAR_MAX_DAYS = 42;
export const TWEET_CALENDAR_MAX_TWEETS = 500;

/** GET /api/tweets/calendar?from=…&to=…: the tweets whose time falls in [from, to) (a week of the calendar). */
export const tweetCalendarQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: "must be an ISO date-time" }),
    to: z.iso.datetime({ offset: true, error: "must be an ISO date-time" }),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ["to"], message: "must be after from" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= TWEET_CALENDAR_MAX_DAYS * 86_400_000, {
    path: ["to"],
    message: `must be at most ${TWEET_CALENDAR_MAX_DAYS} days after from`,
  });
export type TweetCalendarQuery = z.input<typeof tweetCalendarQuerySchema>;
