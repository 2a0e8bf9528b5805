import type { BlogPostSummary } from "@app/core";
import { desc, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { idKey, isoMicros, isoMicrosKey } from "../http/admin-paging";
import type { PageRequest } from "../http/paging";
import { toSummary } from "./blog.service";

/**
 * GET /api/admin/posts (docs/decisions/0031-admin-lists-paged.md): every saved post, drafts and scheduled ones
 * included, most recently updated first (the post just edited is on top), along blog_posts_updated_idx (0011).
 */
export const adminPostKeySchema = z.tuple([z.literal("posts"), isoMicrosKey, idKey]);
export type AdminPostKey = z.output<typeof adminPostKeySchema>;

const { content: _content, ...summaryColumns } = getTableColumns(blogPosts);

/** One page of the saved posts (limit + 1 rows), each with its cursor key. */
export async function adminPostPage(db: Database, page: PageRequest<AdminPostKey>): Promise<(BlogPostSummary & { key: AdminPostKey })[]> {
  const after = page.after;
  const rows = await db
    .select({ ...summaryColumns, at: isoMicros(blogPosts.updatedAt) })
    .from(blogPosts)
    .where(after ? sql`(${blogPosts.updatedAt}, ${blogPosts.id}) < (${after[1]}::timestamptz, ${after[2]}::integer)` : undefined)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(page.limit + 1);
  return rows.map(({ at, ...row }) => ({ ...toSummary(row), key: ["posts", at, row.id] as AdminPostKey }));
}
