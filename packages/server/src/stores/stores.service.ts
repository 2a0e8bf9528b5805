import { type Store, storeCreateSchema, type storeUpdateSchema } from "@app/core";
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
  };
}

export async function listStores(db: Database): Promise<Store[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.country), asc(stores.state), asc(stores.city), asc(stores.name));
  return rows.map(toStore);
}

/** The cursor of the admin's list: the name in lower case, then the id (index stores_name_idx, drizzle/0015). */
export const adminStoreKeySchema = z.tuple([z.literal("stores"), z.string().max(500), idKey]);
export type AdminStoreKey = z.output<typeof adminStoreKeySchema>;

/** A page of the admin's list in name order; `q` matches the name or the city (SPEC §5, admin search). */
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
    if (patch.country !== undefined || patch.state !== undefined) {
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
