/**
 * Amazon prices kept true (docs/decisions/0032-prices-from-amazon.md): the Creators API client made from the
 * environment, the refresh of a set of products (one UPDATE per batch of 10 ASINs), the choice of the products due
 * at each tick of the refresh job, and the admin's status, history and price changes.
 */
import { PRICE_CHANGES_LIMIT, PRICE_MAX_AGE_MS, type PriceChanges, type PriceHistory, type PriceRefreshStatus } from "@app/core";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { priceRefreshState, products } from "../db/schema";
import type { AppEnv } from "../env";
import {
  type CreatorsClient,
  type CreatorsClientOptions,
  type CreatorsItem,
  CreatorsApiError,
  createCreatorsClient,
  MAX_ITEMS_PER_REQUEST,
} from "./creators-api";

/** The client for the AMAZON_CREATORS_* variables, or null when the id, the secret or the version is missing. */
export function creatorsClientFromEnv(env: AppEnv, overrides: Partial<CreatorsClientOptions> = {}): CreatorsClient | null {
  const { AMAZON_CREATORS_CREDENTIAL_ID: id, AMAZON_CREATORS_CREDENTIAL_SECRET: secret, AMAZON_CREATORS_CREDENTIAL_VERSION: version } = env;
  if (!id || !secret || !version) return null;
  return createCreatorsClient({
    credentialId: id,
    credentialSecret: secret,
    version,
    marketplace: env.AMAZON_MARKETPLACE,
    partnerTag: env.AMAZON_ASSOCIATE_TAG,
    tokenUrl: env.AMAZON_CREATORS_TOKEN_URL,
    apiUrl: env.AMAZON_CREATORS_API_URL,
    ...overrides,
  });
}

/** Said to the admin when no credentials are set. */
export const NOT_CONFIGURED =
  "Amazon prices are not being refreshed: set AMAZON_CREATORS_CREDENTIAL_ID, AMAZON_CREATORS_CREDENTIAL_SECRET and AMAZON_CREATORS_CREDENTIAL_VERSION to have them refreshed from Amazon's Creators API.";

/** A product whose price comes from Amazon: an ASIN, and the store Amazon (as its affiliate link is Amazon's). */
export const isAmazonProduct: SQL = sql`${products.amazonAsin} is not null and lower(trim(${products.sourceStore})) = 'amazon'`;

/** Each Amazon product is refreshed about this often (4 hours inside Amazon's 24, for a failed refresh to retry). */
export const REFRESH_CYCLE_MS = 20 * 60 * 60 * 1000;
/** The refresh job runs this often. */
export const REFRESH_TICK_MS = 60_000;
/** A product the API was asked about but did not confirm is asked about again after this long. */
export const REFRESH_RETRY_MS = 10 * 60_000;
/** One tick sends at most this many requests (40 s at one a second, inside the tick and the job's lease). */
export const TICK_MAX_REQUESTS = 40;

export interface DueProduct {
  id: number;
  asin: string;
}

/**
 * The products one tick refreshes: the catalogue's share of the cycle (every Amazon product once per
 * REFRESH_CYCLE_MS, spread evenly over the day's ticks), asked about longest ago first, plus every product that
 * is urgent (never asked about, a price older than the cycle, or unconfirmed and not asked about for
 * REFRESH_RETRY_MS), up to what one tick may send.
 */
export async function dueProducts(db: Database, now: Date, maxProducts = TICK_MAX_REQUESTS * MAX_ITEMS_PER_REQUEST): Promise<DueProduct[]> {
  const [count] = rowsOf(await db.execute(sql`select count(*)::integer as n from ${products} where ${isAmazonProduct}`)) as { n: number }[];
  const total = Number(count?.n ?? 0);
  if (total === 0) return [];
  const share = Math.ceil(total / (REFRESH_CYCLE_MS / REFRESH_TICK_MS));
  const rows = await db
    .select({ id: products.id, asin: products.amazonAsin, checkedAt: products.priceCheckedAt, attemptedAt: products.priceAttemptedAt })
    .from(products)
    .where(isAmazonProduct)
    .orderBy(sql`${products.priceAttemptedAt} asc nulls first`, products.id)
    .limit(maxProducts);
  const at = now.getTime();
  const older = (date: Date | null, ms: number) => date === null || at - date.getTime() >= ms;
  const urgent = (row: (typeof rows)[number]) =>
    older(row.attemptedAt, REFRESH_CYCLE_MS) || (older(row.checkedAt, REFRESH_CYCLE_MS) && older(row.attemptedAt, REFRESH_RETRY_MS));
  return rows.filter((row, i) => i < share || urgent(row)).map((row) => ({ id: row.id, asin: row.asin as string }));
}

export interface RefreshOutcome {
  /** Products whose price, currency and availability the API confirmed. */
  refreshed: number;
  /** Products the API answered about without an item (unknown ASIN, not accessible). */
  missing: number;
  /** The error that stopped the refresh (the products not reached keep their old price and time), if any. */
  error: CreatorsApiError | null;
}

/** One UPDATE for a batch: what the API said for each product it answered about, and the attempt for all. */
async function writeBatch(db: Database, batch: DueProduct[], items: Map<string, CreatorsItem>, now: Date): Promise<void> {
  const values = batch.map((p) => {
    const item = items.get(p.asin);
    return sql`(${p.id}::integer, ${item ? true : false}::boolean, ${item?.price?.amount ?? null}::numeric, ${item?.price?.currency ?? null}::text, ${item?.availability ?? null}::text)`;
  });
  const at = now.toISOString();
  await db.execute(sql`
    update ${products} p set
      price = coalesce(v.price, p.price),
      currency = coalesce(v.currency, p.currency),
      availability = coalesce(v.availability, p.availability),
      price_checked_at = case when v.found then ${at}::timestamptz else p.price_checked_at end,
      price_attempted_at = ${at}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, found, price, currency, availability)
    where p.id = v.id`);
}

/**
 * Refreshes `due` from the API, 10 ASINs a request, writing each batch as it comes back, until `deadline` (ms
 * since epoch) passes. A batch that fails is not written: its products keep their old price and time.
 */
export async function refreshProducts(
  db: Database,
  client: CreatorsClient,
  due: DueProduct[],
  now: () => Date,
  deadline = Number.POSITIVE_INFINITY,
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: 0, missing: 0, error: null };
  for (let i = 0; i < due.length;) {
    if (now().getTime() > deadline) break;
    // Up to 10 distinct ASINs (products sharing an ASIN ride along).
    const asins = new Set<string>();
    const batch: DueProduct[] = [];
    while (i < due.length && (asins.size < MAX_ITEMS_PER_REQUEST || asins.has((due[i] as DueProduct).asin))) {
      const product = due[i++] as DueProduct;
      asins.add(product.asin);
      batch.push(product);
    }
    try {
      const result = await client.getItems([...asins]);
      const items = new Map(result.items.map((item) => [item.asin, item]));
      await writeBatch(db, batch, items, now());
      outcome.refreshed += batch.filter((p) => items.has(p.asin)).length;
      outcome.missing += batch.filter((p) => !items.has(p.asin)).length;
    } catch (error) {
      if (!(error instanceof CreatorsApiError)) throw error;
      outcome.error = error;
      break;
    }
  }
  return outcome;
}

/** Remembers how the last refresh that reached (or tried to reach) Amazon went. */
export async function recordRefresh(db: Database, now: Date, error: CreatorsApiError | null): Promise<void> {
  const values = error ? { lastError: error.message, updatedAt: now } : { lastRunAt: now, lastError: null, updatedAt: now };
  await db
    .insert(priceRefreshState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: priceRefreshState.id, set: values });
}

/** Marks every Amazon product as never asked about: the next ticks take them all, oldest price first. */
export async function markAllDue(db: Database): Promise<number> {
  const rows = await db.update(products).set({ priceAttemptedAt: null }).where(isAmazonProduct).returning({ id: products.id });
  return rows.length;
}

/** The product as a refresh sees it, or null when it is not an Amazon product with an ASIN. */
export async function amazonProduct(db: Database, id: number): Promise<DueProduct | null> {
  const [row] = await db
    .select({ id: products.id, asin: products.amazonAsin })
    .from(products)
    .where(sql`${products.id} = ${id} and ${isAmazonProduct}`);
  return row ? { id: row.id, asin: row.asin as string } : null;
}

export async function refreshStatus(
  db: Database,
  client: CreatorsClient | null,
  marketplace: string,
  now: Date,
): Promise<PriceRefreshStatus> {
  const staleBefore = new Date(now.getTime() - PRICE_MAX_AGE_MS).toISOString();
  const [counts] = rowsOf(
    await db.execute(sql`select count(*)::integer as total,
        count(*) filter (where ${products.priceCheckedAt} is null or ${products.priceCheckedAt} < ${staleBefore}::timestamptz)::integer as stale
      from ${products} where ${isAmazonProduct}`),
  ) as { total: number; stale: number }[];
  const [state] = await db.select().from(priceRefreshState).where(eq(priceRefreshState.id, 1));
  const lastError = state?.lastError ?? null;
  return {
    configured: client !== null,
    marketplace,
    problem: client === null ? NOT_CONFIGURED : lastError,
    lastRunAt: state?.lastRunAt?.toISOString() ?? null,
    lastError,
    amazonProducts: Number(counts?.total ?? 0),
    stale: Number(counts?.stale ?? 0),
  };
}

/** Each product's observed prices in the last `days` days, oldest first, with the price it had when they began. */
export async function priceHistory(db: Database, ids: number[], days: number, now: Date): Promise<PriceHistory> {
  if (ids.length === 0) return [];
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const idList = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select h.product_id, h.price::text as price, h.currency, h.observed_at from price_history h
      where h.product_id in (${idList}) and h.observed_at >= ${since}::timestamptz
      union all
      select b.product_id, b.price::text, b.currency, ${since}::timestamptz from (
        select distinct on (product_id) product_id, price, currency from price_history
        where product_id in (${idList}) and observed_at < ${since}::timestamptz order by product_id, observed_at desc
      ) b
      order by 1, 4`),
  ) as { product_id: number; price: string; currency: string; observed_at: string | Date }[];
  const byProduct = new Map<number, PriceHistory[number]["points"]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    byProduct.get(Number(row.product_id))?.push({ at: new Date(row.observed_at).toISOString(), price: row.price, currency: row.currency });
  }
  return [...byProduct].map(([productId, points]) => ({ productId, points }));
}

/**
 * The biggest drops and rises of the last `days` days: per product whose price changed in the range (same
 * currency), the price at the range's start (or its first observation in it) against its price now, by percentage.
 */
export async function priceChanges(db: Database, days: number, now: Date): Promise<PriceChanges> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      with changed as (
        select product_id, max(observed_at) as changed_at from price_history
        where observed_at >= ${since}::timestamptz group by product_id
      ), before as (
        select distinct on (h.product_id) h.product_id, h.price, h.currency from price_history h join changed c using (product_id)
        where h.observed_at < ${since}::timestamptz or h.observed_at < c.changed_at
        order by h.product_id, (h.observed_at >= ${since}::timestamptz), case when h.observed_at < ${since}::timestamptz then h.observed_at end desc, h.observed_at
      )
      select p.id as product_id, p.title, p.currency, b.price::text as before, p.price::text as price, c.changed_at
      from changed c join before b using (product_id) join products p on p.id = c.product_id
      where b.currency = p.currency and b.price > 0 and b.price <> p.price`),
  ) as { product_id: number; title: string; currency: string; before: string; price: string; changed_at: string | Date }[];
  const changes = rows.map((row) => {
    const from = Number(row.before);
    const to = Number(row.price);
    return {
      productId: Number(row.product_id),
      title: row.title,
      currency: row.currency,
      from: row.before,
      to: row.price,
      percent: Math.round(((to - from) / from) * 1000) / 10,
      changedAt: new Date(row.changed_at).toISOString(),
    };
  });
  return {
    drops: changes
      .filter((c) => c.percent < 0)
      .sort((a, b) => a.percent - b.percent || a.productId - b.productId)
      .slice(0, PRICE_CHANGES_LIMIT),
    rises: changes
      .filter((c) => c.percent > 0)
      .sort((a, b) => b.percent - a.percent || a.productId - b.productId)
      .slice(0, PRICE_CHANGES_LIMIT),
  };
}
