import { z } from "zod";
import { adminPageQuerySchema } from "../admin/admin-lists.schema";
import { moneySchema } from "../common/common.schema";

/**
 * Price-drop alerts by email (docs/decisions/0053-price-alerts-by-email.md): a visitor watches a product's price
 * from its page, confirms by mail (double opt-in), and gets one mail when the price drops.
 */

/** An alert is due when the price falls this far below the price the watch started at ("any drop"). */
export const ALERT_DROP_RATIO = 0.95;

/** What POST /api/alerts/watches answers, whatever happened (it never tells whether an address is known). */
export const WATCH_ACCEPTED_MESSAGE = "Thanks! If this address can get alerts, a mail is on its way: open the link in it to confirm.";

const emailSchema = z
  .string({ error: "is required" })
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email({ error: "must be an email address" }))
  .transform((email) => email.toLowerCase());

/** POST /api/alerts/watches: watch a product's price. `website` is a honeypot (people never see it; bots fill it in). */
export const watchRequestSchema = z.object({
  email: emailSchema,
  productSlug: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
  /** Null or absent: any drop of 5% or more; else the price to alert at (in the product's currency). */
  targetPrice: moneySchema.refine((v) => Number(v) > 0, "must be more than 0").nullish(),
  website: z.string().max(200, "must be at most 200 characters").optional(),
});
export type WatchRequest = z.input<typeof watchRequestSchema>;
export type WatchInput = z.output<typeof watchRequestSchema>;

/** The token of a confirmation or unsubscribe link (POST /api/alerts/confirm, /api/alerts/unsubscribe). */
export const alertTokenSchema = z.object({
  token: z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "must be the token from the mail's link"),
});

/** POST /api/alerts/confirm: the product now watched (its page's slug and title). */
export const watchConfirmedSchema = z.object({ slug: z.string(), title: z.string() });

export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed", "bouncing"] as const;
export const subscriberStateSchema = z.enum(SUBSCRIBER_STATES);
export type SubscriberState = z.infer<typeof subscriberStateSchema>;

export const adminWatchSchema = z.object({
  productId: z.number(),
  slug: z.string(),
  title: z.string(),
  currency: z.string(),
  /** The price the alert fires at (the target, or 95% of the price when the watch started). */
  threshold: z.string(),
  targetPrice: z.string().nullable(),
  confirmed: z.boolean(),
  lastAlertAt: z.string().nullable(),
});

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  state: subscriberStateSchema,
  createdAt: z.string(),
  lastMailAt: z.string().nullable(),
  /** Why mail to the address stopped (a permanent refusal by its mail server). */
  bounceReason: z.string().nullable(),
  watches: z.array(adminWatchSchema),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** How alert mail leaves: over SMTP_URL, into the outbox (development without SMTP_URL), or not at all (production without it). */
export const mailModeSchema = z.enum(["smtp", "outbox", "off"]);

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * GET /api/admin/subscribers?q=: counts per state, a page of the matching addresses (newest first; the next page is the
 * Link header's, docs/decisions/0031-admin-lists-paged.md), the outbox.
 */
export const subscribersQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(254, "must be at most 254 characters").default(""),
});

export const subscribersSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number(), bouncing: z.number() }),
  watches: z.number(),
  suppressed: z.number(),
  subscribers: z.array(subscriberSchema),
  mail: z.object({ mode: mailModeSchema, note: z.string() }),
  outbox: z.array(outboxMailSchema),
});
export type Subscribers = z.infer<typeof subscribersSchema>;

/** POST /api/admin/subscribers/test-mail. */
export const testMailSchema = z.object({ email: emailSchema });
