import { LINK_KINDS, type LinkCheck, type LinkHealth, type LinkStatus } from "@app/core";
import { and, eq, getTableColumns, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { idKey } from "../http/admin-paging";
import type { PageRequest } from "../http/paging";
import { linkChecks, stores } from "../db/schema";
import { BlockedUrlError, probeUrl, type SafeFetchOptions } from "../extract/ssrf";
import { syncAmazonLinkChecks } from "../prices/prices.service";
import { outboundLinks } from "./outbound-links";

export interface HostCheckOptions {
  db: Database;
  now: () => Date;
  /** The SSRF guard's options (timeout; loopback only in tests). */
  fetch: SafeFetchOptions;
  /** Pause between two requests to the host (politeness). */
  hostDelayMs: number;
  /** Aborted when the job lost its claim: the rest of the host is left to the job's new holder. */
  signal?: AbortSignal;
}

/** What one check of a URL found. */
export type Probe = { outcome: "ok" | "notFound" | "unreachable"; code: number | null; error: string | null };

/**
 * HEAD, then GET when HEAD is not answered with success (many shops refuse or mishandle HEAD). 2xx (after
 * redirects) is ok; 404/410 is not found; 403, 429, 5xx, other codes, timeouts and refused connections are
 * unreachable: the link may well work for a person.
 */
export async function probeLink(url: string, options: SafeFetchOptions): Promise<Probe> {
  try {
    const head = await probeUrl(url, "HEAD", options);
    if (head.status >= 200 && head.status < 300) return { outcome: "ok", code: head.status, error: null };
    const get = await probeUrl(url, "GET", options);
    if (get.status >= 200 && get.status < 300) return { outcome: "ok", code: get.status, error: null };
    if (get.status === 404 || get.status === 410) return { outcome: "notFound", code: get.status, error: null };
    return { outcome: "unreachable", code: get.status, error: `answered ${get.status}` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { outcome: "unreachable", code: null, error: error instanceof BlockedUrlError ? `not checked: ${message}` : message };
  }
}

/** The longest label a health list cursor holds (a product's title, a store's or brand's name). */
const LABEL_KEY_MAX = 1000;

/** Links forgotten, or written, per statement. */
const LINK_BATCH = 1000;

/** 404/410 on this many checks in a row make a link broken. */
export const NOT_FOUND_TO_BROKEN = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hostKey = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
};

/**
 * The first step of a check: every outbound link the site shows (products, store websites, brand listings) gets its
 * row, links no longer shown are forgotten, and Amazon products' rows take their state from the price refresh (checked
 * by their ASIN through the Creators API, never fetched). Each other link's row names the host that probes it;
 * resolves with those hosts.
 */
export async function prepareLinkCheck(db: Database, now: Date): Promise<Set<string>> {
  const targets = await outboundLinks(db);
  // Links no longer shown are forgotten, in batches (a statement takes at most 65,535 parameters: one `not in`
  // list of a large catalogue's links failed); new ones are added as pending, names and ids kept current.
  const current = new Set(targets.map((t) => t.url));
  const stale = (await db.select({ url: linkChecks.url }).from(linkChecks)).map((row) => row.url).filter((url) => !current.has(url));
  for (let i = 0; i < stale.length; i += LINK_BATCH)
    await db.delete(linkChecks).where(inArray(linkChecks.url, stale.slice(i, i + LINK_BATCH)));
  // One row per URL (the last target naming it wins), LINK_BATCH rows a statement: not one statement per link.
  const rows = new Map<string, typeof linkChecks.$inferInsert>();
  for (const target of targets) {
    const probeHost = target.kind === "product" && target.amazon ? null : hostKey(target.url);
    rows.set(target.url, { url: target.url, kind: target.kind, refId: target.refId, label: target.label, probeHost });
  }
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += LINK_BATCH) {
    await db
      .insert(linkChecks)
      .values(all.slice(i, i + LINK_BATCH))
      .onConflictDoUpdate({
        target: linkChecks.url,
        set: {
          kind: sql`excluded.kind`,
          refId: sql`excluded.ref_id`,
          label: sql`excluded.label`,
          probeHost: sql`excluded.probe_host`,
        },
      });
  }
  const hosts = new Set(all.flatMap((row) => (row.probeHost ? [row.probeHost] : [])));
  await syncAmazonLinkChecks(db, null, now);
  return hosts;
}

/** Links a host's job reads per statement. */
const HOST_PAGE = 100;

/** One host's links, in URL order a page at a time, probed one at a time `hostDelayMs` apart, each outcome recorded as it comes. */
export async function checkHostLinks(options: HostCheckOptions, host: string): Promise<void> {
  let after = "";
  for (let first = true; ;) {
    const page = await options.db
      .select({ url: linkChecks.url })
      .from(linkChecks)
      .where(and(eq(linkChecks.probeHost, host), gt(linkChecks.url, after)))
      .orderBy(linkChecks.url)
      .limit(HOST_PAGE);
    for (const { url } of page) {
      if (options.signal?.aborted) return;
      if (!first && options.hostDelayMs > 0) await sleep(options.hostDelayMs);
      first = false;
      await record(options.db, url, await probeLink(url, options.fetch), options.now());
    }
    if (page.length < HOST_PAGE) return;
    after = page.at(-1)!.url;
  }
}

async function record(db: Database, url: string, probe: Probe, now: Date): Promise<void> {
  const [row] = await db.select().from(linkChecks).where(eq(linkChecks.url, url));
  if (!row) return;
  const streak = probe.outcome === "notFound" ? row.notFoundStreak + 1 : 0;
  // One 404/410 may be a hiccup: the link counts as unreachable until the next check says it again.
  const status: LinkStatus =
    probe.outcome === "ok" ? "ok" : probe.outcome === "notFound" && streak >= NOT_FOUND_TO_BROKEN ? "broken" : "unreachable";
  const error =
    probe.outcome === "notFound" && status !== "broken"
      ? `answered ${probe.code} once; a second time in a row marks it broken`
      : probe.error;
  // A link that breaks again after being acknowledged (or recovers) asks for attention anew.
  const acknowledgedAt = status === "broken" && row.status === "broken" ? row.acknowledgedAt : null;
  await db
    .update(linkChecks)
    .set({ status, notFoundStreak: streak, lastCode: probe.code, lastError: error, checkedAt: now, acknowledgedAt })
    .where(eq(linkChecks.url, url));
}

/** The health list's first key: link_checks_health_idx's expression (drizzle/0012), word for word. */
const STATUS_ORDER = sql<number>`(case
  when ${linkChecks.status} = 'broken' and ${linkChecks.acknowledgedAt} is null then 0
  when ${linkChecks.status} = 'broken' then 1
  when ${linkChecks.status} = 'unreachable' then 2
  when ${linkChecks.status} = 'pending' then 3
  else 4 end)`;

/** A health list cursor: the status rank, kind, label and id of the last link shown. */
export const linkHealthKeySchema = z.tuple([
  z.literal("links"),
  z.number().int().min(0).max(4),
  z.enum(LINK_KINDS),
  z.string().max(LABEL_KEY_MAX),
  idKey,
]);
export type LinkHealthKey = z.output<typeof linkHealthKeySchema>;

/**
 * GET /api/admin/links: a page of the checked links, broken and unacknowledged first (then by kind and label), each
 * with its cursor key; and the stores that earn nothing (on every page: a short list, stores are not many).
 */
export async function linkHealth(
  db: Database,
  page: PageRequest<LinkHealthKey>,
  filters: { status?: LinkStatus; kind?: LinkCheck["kind"] } = {},
): Promise<Omit<LinkHealth, "checking" | "links"> & { links: (LinkCheck & { key: LinkHealthKey })[] }> {
  const after = page.after;
  const [rows, idle] = await Promise.all([
    db
      .select({ ...getTableColumns(linkChecks), rank: STATUS_ORDER })
      .from(linkChecks)
      .where(
        and(
          after
            ? sql`(${STATUS_ORDER}, ${linkChecks.kind}, ${linkChecks.label}, ${linkChecks.id}) > (${after[1]}::integer, ${after[2]}::text, ${after[3]}::text, ${after[4]}::integer)`
            : undefined,
          filters.status ? eq(linkChecks.status, filters.status) : undefined,
          filters.kind ? eq(linkChecks.kind, filters.kind) : undefined,
        ),
      )
      .orderBy(STATUS_ORDER, linkChecks.kind, linkChecks.label, linkChecks.id)
      .limit(page.limit + 1),
    db
      .select({ id: stores.id, name: stores.name, website: stores.website })
      .from(stores)
      .where(
        and(
          isNotNull(stores.website),
          sql`trim(${stores.website}) <> ''`,
          or(isNull(stores.rakutenMerchantId), sql`trim(${stores.rakutenMerchantId}) = ''`),
        ),
      )
      .orderBy(stores.name),
  ]);
  const links = rows.map((r) => ({
    key: ["links", Number(r.rank), r.kind as LinkCheck["kind"], r.label, r.id] as LinkHealthKey,
    url: r.url,
    kind: r.kind as LinkCheck["kind"],
    refId: r.refId,
    label: r.label,
    status: r.status as LinkStatus,
    lastCode: r.lastCode,
    lastError: r.lastError,
    checkedAt: r.checkedAt?.toISOString() ?? null,
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
  return { links, storesEarningNothing: idle.map((s) => ({ id: s.id, name: s.name, website: s.website ?? "" })) };
}

/** Acknowledge a broken link (it moves below the unacknowledged ones); false when the URL is not known. */
export async function acknowledgeLink(db: Database, url: string, now: Date): Promise<boolean> {
  const rows = await db.update(linkChecks).set({ acknowledgedAt: now }).where(eq(linkChecks.url, url)).returning({ url: linkChecks.url });
  return rows.length > 0;
}

/** A cursor of the broken products' ids: the last id shown. */
export const brokenProductsKeySchema = z.tuple([z.literal("broken"), idKey]);
export type BrokenProductsKey = z.output<typeof brokenProductsKeySchema>;

/**
 * Products with a broken link, for the warning badge in Manage Products: in id order a page at a time (along
 * link_checks_broken_products_idx), or those of the products `ids` names (a page of the table).
 */
export async function brokenProductIds(db: Database, ids: number[] | undefined, page: PageRequest<BrokenProductsKey>): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: sql<number>`${linkChecks.refId}` })
    .from(linkChecks)
    .where(
      and(
        eq(linkChecks.kind, "product"),
        eq(linkChecks.status, "broken"),
        isNotNull(linkChecks.refId),
        ids ? inArray(linkChecks.refId, ids) : undefined,
        page.after ? gt(linkChecks.refId, page.after[1]) : undefined,
      ),
    )
    .orderBy(linkChecks.refId)
    .limit(page.limit + 1);
  return rows.map((r) => r.id);
}
