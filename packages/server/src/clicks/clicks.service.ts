import { createHash, randomBytes } from "node:crypto";
import {
  addDays,
  dayStart,
  lastDays,
  amazonDetailPageUrl,
  amazonLink,
  amazonTagFor,
  type ClickStats,
  countryCode,
  countryOfLanguages,
  type LinkKind,
  marketplaceForCountry,
  parseAsin,
  type ProductClicks,
} from "@app/core";
import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { amazonMarketplaceItems, clickSalts, linkClicks, products } from "../db/schema";
import type { AppEnv } from "../env";
import { trackingIdMap } from "../earnings/earnings.service";
import { idKey } from "../http/admin-paging";
import { ApiProblem } from "../http/errors";
import type { PageRequest } from "../http/paging";
import { resolveClickedLink } from "../links/outbound-links";

/** Clicks one visitor may record per minute; more are refused with 429 (the beacon does not care). */
export const CLICKS_PER_MINUTE = 30;
export const TOP_LINKS = 20;

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day's salt, made once per UTC day by whichever instance comes first (shared through the database).
 * Salts older than yesterday are deleted: after that a visitor hash cannot be recomputed from an address.
 */
async function daySalt(db: Database, now: Date): Promise<string> {
  const day = utcDay(now);
  await db
    .insert(clickSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: clickSalts.salt }).from(clickSalts).where(eq(clickSalts.day, day));
  await db.delete(clickSalts).where(lt(clickSalts.day, utcDay(new Date(now.getTime() - DAY_MS))));
  if (!row) throw new Error("no salt for today");
  return row.salt;
}

/** A visitor's address as a salted hash: the raw address is never stored. */
export async function visitorHash(db: Database, address: string, now: Date): Promise<string> {
  const salt = await daySalt(db, now);
  return createHash("sha256").update(`${salt}:${address}`).digest("hex").slice(0, 32);
}

/**
 * Record one click (already checked to come from a person): mapped to its product, store or brand. Check and
 * insert are one step: a transaction-scoped advisory lock on the visitor serializes its concurrent beacons (as
 * the login limit does, docs/decisions/0010-login-limit-keys.md), so a burst records CLICKS_PER_MINUTE, not all.
 */
export async function recordClick(
  db: Database,
  input: { url: string; source: string },
  address: string,
  now: Date,
  where: { country: string | null; marketplace?: string | null } = { country: null },
): Promise<void> {
  const hash = await visitorHash(db, address, now);
  const match = await resolveClickedLink(db, input.url);
  const recorded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clicks:${hash}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(linkClicks)
      .where(and(eq(linkClicks.visitorHash, hash), gte(linkClicks.clickedAt, new Date(now.getTime() - 60_000))));
    if ((recent?.n ?? 0) >= CLICKS_PER_MINUTE) return false;
    await tx.insert(linkClicks).values({
      url: input.url,
      kind: match.kind,
      refId: match.refId,
      label: match.label,
      source: input.source,
      visitorHash: hash,
      clickedAt: now,
      country: where.country,
      marketplace: where.marketplace ?? null,
    });
    return true;
  });
  if (!recorded) throw new ApiProblem(429, "Too many clicks recorded from this address", undefined, { "Retry-After": "60" });
}

/**
 * The visitor's country: the CDN's header (GEO_COUNTRY_HEADER) when set and it names one, else the region of the
 * browser's preferred language (`en-GB` → GB), else null.
 */
export function visitorCountry(header: (name: string) => string | undefined, geoHeader: string | undefined): string | null {
  return (geoHeader ? countryCode(header(geoHeader)) : null) ?? countryOfLanguages(header("accept-language"));
}

/** An Amazon link's click sent to the link itself: the home marketplace. */
export const homeClickTarget = (url: string) => ({ url, marketplace: new URL(url).hostname });

/**
 * Where a click on an Amazon link goes (docs/decisions/0048-amazon-marketplaces.md): to the marketplace that serves the
 * visitor's country when it is one of AMAZON_MARKETPLACES, the product is in stock there (the refresh's last word)
 * and the marketplace has a tracking id for the link's placement (admin › Earnings, else AMAZON_ASSOCIATE_TAGS), at
 * the link Amazon gave there with that tag; otherwise to the home link the page holds. Null for a link that is not
 * Amazon's: nothing else is redirected to.
 */
export async function clickTarget(
  db: Database,
  env: AppEnv,
  input: { url: string; source: string },
  country: string | null,
): Promise<{ url: string; marketplace: string }> {
  const home = homeClickTarget(input.url);
  const marketplace = marketplaceForCountry(country, [env.AMAZON_MARKETPLACE, ...env.AMAZON_MARKETPLACES]);
  const asin = parseAsin(input.url);
  if (!marketplace || marketplace === env.AMAZON_MARKETPLACE || !asin) return home;
  const [item] = await db
    .select({ detailUrl: amazonMarketplaceItems.detailUrl })
    .from(amazonMarketplaceItems)
    .innerJoin(products, eq(products.id, amazonMarketplaceItems.productId))
    .where(
      and(
        sql`upper(${products.amazonAsin}) = ${asin}`,
        eq(amazonMarketplaceItems.marketplace, marketplace),
        eq(amazonMarketplaceItems.availability, "in_stock"),
      ),
    )
    .limit(1);
  const tag = item ? amazonTagFor(input.source, await trackingIdMap(db, marketplace), env.AMAZON_ASSOCIATE_TAGS[marketplace]) : null;
  if (!item || !tag) return home;
  return { url: amazonLink(amazonDetailPageUrl(item.detailUrl) ?? `https://${marketplace}/dp/${asin}`, tag), marketplace };
}

/** The first instant of the range: midnight in the site's time zone, `days - 1` days before today. */
const rangeStart = (now: Date, days: number, timeZone: string) => dayStart(lastDays(now, days, timeZone).from, timeZone);

/** GET /api/admin/clicks: total, one entry per day of the range (days of SITE_TIMEZONE), and the most clicked links. */
export async function clickStats(db: Database, days: number, now: Date, timeZone = "UTC"): Promise<ClickStats> {
  const first = lastDays(now, days, timeZone).from;
  const inRange = gte(linkClicks.clickedAt, dayStart(first, timeZone));
  const day = sql<string>`to_char(${linkClicks.clickedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const clicks = count();
  const [perDay, top, countries, marketplaces] = await Promise.all([
    // By position: the zone is a parameter, and the select's and a repeated group by's would be two different ones.
    db
      .select({ date: day, clicks })
      .from(linkClicks)
      .where(inRange)
      .groupBy(sql`1`),
    db
      .select({ url: linkClicks.url, kind: linkClicks.kind, label: max(linkClicks.label), clicks })
      .from(linkClicks)
      .where(inRange)
      .groupBy(linkClicks.url, linkClicks.kind)
      .orderBy(desc(clicks), linkClicks.url)
      .limit(TOP_LINKS),
    db
      .select({ country: linkClicks.country, clicks })
      .from(linkClicks)
      .where(inRange)
      .groupBy(linkClicks.country)
      .orderBy(desc(clicks), linkClicks.country),
    db
      .select({ marketplace: sql<string>`${linkClicks.marketplace}`, clicks })
      .from(linkClicks)
      .where(and(inRange, isNotNull(linkClicks.marketplace)))
      .groupBy(linkClicks.marketplace)
      .orderBy(desc(clicks), linkClicks.marketplace),
  ]);
  const byDay = new Map(perDay.map((d) => [d.date, Number(d.clicks)]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return { date, clicks: byDay.get(date) ?? 0 };
  });
  return {
    total: daily.reduce((sum, d) => sum + d.clicks, 0),
    daily,
    top: top.map((t) => ({ url: t.url, kind: t.kind as LinkKind, label: t.label ?? t.url, clicks: Number(t.clicks) })),
    countries: countries.map((r) => ({ country: r.country, clicks: Number(r.clicks) })),
    marketplaces: marketplaces.map((r) => ({ marketplace: r.marketplace, clicks: Number(r.clicks) })),
  };
}

/** A cursor of clicks per product: the last product id shown. */
export const productClicksKeySchema = z.tuple([z.literal("clicks"), idKey]);
export type ProductClicksKey = z.output<typeof productClicksKeySchema>;

/**
 * GET /api/admin/clicks/products: clicks per product in the range (products without clicks left out), in product
 * id order a page at a time along link_clicks_ref_idx, or of the products `ids` names (a page of the table).
 */
export async function productClicks(
  db: Database,
  query: { days: number; ids?: number[] },
  now: Date,
  page: PageRequest<ProductClicksKey>,
  timeZone = "UTC",
): Promise<ProductClicks> {
  const rows = await db
    .select({ productId: sql<number>`${linkClicks.refId}`, clicks: count() })
    .from(linkClicks)
    .where(
      and(
        eq(linkClicks.kind, "product"),
        isNotNull(linkClicks.refId),
        query.ids ? inArray(linkClicks.refId, query.ids) : undefined,
        page.after ? gt(linkClicks.refId, page.after[1]) : undefined,
        gte(linkClicks.clickedAt, rangeStart(now, query.days, timeZone)),
      ),
    )
    .groupBy(linkClicks.refId)
    .orderBy(linkClicks.refId)
    .limit(page.limit + 1);
  return rows.map((r) => ({ productId: r.productId, clicks: Number(r.clicks) }));
}
