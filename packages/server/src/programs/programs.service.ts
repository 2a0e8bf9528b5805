import type { Program, programCreateSchema, programUpdateSchema } from "@app/core";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { affiliatePrograms } from "../db/schema";

type ProgramRow = typeof affiliatePrograms.$inferSelect;

export function toProgram(row: ProgramRow): Program {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    averageCommission: row.averageCommission,
    price: row.price,
    commissionPercentage: row.commissionPercentage,
    affiliateLink: row.affiliateLink,
    logoUrl: row.logoUrl,
    category: row.category,
    notes: row.notes,
  };
}

export async function listPrograms(db: Database): Promise<Program[]> {
  return (await db.select().from(affiliatePrograms).orderBy(asc(affiliatePrograms.id))).map(toProgram);
}

export async function createProgram(db: Database, input: z.output<typeof programCreateSchema>, now: Date): Promise<Program> {
  const [row] = await db
    .insert(affiliatePrograms)
    .values({
      ...input,
      affiliateLink: input.affiliateLink ?? null,
      logoUrl: input.logoUrl ?? null,
      notes: input.notes ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toProgram(row);
}

export async function updateProgram(
  db: Database,
  id: number,
  patch: z.output<typeof programUpdateSchema>,
  now: Date,
): Promise<Program | null> {
  const [row] = await db
    .update(affiliatePrograms)
    .set({ ...patch, updatedAt: now })
    .where(eq(affiliatePrograms.id, id))
    .returning();
  return row ? toProgram(row) : null;
}

export async function deleteProgram(db: Database, id: number): Promise<boolean> {
  return (await db.delete(affiliatePrograms).where(eq(affiliatePrograms.id, id)).returning({ id: affiliatePrograms.id })).length > 0;
}

export async function programExists(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: affiliatePrograms.id }).from(affiliatePrograms).where(eq(affiliatePrograms.id, id))).length > 0;
}
