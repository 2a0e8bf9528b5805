import type { Store, storeUpdateSchema } from "@app/core";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { stores } from "../db/schema";

type StoreRow = typeof stores.$inferSelect;

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

export async function updateStore(db: Database, id: number, patch: z.output<typeof storeUpdateSchema>, now: Date): Promise<Store | null> {
  const [row] = await db
    .update(stores)
    .set({ rakutenMerchantId: patch.rakutenMerchantId, updatedAt: now })
    .where(eq(stores.id, id))
    .returning();
  return row ? toStore(row) : null;
}
