import { type Resource, type resourceCreateSchema, type resourceUpdateSchema } from "@app/core";
import { RESOURCE_CATEGORIES, type ResourceListing } from "@app/core/content";
import { asc, count, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { escapeLike, isUniqueViolation } from "../db/rows";
import { resources } from "../db/schema";
import { idKey } from "../http/admin-paging";
import { conflict } from "../http/errors";
import type { PageRequest } from "../http/paging";

type ResourceRow = typeof resources.$inferSelect;

export const RESOURCE_NOT_FOUND = "Brand listing not found";
const DUPLICATE_NAME = "name: is already taken by another listing";

const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  name: row.name,
  url: row.url,
  description: row.description,
  logo: row.logo,
  category: row.category as Resource["category"],
});

/** The cursor of the admin's list: the name in lower case (unique, drizzle/0015), then the id. */
export const adminResourceKeySchema = z.tuple([z.literal("resources"), z.string().max(200), idKey]);
export type AdminResourceKey = z.output<typeof adminResourceKeySchema>;

/** Where a category falls in /resources' order: the order of RESOURCE_CATEGORIES, Brands first. */
const categoryRank = sql`array_position(array[${sql.join(
  RESOURCE_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${resources.category})`;

/** GET /api/resources: every listing, grouped in the SPEC's category order, each group in the order listed (id). */
export async function listResources(db: Database): Promise<Resource[]> {
  const rows = await db.select().from(resources).orderBy(categoryRank, asc(resources.id));
  return rows.map(toResource);
}

/** A page of the admin's list in name order; `q` matches names (case-insensitive substring). */
export async function adminResourcePage(
  db: Database,
  page: PageRequest<AdminResourceKey>,
  q: string | undefined,
): Promise<(Resource & { key: AdminResourceKey })[]> {
  const after = page.after;
  const conditions = [
    q ? sql`lower(${resources.name}) like ${`%${escapeLike(q.toLowerCase())}%`}` : undefined,
    after ? sql`(lower(${resources.name}), ${resources.id}) > (${after[1]}, ${after[2]}::integer)` : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(resources)
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(sql`lower(${resources.name})`, asc(resources.id))
    .limit(page.limit + 1);
  return rows.map((row) => ({ ...toResource(row), key: ["resources", row.name.toLowerCase(), row.id] as AdminResourceKey }));
}

/** A duplicate name (in any case) is a 409 naming the field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME);
    throw error;
  }
}

export async function createResource(db: Database, input: z.output<typeof resourceCreateSchema>, now: Date): Promise<Resource> {
  const [row] = await uniqueName(() =>
    db
      .insert(resources)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning(),
  );
  return toResource(row as ResourceRow);
}

export async function updateResource(
  db: Database,
  id: number,
  patch: z.output<typeof resourceUpdateSchema>,
  now: Date,
): Promise<Resource | null> {
  const [row] = await uniqueName(() =>
    db
      .update(resources)
      .set({ ...patch, updatedAt: now })
      .where(eq(resources.id, id))
      .returning(),
  );
  return row ? toResource(row) : null;
}

export async function deleteResource(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  return rows.length > 0;
}

/**
 * Fill an empty resources table with core's static listings (the SPEC's 37), at start and by `pnpm db:seed`. Once
 * there are listings they are the admin's: a start never rewrites or restores them.
 */
export async function seedResources(db: Database, listings: readonly ResourceListing[]): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(resources);
  if ((existing?.n ?? 0) > 0 || listings.length === 0) return 0;
  await db
    .insert(resources)
    .values(listings.map(({ name, url, description, logo, category }) => ({ name, url, description, logo, category })))
    .onConflictDoNothing();
  return listings.length;
}

/**
 * Make the table hold exactly `listings` (upsert by name, drop the others): tests, the bench and the reliability
 * harness set up their brands with it. The running server never calls it (seedResources).
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
