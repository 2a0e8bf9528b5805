import { BLOG_AUTHOR, type BlogPost, type BlogPostSummary, type blogCreateSchema, type blogUpdateSchema } from "@app/core";
import { and, desc, eq, getTableColumns, lte, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { blogPosts, blogSlugHistory } from "../db/schema";
import { isUniqueViolation } from "../db/rows";
import { conflict } from "../http/errors";
import { idKey, isoMicros, isoMicrosKey } from "../http/admin-paging";
import type { PageRequest } from "../http/paging";
import { assertProductsExist, writePostProducts } from "./product-blocks";
import { sanitizeBlogHtml } from "./sanitize";

type PostRow = typeof blogPosts.$inferSelect;
export const DUPLICATE_SLUG = "A post with this slug already exists";

export function toSummary(row: Omit<PostRow, "content">): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    heroImage: row.heroImage,
    heroImageAlt: row.heroImageAlt,
    featured: row.featured,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    published: row.published,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBlogPost(row: PostRow): BlogPost {
  return { ...toSummary(row), content: row.content };
}

const { content: _content, ...summaryColumns } = getTableColumns(blogPosts);

/**
 * A post is public exactly when it is published and its publish time has come (core `postVisibility`): the
 * blog list, a post, search, the sitemap and the feed all filter with this.
 */
export const isPublic = (now: Date): SQL => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now)) as SQL;

/**
 * Where a public post sits in the blog list (core orderBlogPosts: pinned slugs, featured, the rest; newest first
 * within each), kept by the database (`blog_rank`, drizzle/0011): its rank, publish time (ISO, microseconds) and id.
 */
export const blogKeySchema = z.tuple([z.number().int().min(0).max(3), isoMicrosKey, idKey]);
export type BlogKey = z.output<typeof blogKeySchema>;

/** One page of the public blog list (limit + 1 rows), each post with its list key. */
export async function publicPostPage(db: Database, now: Date, page: PageRequest<BlogKey>): Promise<(BlogPostSummary & { key: BlogKey })[]> {
  const after = page.after;
  const rank = sql`${blogPosts}.blog_rank`;
  const rows = await db
    .select({
      ...summaryColumns,
      rank: sql<number>`${rank}::integer`,
      at: isoMicros(blogPosts.publishedAt),
    })
    .from(blogPosts)
    .where(
      and(
        isPublic(now),
        after
          ? sql`(${rank} > ${after[0]}::smallint or (${rank} = ${after[0]}::smallint and (${blogPosts.publishedAt}, ${blogPosts.id}) < (${after[1]}::timestamptz, ${after[2]}::integer)))`
          : undefined,
      ),
    )
    .orderBy(rank, desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ rank: r, at, ...row }) => ({ ...toSummary(row), key: [Number(r), at, row.id] as BlogKey }));
}

/** The post at `slug`: any post for the admin (drafts and scheduled ones too), otherwise public posts only. */
export async function findPostBySlug(db: Database, slug: string, includeDrafts: boolean, now: Date): Promise<BlogPost | null> {
  const where = includeDrafts ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), isPublic(now));
  const [row] = await db.select().from(blogPosts).where(where);
  return row ? toBlogPost(row) : null;
}

export async function findPostById(db: Database, id: number): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toBlogPost(row) : null;
}

/**
 * The current slug of the public post that once answered to `oldSlug` (renamed since), or null. History rows
 * point at the post, so a chain of renames (a → b → c) resolves straight to c.
 */
export async function renamedSlug(db: Database, oldSlug: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugHistory.postId))
    .where(and(eq(blogSlugHistory.oldSlug, oldSlug), isPublic(now)));
  return row?.slug ?? null;
}

async function assertSlugFree(db: Database, slug: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId));
  const taken = await db.select({ id: blogPosts.id }).from(blogPosts).where(where);
  if (taken.length > 0) throw conflict(DUPLICATE_SLUG);
}

type PostInput = Omit<z.output<typeof blogCreateSchema>, "published" | "publishedAt">;

/** What a post takes from the editor's fields (a save's or a preview's): the author, the hero's alt text, the sanitized content. */
export function postFields(input: PostInput, content: string) {
  const { slug, title, excerpt, category, heroImage, featured, metaTitle, metaDescription, keywords } = input;
  const heroImageAlt = input.heroImageAlt || title;
  return {
    slug,
    title,
    excerpt,
    category,
    heroImage,
    heroImageAlt,
    featured,
    metaTitle,
    metaDescription,
    keywords,
    content,
    author: BLOG_AUTHOR,
  };
}

/**
 * POST /api/blog: the server sets the author and the hero alt text (the title unless the admin wrote one), sanitizes the HTML, and stamps
 * publishedAt when a post is published without one (a draft has none).
 */
export async function createPost(
  db: Database,
  input: z.output<typeof blogCreateSchema>,
  now: Date,
  imagePrefixes: readonly string[] = [],
): Promise<BlogPost> {
  await assertSlugFree(db, input.slug);
  const content = sanitizeBlogHtml(input.content, imagePrefixes);
  await assertProductsExist(db, content);
  try {
    return await db.transaction(async (tx) => {
      // A live post takes its slug back from any renamed post's history.
      await tx.delete(blogSlugHistory).where(eq(blogSlugHistory.oldSlug, input.slug));
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...postFields(input, content),
          published: input.published,
          publishedAt: input.published ? (input.publishedAt ? new Date(input.publishedAt) : now) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await writePostProducts(tx, row.id, row.content);
      return toBlogPost(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_SLUG);
    throw error;
  }
}

/** PATCH /api/admin/posts/{id}; null when the post does not exist. */
export async function updatePost(
  db: Database,
  id: number,
  patch: z.output<typeof blogUpdateSchema>,
  now: Date,
  imagePrefixes: readonly string[] = [],
): Promise<BlogPost | null> {
  const [existing] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!existing) return null;
  if (patch.slug !== undefined && patch.slug !== existing.slug) await assertSlugFree(db, patch.slug, id);
  const published = patch.published ?? existing.published;
  const requested =
    patch.publishedAt === undefined ? existing.publishedAt : patch.publishedAt === null ? null : new Date(patch.publishedAt);
  const { heroImageAlt, content, publishedAt: _publishedAt, ...rest } = patch;
  const sanitized = content !== undefined ? sanitizeBlogHtml(content, imagePrefixes) : undefined;
  if (sanitized !== undefined) await assertProductsExist(db, sanitized);
  // The hero's alt text as the admin wrote it; blank (or never set: it was the title) follows the title.
  const title = patch.title ?? existing.title;
  const alt = heroImageAlt !== undefined ? heroImageAlt || title : existing.heroImageAlt === existing.title ? title : existing.heroImageAlt;
  try {
    return await db.transaction(async (tx) => {
      if (patch.slug !== undefined && patch.slug !== existing.slug) {
        await tx.delete(blogSlugHistory).where(eq(blogSlugHistory.oldSlug, patch.slug));
        // Links to a post that has been published keep working after a rename (a 301 from the old slug).
        if (existing.published) await tx.insert(blogSlugHistory).values({ oldSlug: existing.slug, postId: id, createdAt: now });
      }
      const [row] = await tx
        .update(blogPosts)
        .set({
          ...rest,
          ...(sanitized !== undefined ? { content: sanitized } : {}),
          heroImageAlt: alt,
          published,
          publishedAt: published ? (requested ?? now) : null,
          updatedAt: now,
        })
        .where(eq(blogPosts.id, id))
        .returning();
      // The products the post features follow its content.
      if (row && sanitized !== undefined) await writePostProducts(tx, id, row.content);
      return row ? toBlogPost(row) : null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_SLUG);
    throw error;
  }
}

export async function deletePost(db: Database, id: number): Promise<boolean> {
  return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
}

/** The newest public posts, for the RSS feed. */
export async function newestPublicPosts(db: Database, now: Date, limit: number): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toSummary);
}
