/**
 * Amazon prices kept true (docs/decisions/0032-prices-from-amazon.md): the Creators API client made from the
 * environment, the refresh of a set of products (one UPDATE per batch of 10 ASINs), the choice of the products due
 * at each tick of the refresh job, and the admin's status, history and price changes.
 */
import { PRICE_CHANGES_LIMIT, PRICE_MAX_AGE_MS, type PriceChanges, type PriceHistory, type PriceRefreshStatus } from "@app/core";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { amazonMarketplaceItems, priceRefreshState, products } from "../db/schema";
import { amazonCredential, type AppEnv } from "../env";
import {
  type CreatorsClient,
  type CreatorsClientOptions,
  type CreatorsItem,
  CreatorsApiError,
  createCreatorsClient,
  DEFAULT_MIN_INTERVAL_MS,
  MAX_ITEMS_PER_REQUEST,
  UNREADABLE_ITEM,
} from "./creators-api";
import { createAmazonBudget } from "./amazon-budget";

/**
 * The client of a marketplace (default: the home one, AMAZON_MARKETPLACE) with its region's credential
 * (env.ts amazonCredential), or null when none is set. With a database, its requests go through the budget its
 * credential shares with every instance (AMAZON_CREATORS_DAILY_REQUESTS).
 */
export function creatorsClientFromEnv(
  env: AppEnv,
  overrides: Partial<CreatorsClientOptions> = {},
  shared?: { db: Database; now: () => Date },
  marketplace = env.AMAZON_MARKETPLACE,
): CreatorsClient | null {
  const credential = amazonCredential(env, marketplace);
  if (!credential) return null;
  const budget = shared
    ? createAmazonBudget({
        db: shared.db,
        key: credential.key,
        minIntervalMs: overrides.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS,
        dailyRequests: env.AMAZON_CREATORS_DAILY_REQUESTS,
        now: shared.now,
        sleep: overrides.sleep,
      })
    : undefined;
  return createCreatorsClient({
    budget,
    credentialId: credential.id,
    credentialSecret: credential.secret,
    version: credential.version,
    partnerTag: marketplace === env.AMAZON_MARKETPLACE ? env.AMAZON_ASSOCIATE_TAG : env.AMAZON_ASSOCIATE_TAGS[marketplace],
    tokenUrl: env.AMAZON_CREATORS_TOKEN_URL,
    apiUrl: env.AMAZON_CREATORS_API_URL,
    ...overrides,
    marketplace,
  });
}

/** The clients of AMAZON_MARKETPLACES (the marketplaces besides the home one), each with its region's credential. */
export const marketplaceClientsFromEnv = (...[env, overrides, shared]: Parameters<typeof creatorsClientFromEnv>): CreatorsClient[] =>
  env.AMAZON_MARKETPLACES.flatMap((marketplace) => creatorsClientFromEnv(env, overrides, shared, marketplace) ?? []);

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests a day kept back from the refresh for Refresh now and adds by URL. */
export const quotaReserve = (dailyRequests: number) => Math.min(100, Math.ceil(dailyRequests * 0.05));

/** Requests a day a full refresh of `total` Amazon products needs: every product once per REFRESH_CYCLE_MS, 10 a request. */
export const requestsPerDay = (total: number) => Math.ceil(Math.ceil(total / MAX_ITEMS_PER_REQUEST) * (DAY_MS / REFRESH_CYCLE_MS));

export interface RefreshPlan {
  /** The requests this tick may send. */
  maxRequests: number;
  /** The daily quota (less the reserve) covers a full refresh; when not, the products clicked or shown recently go first. */
  covers: boolean;
  neededPerDay: number;
}

/**
 * What one tick may spend of the day's quota: all it needs (up to TICK_MAX_REQUESTS) when the quota covers a full
 * refresh; otherwise what is left today (less the reserve) spread evenly over the day's remaining ticks.
 */
export function refreshPlan(total: number, usedToday: number, dailyRequests: number, now: Date): RefreshPlan {
  const neededPerDay = requestsPerDay(total);
  const reserve = quotaReserve(dailyRequests);
  const covers = neededPerDay <= dailyRequests - reserve;
  const remaining = Math.max(0, dailyRequests - reserve - usedToday);
  const ticksLeft = Math.max(1, Math.ceil((DAY_MS - (now.getTime() % DAY_MS)) / REFRESH_TICK_MS));
  return { maxRequests: Math.min(TICK_MAX_REQUESTS, covers ? remaining : Math.ceil(remaining / ticksLeft)), covers, neededPerDay };
}

/** How many Amazon products there are. */
export async function amazonProductCount(db: Database): Promise<number> {
  const [count] = rowsOf(await db.execute(sql`select count(*)::integer as n from ${products} where ${isAmazonProduct}`)) as { n: number }[];
  return Number(count?.n ?? 0);
}

/** Clicks of the last week count for the quota's order; a product shown on the home page counts as one more. */
export const PRIORITY_CLICK_DAYS = 7;

/**
 * The products a tick refreshes when the quota does not cover a full refresh: those due (not asked about for a
 * cycle, or unconfirmed and not asked about for REFRESH_RETRY_MS), the ones clicked most in the last week first, then
 * those the home page shows (`shown`: the hero and the grid's first page), then the longest not asked about.
 */
export async function priorityDueProducts(db: Database, now: Date, shown: number[], maxProducts: number): Promise<DueProduct[]> {
  if (maxProducts <= 0) return [];
  const at = now.getTime();
  const cycleAgo = new Date(at - REFRESH_CYCLE_MS).toISOString();
  const retryAgo = new Date(at - REFRESH_RETRY_MS).toISOString();
  const since = new Date(at - PRIORITY_CLICK_DAYS * DAY_MS).toISOString();
  const shownIds =
    shown.length > 0
      ? sql.join(
          shown.map((id) => sql`${id}::integer`),
          sql`, `,
        )
      : sql`null::integer`;
  const rows = rowsOf(
    await db.execute(sql`
      select id, amazon_asin as asin from ${products}
      where ${isAmazonProduct}
        and (price_attempted_at is null or price_attempted_at <= ${cycleAgo}::timestamptz
          or ((price_checked_at is null or price_checked_at <= ${cycleAgo}::timestamptz) and price_attempted_at <= ${retryAgo}::timestamptz))
      order by (select count(*) from link_clicks c where c.kind = 'product' and c.ref_id = ${products.id} and c.clicked_at >= ${since}::timestamptz) desc,
        (${products.id} in (${shownIds})) desc, price_attempted_at asc nulls first, id
      limit ${maxProducts}`),
  ) as { id: number; asin: string }[];
  return rows.map((row) => ({ id: Number(row.id), asin: row.asin }));
}

/**
 * The products one tick refreshes: the catalogue's share of the cycle (every Amazon product once per
 * REFRESH_CYCLE_MS, spread evenly over the day's ticks), asked about longest ago first, plus every product that
 * is urgent (never asked about, a price older than the cycle, or unconfirmed and not asked about for
 * REFRESH_RETRY_MS), up to what one tick may send.
 */
export async function dueProducts(
  db: Database,
  now: Date,
  maxProducts = TICK_MAX_REQUESTS * MAX_ITEMS_PER_REQUEST,
  total?: number,
): Promise<DueProduct[]> {
  total ??= await amazonProductCount(db);
  if (total === 0 || maxProducts <= 0) return [];
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
  /** Why items of Amazon's answers could not be read (a price as text, a currency not ISO 4217): those kept their price. */
  unreadable: string[];
  /** A marketplace abroad whose request failed: not asked again in this refresh (the home one goes on). */
  abroadErrors: { marketplace: string; error: CreatorsApiError }[];
}

/** One statement per marketplace and batch: what the API said of each product there (null: not returned). */
async function writeMarketplaceBatch(
  db: Database,
  marketplace: string,
  batch: DueProduct[],
  items: Map<string, CreatorsItem>,
  now: Date,
): Promise<void> {
  await db
    .insert(amazonMarketplaceItems)
    .values(
      batch.map((p) => ({
        productId: p.id,
        marketplace,
        availability: items.get(p.asin)?.availability ?? null,
        detailUrl: items.get(p.asin)?.detailPageUrl ?? null,
        checkedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [amazonMarketplaceItems.productId, amazonMarketplaceItems.marketplace],
      set: {
        availability: sql`excluded.availability`,
        detailUrl: sql`coalesce(excluded.detail_url, ${amazonMarketplaceItems.detailUrl})`,
        checkedAt: sql`excluded.checked_at`,
      },
    });
}

/** One UPDATE for a batch: what the API said for each product it answered about, and the attempt for all. */
async function writeBatch(
  db: Database,
  batch: DueProduct[],
  items: Map<string, CreatorsItem>,
  unreadable: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const values = batch.map((p) => {
    const item = items.get(p.asin);
    // Found, not found (missing), or unknown: an item Amazon answered about that could not be read is neither.
    const found = item ? true : unreadable.has(p.asin) ? null : false;
    return sql`(${p.id}::integer, ${found}::boolean, ${item?.price?.amount ?? null}::numeric, ${item?.price?.currency ?? null}::text, ${item?.availability ?? null}::text, ${item?.detailPageUrl ?? null}::text)`;
  });
  const at = now.toISOString();
  await db.execute(sql`
    update ${products} p set
      price = coalesce(v.price, p.price),
      currency = coalesce(v.currency, p.currency),
      availability = coalesce(v.availability, p.availability),
      amazon_detail_url = coalesce(v.detail_url, p.amazon_detail_url),
      amazon_missing = coalesce(not v.found, p.amazon_missing),
      price_checked_at = case when v.found then ${at}::timestamptz else p.price_checked_at end,
      price_attempted_at = ${at}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, found, price, currency, availability, detail_url)
    where p.id = v.id`);
}

/** Said in Link Health of an Amazon link the refresh has not asked about yet. */
export const AMAZON_LINK_PENDING =
  "Checked through Amazon's Creators API at the product's next price refresh (Amazon's pages are never fetched).";

/**
 * Link Health of Amazon products, from what the Creators API last said (never from Amazon's pages): an item the API no
 * longer returns, or out of stock at home and in every marketplace abroad, is broken; one it confirmed is ok. `ids`: those
 * products only (a refresh batch); all Amazon products otherwise.
 */
export async function syncAmazonLinkChecks(db: Database, ids: number[] | null, now: Date): Promise<void> {
  // Unavailable at home but in stock in a marketplace abroad: the item is there for some visitors (not broken).
  const unavailable = sql`(p.availability = 'out_of_stock' and p.price_checked_at is not null and not exists (
    select 1 from amazon_marketplace_items m where m.product_id = p.id and m.availability = 'in_stock'))`;
  const only = ids
    ? sql`and p.id in (${sql.join(ids.length > 0 ? ids.map((id) => sql`${id}::integer`) : [sql`null::integer`], sql`, `)})`
    : sql``;
  await db.execute(sql`
    update link_checks lc set
      status = case when p.amazon_missing or ${unavailable} then 'broken'
        when p.price_checked_at is not null then 'ok' else lc.status end,
      last_code = null,
      last_error = case when p.amazon_missing then 'Amazon''s Creators API no longer returns the item ' || p.amazon_asin
        when ${unavailable} then 'Amazon''s Creators API says the item ' || p.amazon_asin || ' is unavailable in every marketplace'
        when p.price_checked_at is not null then null else ${AMAZON_LINK_PENDING} end,
      checked_at = case when p.amazon_missing or p.price_checked_at is not null then coalesce(p.price_attempted_at, ${now.toISOString()}::timestamptz) else lc.checked_at end,
      not_found_streak = 0,
      acknowledged_at = case when lc.status = 'broken' then lc.acknowledged_at else null end
    from ${products} p
    where lc.kind = 'product' and lc.ref_id = p.id and p.amazon_asin is not null and lower(trim(p.source_store)) = 'amazon' ${only}`);
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
  abroad: readonly CreatorsClient[] = [],
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: 0, missing: 0, error: null, unreadable: [], abroadErrors: [] };
  const asking = [...abroad];
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
      const unreadable = result.errors.filter((e) => e.code === UNREADABLE_ITEM);
      const unread = new Set(unreadable.flatMap((e) => (e.asin ? [e.asin] : [])));
      await writeBatch(db, batch, items, unread, now());
      outcome.refreshed += batch.filter((p) => items.has(p.asin)).length;
      outcome.missing += batch.filter((p) => !items.has(p.asin) && !unread.has(p.asin)).length;
      outcome.unreadable.push(...unreadable.map((e) => e.message));
      // The same ASINs in each marketplace abroad (one request each); one that fails is left for this refresh.
      for (const market of [...asking]) {
        try {
          const found = await market.getItems([...asins]);
          await writeMarketplaceBatch(db, market.marketplace, batch, new Map(found.items.map((item) => [item.asin, item])), now());
        } catch (error) {
          if (!(error instanceof CreatorsApiError)) throw error;
          outcome.abroadErrors.push({ marketplace: market.marketplace, error });
          asking.splice(asking.indexOf(market), 1);
        }
      }
      await syncAmazonLinkChecks(
        db,
        batch.map((p) => p.id),
        now(),
      );
    } catch (error) {
      if (!(error instanceof CreatorsApiError)) throw error;
      outcome.error = error;
      break;
    }
  }
  return outcome;
}

/**
 * Remembers how the last refresh that reached (or tried to reach) Amazon went: the error that stopped it, or the items
 * it could not read (the first three said), or none.
 */
export async function recordRefresh(db: Database, now: Date, outcome: Pick<RefreshOutcome, "error" | "unreadable">): Promise<void> {
  const { error, unreadable } = outcome;
  const more = unreadable.length > 3 ? ` (and ${unreadable.length - 3} more)` : "";
  const problem = unreadable.length > 0 ? unreadable.slice(0, 3).join(" ") + more : null;
  const values = error ? { lastError: error.message, updatedAt: now } : { lastRunAt: now, lastError: problem, updatedAt: now };
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
  dailyRequests: number,
): Promise<PriceRefreshStatus> {
  const staleBefore = new Date(now.getTime() - PRICE_MAX_AGE_MS).toISOString();
  const [counts] = rowsOf(
    await db.execute(sql`select count(*)::integer as total,
        count(*) filter (where ${products.priceCheckedAt} is null or ${products.priceCheckedAt} < ${staleBefore}::timestamptz)::integer as stale
      from ${products} where ${isAmazonProduct}`),
  ) as { total: number; stale: number }[];
  const [state] = await db.select().from(priceRefreshState).where(eq(priceRefreshState.id, 1));
  const lastError = state?.lastError ?? null;
  const total = Number(counts?.total ?? 0);
  const stale = Number(counts?.stale ?? 0);
  const usage = client?.budget ? await client.budget.usage() : { requests: 0, refused: 0 };
  const plan = refreshPlan(total, usage.requests, dailyRequests, now);
  const older = `${stale} ${stale === 1 ? "price is" : "prices are"} older than 24 hours`;
  const staleReason =
    stale === 0 || client === null
      ? null
      : !plan.covers
        ? `${older}: the daily quota of ${dailyRequests} Creators API requests (AMAZON_CREATORS_DAILY_REQUESTS) is less than the ${plan.neededPerDay} a day that refreshing all ${total} Amazon products needs, so the products clicked or shown on the home page most recently are refreshed first.`
        : usage.refused > 0 || usage.requests >= dailyRequests
          ? `${older}: today's quota of ${dailyRequests} Creators API requests is spent; refreshes resume after midnight UTC.`
          : lastError
            ? `${older}: the last refresh failed (${lastError}).`
            : `${older}: the refresh is catching up, up to ${TICK_MAX_REQUESTS * MAX_ITEMS_PER_REQUEST} products a minute.`;
  return {
    configured: client !== null,
    marketplace,
    problem: client === null ? NOT_CONFIGURED : lastError,
    lastRunAt: state?.lastRunAt?.toISOString() ?? null,
    lastError,
    amazonProducts: total,
    stale,
    staleReason,
    dailyRequests,
    requestsToday: usage.requests,
    requestsNeededPerDay: plan.neededPerDay,
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
