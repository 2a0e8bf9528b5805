import {
  addDays,
  dayStart,
  isPlacement,
  lastDays,
  placementPage,
  type EarningsNetwork,
  type EarningsReport,
  type EarningsRow,
  type MoneyAmount,
  type ProductEarnings,
  type TrackingIdEntry,
  type TrackingIds,
} from "@app/core";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { AppEnv } from "../env";
import { rowsOf, type Row } from "../db/rows";
import { amazonTrackingIds, earnings } from "../db/schema";
import { ApiProblem, badRequest } from "../http/errors";
import { parseReport } from "./earnings.reports";

const DAY_MS = 86_400_000;
/** The longest range the figures cover (the query schema says so too when both ends are given). */
const MAX_RANGE_DAYS = 366;

// Tracking ids

export async function readTrackingIds(db: Database, env: AppEnv): Promise<TrackingIds> {
  const rows = await db
    .select({
      marketplace: amazonTrackingIds.marketplace,
      placement: amazonTrackingIds.placement,
      trackingId: amazonTrackingIds.trackingId,
    })
    .from(amazonTrackingIds)
    .orderBy(asc(amazonTrackingIds.marketplace), asc(amazonTrackingIds.placement));
  const marketplaces = env.AMAZON_MARKETPLACES.map((host) => ({ host, fallback: env.AMAZON_ASSOCIATE_TAGS[host] ?? null }));
  return { trackingIds: rows, fallback: env.AMAZON_ASSOCIATE_TAG ?? null, marketplaces };
}

/** A marketplace's map ("" the home one's, as the public pages read it in GET /api/config). */
export async function trackingIdMap(db: Database, marketplace = ""): Promise<Record<string, string>> {
  const rows = await db
    .select({ placement: amazonTrackingIds.placement, trackingId: amazonTrackingIds.trackingId })
    .from(amazonTrackingIds)
    .where(eq(amazonTrackingIds.marketplace, marketplace));
  return Object.fromEntries(rows.map((r) => [r.placement, r.trackingId]));
}

/** Replace the whole map in one transaction (the pages' content version moves with it: drizzle/0018). */
export async function saveTrackingIds(db: Database, entries: TrackingIdEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(amazonTrackingIds);
    if (entries.length > 0) await tx.insert(amazonTrackingIds).values(entries);
  });
}

// Import

const IMPORT_BATCH = 500;

/**
 * Import a report file: every row validated first (any bad row: a 400 listing them, nothing stored), then all rows in
 * one transaction, each row once (network + row key): a file imported again adds nothing.
 */
export async function importEarnings(
  db: Database,
  input: { network: EarningsNetwork; text: string; fileName?: string; currency?: string },
  now: Date,
): Promise<{ rows: number; added: number; unchanged: number }> {
  const parsed = parseReport(input.network, input.text, input.currency ?? "USD");
  if (!parsed.ok) {
    const issues = parsed.problems.map((p) => ({ path: `line ${p.line}`, message: p.message }));
    const count = parsed.problems.length;
    throw new ApiProblem(
      400,
      `The report was not imported: ${count === 1 ? "1 row is" : `${count} rows are`} not valid (line ${parsed.problems[0]!.line}: ${parsed.problems[0]!.message})`,
      issues,
    );
  }
  const rows = parsed.rows;
  let added = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
      const batch = rows.slice(i, i + IMPORT_BATCH).map((r) => ({
        ...r,
        network: input.network,
        fileName: (input.fileName ?? "").slice(0, 200),
        importedAt: now,
      }));
      const inserted = await tx.insert(earnings).values(batch).onConflictDoNothing().returning({ id: earnings.id });
      added += inserted.length;
    }
  });
  return { rows: rows.length, added, unchanged: rows.length - added };
}

// Figures

/** Sums per currency as the database gives them: cents, so sums and EPC stay exact. */
type Cents = Map<string, number>;
const toCents = (amount: unknown) => Math.round(Number(amount) * 100);
const money = (cents: number): string => {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};
const amounts = (sums: Cents): MoneyAmount[] =>
  [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, cents]) => ({ currency, amount: money(cents) }));

interface Tally {
  key: string;
  label: string;
  clicks: number;
  /** The clicks that could have made the orders: on Amazon and Rakuten links (the programs whose reports are imported). */
  orderClicks: number;
  orders: number;
  revenue: Cents;
}

function tallies() {
  const byKey = new Map<string, Tally>();
  const at = (key: string, label: string) => {
    let t = byKey.get(key);
    if (!t) byKey.set(key, (t = { key, label, clicks: 0, orderClicks: 0, orders: 0, revenue: new Map() }));
    return t;
  };
  return {
    clicks(key: string, label: string, n: number, orderClicks: number) {
      const t = at(key, label);
      t.clicks += n;
      t.orderClicks += orderClicks;
    },
    earned(key: string, label: string, currency: string, cents: number, orders: number) {
      const t = at(key, label);
      if (t.label === t.key || t.label === "") t.label = label;
      t.orders += orders;
      t.revenue.set(currency, (t.revenue.get(currency) ?? 0) + cents);
    },
    rows: (): EarningsRow[] => [...byKey.values()].map(toRow).sort(byEarnings),
  };
}

function toRow(t: Tally): EarningsRow {
  return {
    key: t.key,
    label: t.label,
    clicks: t.clicks,
    orders: t.orders,
    revenue: amounts(t.revenue),
    conversion: t.orderClicks > 0 ? Math.round((t.orders / t.orderClicks) * 10_000) / 10_000 : null,
    epc: t.clicks > 0 ? amounts(new Map([...t.revenue].map(([c, cents]) => [c, Math.round(cents / t.clicks)]))) : [],
  };
}

/** Most earned first (the sum of the amounts, whatever their currencies, only to order), then most clicked, then by name. */
const byEarnings = (a: EarningsRow, b: EarningsRow) => {
  const total = (r: EarningsRow) => r.revenue.reduce((s, m) => s + Number(m.amount), 0);
  return total(b) - total(a) || b.clicks - a.clicks || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
};

const NO_PLACEMENT = { key: "", label: "(no placement)" };
const NOT_IN_CATALOGUE = { key: "", label: "(not a catalogue product)" };

/** A click's source is a placement (the beacon sends the nearest data-placement) or, from older pages, a path. */
const sourcePlacement = (source: string) => (isPlacement(source) ? { key: source, label: source } : NO_PLACEMENT);
const UNKNOWN_PAGE = { key: "", label: "(unknown page)" };
const placementPageOf = (placement: string) => {
  const page = placementPage(placement);
  return page ? { key: page, label: page } : UNKNOWN_PAGE;
};
const sourcePage = (source: string) =>
  isPlacement(source) ? placementPageOf(source) : source.startsWith("/") ? { key: source, label: source } : UNKNOWN_PAGE;

const AMAZON_PROGRAM = { key: "amazon", label: "Amazon Associates" };

/** The program of a clicked URL: Amazon, a Rakuten advertiser (its MID), or other. */
const clickProgram = sql<string>`case
  when link_host(url) ~ '(^|\\.)amazon\\.[a-z.]+$' then 'amazon'
  when link_host(url) = 'click.linksynergy.com' then 'rakuten:' || coalesce(substring(url from '[?&]mid=([0-9]+)'), '')
  else 'other' end`;
const earningsProgram = sql<string>`case when e.network = 'amazon' then 'amazon' else 'rakuten:' || coalesce(e.merchant_id, '') end`;
/**
 * Orders, returns excluded: Rakuten's orders whose sales net of their return lines (whenever imported) stay above
 * zero, and Amazon's items shipped net of returns (never below zero for a group whose returns outnumber its sales).
 */
const earningsOrders = sql`(count(distinct e.order_id) filter (where e.network = 'rakuten' and e.sales > 0
    and (coalesce(e.merchant_id, ''), e.order_id) not in (select coalesce(r.merchant_id, ''), r.order_id from earnings r
      where r.network = 'rakuten' and r.order_id is not null group by 1, 2 having sum(r.sales) <= 0))
  + greatest(coalesce(sum(e.items) filter (where e.network = 'amazon'), 0), 0))`;
/** Clicks on the links of the programs whose reports give orders (clickProgram other than 'other'). */
const orderClicks = sql`count(*) filter (where ${clickProgram} <> 'other')::int as m`;
/** The product of an earnings row: the lowest id of the catalogue's products with its ASIN (products_asin_idx). */
const withProduct = sql`left join lateral (select min(p.id) as id from products p where upper(p.amazon_asin) = upper(e.asin)) m on true`;

/**
 * GET /api/admin/earnings: clicks (their days cut at midnight in `timeZone`) and imported earnings (the reports' days)
 * over [from, to], per placement, page, product and program, and per day.
 */
export async function earningsReport(
  db: Database,
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
  homeMarketplace = "www.amazon.com",
): Promise<EarningsReport> {
  const today = lastDays(now, 1, timeZone).to;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -29);
  if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS)
    throw badRequest(`from: the range must be at most ${MAX_RANGE_DAYS} days`);
  const start = dayStart(from, timeZone).toISOString();
  const end = dayStart(addDays(to, 1), timeZone).toISOString();
  const clicksIn = sql`c.clicked_at >= ${start}::timestamptz and c.clicked_at < ${end}::timestamptz`;
  const earnedIn = sql`e.day >= ${from}::date and e.day <= ${to}::date`;
  const run = async (query: SQL) => rowsOf(await db.execute(query));
  const clickDay = sql`to_char(c.clicked_at at time zone ${timeZone}, 'YYYY-MM-DD')`;

  const [
    bySource,
    byProductClicks,
    byProgramClicks,
    byDayClicks,
    earnedByPlacement,
    earnedByProduct,
    earnedByProgram,
    earnedByDay,
    byMarketplaceClicks,
    byCountryClicks,
    earnedByMarketplace,
  ] = await Promise.all([
    run(sql`select c.source, count(*)::int as n, ${orderClicks} from link_clicks c where ${clicksIn} group by c.source`),
    run(sql`select c.ref_id as id, max(p.title) as title, count(*)::int as n, ${orderClicks} from link_clicks c left join products p on p.id = c.ref_id
        where ${clicksIn} and c.kind = 'product' and c.ref_id is not null group by c.ref_id`),
    run(sql`select ${clickProgram} as program, max(c.label) as label, count(*)::int as n from link_clicks c where ${clicksIn} group by 1`),
    run(sql`select ${clickDay} as day, count(*)::int as n from link_clicks c where ${clicksIn} group by 1`),
    run(sql`select coalesce(e.placement, t.placement) as placement, e.currency, sum(e.commission)::text as amount, ${earningsOrders}::int as orders
        from earnings e left join amazon_tracking_ids t on e.network = 'amazon' and lower(t.tracking_id) = lower(e.tracking_id)
        where ${earnedIn} group by 1, 2`),
    run(sql`select m.id, e.currency, sum(e.commission)::text as amount, ${earningsOrders}::int as orders
        from earnings e ${withProduct} where ${earnedIn} group by m.id, e.currency`),
    run(sql`select ${earningsProgram} as program, max(e.advertiser) as advertiser, e.currency, sum(e.commission)::text as amount,
        ${earningsOrders}::int as orders from earnings e where ${earnedIn} group by 1, 3`),
    run(
      sql`select to_char(e.day, 'YYYY-MM-DD') as day, e.currency, sum(e.commission)::text as amount from earnings e where ${earnedIn} group by 1, 2`,
    ),
    run(
      sql`select c.marketplace, count(*)::int as n, ${orderClicks} from link_clicks c where ${clicksIn} and c.marketplace is not null group by 1`,
    ),
    run(sql`select c.country, count(*)::int as n from link_clicks c where ${clicksIn} group by 1`),
    // An Amazon row's marketplace is its tracking id's (admin › Earnings); '' is the home one.
    run(sql`select t.marketplace, e.currency, sum(e.commission)::text as amount, ${earningsOrders}::int as orders
        from earnings e left join amazon_tracking_ids t on lower(t.tracking_id) = lower(e.tracking_id)
        where ${earnedIn} and e.network = 'amazon' group by 1, 2`),
  ]);

  const placement = tallies();
  const page = tallies();
  const product = tallies();
  const program = tallies();
  const totals = tallies();
  const str = (r: Row, k: string) => (r[k] == null ? "" : String(r[k]));
  const num = (r: Row, k: string) => Number(r[k] ?? 0);

  for (const r of bySource) {
    const source = str(r, "source");
    const p = sourcePlacement(source);
    const g = sourcePage(source);
    placement.clicks(p.key, p.label, num(r, "n"), num(r, "m"));
    page.clicks(g.key, g.label, num(r, "n"), num(r, "m"));
    totals.clicks("all", "All", num(r, "n"), num(r, "m"));
  }
  for (const r of byProductClicks) product.clicks(str(r, "id"), str(r, "title") || `Product ${str(r, "id")}`, num(r, "n"), num(r, "m"));
  for (const r of byProgramClicks) {
    const key = str(r, "program");
    if (key === "other") continue;
    program.clicks(key, key === "amazon" ? AMAZON_PROGRAM.label : `Rakuten: ${str(r, "label")}`, num(r, "n"), num(r, "n"));
  }
  for (const r of earnedByPlacement) {
    const key = str(r, "placement");
    const cents = toCents(r.amount);
    const orders = num(r, "orders");
    const p = key === "" ? NO_PLACEMENT : { key, label: key };
    placement.earned(p.key, p.label, str(r, "currency"), cents, orders);
    const g = key === "" ? UNKNOWN_PAGE : placementPageOf(key);
    page.earned(g.key, g.label, str(r, "currency"), cents, orders);
    totals.earned("all", "All", str(r, "currency"), cents, orders);
  }
  const titles = new Map(byProductClicks.map((r) => [str(r, "id"), str(r, "title")]));
  const missingTitles = earnedByProduct.map((r) => str(r, "id")).filter((id) => id !== "" && !titles.has(id));
  if (missingTitles.length > 0) {
    const found = await run(
      sql`select id, title from products where id in (${sql.join(
        missingTitles.map((id) => sql`${Number(id)}`),
        sql`, `,
      )})`,
    );
    for (const r of found) titles.set(str(r, "id"), str(r, "title"));
  }
  for (const r of earnedByProduct) {
    const id = str(r, "id");
    const p = id === "" ? NOT_IN_CATALOGUE : { key: id, label: titles.get(id) || `Product ${id}` };
    product.earned(p.key, p.label, str(r, "currency"), toCents(r.amount), num(r, "orders"));
  }
  for (const r of earnedByProgram) {
    const key = str(r, "program");
    const label = key === "amazon" ? AMAZON_PROGRAM.label : `Rakuten: ${str(r, "advertiser") || key.slice("rakuten:".length)}`;
    program.earned(key, label, str(r, "currency"), toCents(r.amount), num(r, "orders"));
  }

  const marketplace = tallies();
  const country = tallies();
  for (const r of byMarketplaceClicks) marketplace.clicks(str(r, "marketplace"), str(r, "marketplace"), num(r, "n"), num(r, "m"));
  // Reports name no country: a country's clicks have no orders to convert into.
  for (const r of byCountryClicks) country.clicks(str(r, "country"), str(r, "country") || "(unknown)", num(r, "n"), 0);
  for (const r of earnedByMarketplace) {
    const key = r.marketplace == null ? "" : str(r, "marketplace") || homeMarketplace;
    marketplace.earned(key, key || "(tracking id not in admin › Earnings)", str(r, "currency"), toCents(r.amount), num(r, "orders"));
  }

  const clicksPerDay = new Map(byDayClicks.map((r) => [str(r, "day"), num(r, "n")]));
  const earnedPerDay = new Map<string, Cents>();
  for (const r of earnedByDay) {
    const sums = earnedPerDay.get(str(r, "day")) ?? new Map<string, number>();
    sums.set(str(r, "currency"), toCents(r.amount));
    earnedPerDay.set(str(r, "day"), sums);
  }
  const daily: EarningsReport["daily"] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    daily.push({ date: day, clicks: clicksPerDay.get(day) ?? 0, revenue: amounts(earnedPerDay.get(day) ?? new Map()) });

  const total = totals.rows()[0] ?? toRow({ key: "all", label: "All", clicks: 0, orderClicks: 0, orders: 0, revenue: new Map() });
  return {
    from,
    to,
    timeZone,
    totals: total,
    daily,
    placement: placement.rows(),
    page: page.rows(),
    product: product.rows(),
    program: program.rows(),
    marketplace: marketplace.rows(),
    country: country.rows(),
  };
}

/** GET /api/admin/earnings/products: each product's earnings over the last 30 days (products without any left out). */
export async function productEarnings(db: Database, ids: number[], now: Date, timeZone: string): Promise<ProductEarnings> {
  if (ids.length === 0) return [];
  const { from, to } = lastDays(now, 30, timeZone);
  const rows = rowsOf(
    await db.execute(sql`select p.id, e.currency, sum(e.commission)::text as amount
      from products p join earnings e on upper(e.asin) = upper(p.amazon_asin)
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and e.day >= ${from}::date and e.day <= ${to}::date
      group by p.id, e.currency order by p.id, e.currency`),
  );
  const byProduct = new Map<number, Cents>();
  for (const r of rows) {
    const id = Number(r.id);
    const sums = byProduct.get(id) ?? new Map<string, number>();
    sums.set(String(r.currency), toCents(r.amount));
    byProduct.set(id, sums);
  }
  return [...byProduct.entries()].map(([productId, sums]) => ({ productId, revenue: amounts(sums) }));
}
