import type { ResourceListing } from "@app/core/content";
import { notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { resources } from "../db/schema";

/**
 * Mirror the static listings into the resources table (upsert by name, drop the ones no longer listed)
 * so search can serve brands from an index. Run at start; idempotent.
 */
export async function syncResources(db: Database, listings: readonly ResourceListing[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (listings.length === 0) {
      await tx.delete(resources);
      return;
    }
    await tx
      .insert(resources)
      .values(listings.map(({ name, url, description, logo, category }) => ({ name, url, description, logo, category })))
      .onConflictDoUpdate({
        target: resources.name,
        set: { url: sql`excluded.url`, description: sql`excluded.description`, logo: sql`excluded.logo`, category: sql`excluded.category` },
      });
    await tx.delete(resources).where(
      notInArray(
        resources.name,
        listings.map((l) => l.name),
      ),
    );
  });
}
