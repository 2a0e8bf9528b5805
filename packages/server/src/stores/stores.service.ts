import { type Store, type StoreNear, slugify, storeCreateSchema, type storeUpdateSchema } from "@app/core";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { escapeLike } from "../db/rows";
import { stores } from "../db/schema";
import { idKey } from "../http/admin-paging";
import { fromZodError } from "../http/errors";
import type { PageRequest } from "../http/paging";

type StoreRow = typeof stores.$inferSelect;

export const STORE_NOT_FOUND = "Store not found";

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    website: row.website,
    status: row.status,
    rakutenMerchantId: row.rakutenMerchantId,
    slug: row.slug,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function listStores(db: Database): Promise<Store[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.country), asc(stores.state), asc(stores.city), asc(stores.name));
  return rows.map(toStore);
}

/** The mean radius of the Earth (IUGG), in km: the haversine distance is within 0.5% of the ellipsoid's. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Every store by its great-circle distance from `lat`, `lng` (the haversine formula on the coordinate columns, in the
 * database: PGlite has no PostGIS), nearest first; stores without coordinates last, by name.
 */
export async function storesNear(db: Database, lat: number, lng: number): Promise<StoreNear[]> {
  const from = { lat: sql`radians(${lat}::double precision)`, lng: sql`radians(${lng}::double precision)` };
  // least() caps rounding past 1 for antipodes; it would also turn a missing coordinate's null into 1, hence the case.
  const distance = sql<number | null>`(case when ${stores.latitude} is null or ${stores.longitude} is null then null
    else 2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
      power(sin((radians(${stores.latitude}) - ${from.lat}) / 2), 2)
      + cos(${from.lat}) * cos(radians(${stores.latitude})) * power(sin((radians(${stores.longitude}) - ${from.lng}) / 2), 2)))) end)`;
  const rows = await db
    .select({ store: stores, distanceKm: distance })
    .from(stores)
    .orderBy(sql`${distance} asc nulls last`, asc(stores.name), asc(stores.id));
  return rows.map(({ store, distanceKm }) => ({ ...toStore(store), distanceKm: distanceKm === null ? null : Number(distanceKm) }));
}

/** One store by its page's slug (lower case), or null. */
export async function findStoreBySlug(db: Database, slug: string): Promise<Store | null> {
  const [row] = await db.select().from(stores).where(eq(stores.slug, slug)).limit(1);
  return row ? toStore(row) : null;
}

/** The cursor of the admin's list: the name in lower case, then the id (index stores_name_idx, drizzle/0015). */
export const adminStoreKeySchema = z.tuple([z.literal("stores"), z.string().max(500), idKey]);
export type AdminStoreKey = z.output<typeof adminStoreKeySchema>;

/** A page of the admin's list in name order; `q` matches the name or the city, in any case (the admin's search). */
export async function adminStorePage(
  db: Database,
  page: PageRequest<AdminStoreKey>,
  q: string | undefined,
): Promise<(Store & { key: AdminStoreKey })[]> {
  const after = page.after;
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
  const conditions = [
    pattern ? sql`(lower(${stores.name}) like ${pattern} or lower(${stores.city}) like ${pattern})` : undefined,
    after ? sql`(lower(${stores.name}), ${stores.id}) > (${after[1]}, ${after[2]}::integer)` : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(stores)
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(sql`lower(${stores.name})`, asc(stores.id))
    .limit(page.limit + 1);
  return rows.map((row) => ({ ...toStore(row), key: ["stores", row.name.toLowerCase(), row.id] as AdminStoreKey }));
}

export async function createStore(db: Database, input: z.output<typeof storeCreateSchema>, now: Date): Promise<Store> {
  const [row] = await db
    .insert(stores)
    .values({
      ...input,
      // The name's slug; the insert trigger (drizzle/0020) adds the city, then a number, when another store has it.
      slug: slugify(input.name),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      phone: input.phone ?? null,
      website: input.website ?? null,
      rakutenMerchantId: input.rakutenMerchantId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toStore(row as StoreRow);
}

/**
 * A change of any fields. The store as it would be is checked whole (a US store's state is its two-letter code,
 * whichever of the two changed): 400 naming the field otherwise.
 */
export async function updateStore(db: Database, id: number, patch: z.output<typeof storeUpdateSchema>, now: Date): Promise<Store | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
    if (!current) return null;
    let changes: Partial<StoreRow> = patch;
    if (patch.country !== undefined || patch.state !== undefined || patch.latitude !== undefined || patch.longitude !== undefined) {
      const merged = storeCreateSchema.safeParse({ ...toStore(current), ...patch });
      if (!merged.success) throw fromZodError(merged.error);
      changes = { ...patch, country: merged.data.country, state: merged.data.state };
    }
    const [row] = await tx
      .update(stores)
      .set({ ...changes, updatedAt: now })
      .where(eq(stores.id, id))
      .returning();
    return row ? toStore(row) : null;
  });
}

export async function deleteStore(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
  return rows.length > 0;
}
