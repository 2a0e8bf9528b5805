import { randomBytes } from "node:crypto";
import { blogPostSchema, PREVIEW_TTL_MINUTES, type BlogPost, type PostPreview, type postPreviewRequestSchema } from "@app/core";
import { and, eq, gt, lt } from "drizzle-orm";
import type { z } from "zod";
import { hashToken } from "../auth/auth.service";
import type { Database } from "../db/client";
import { postPreviews } from "../db/schema";
import { findPostById, postFields } from "./blog.service";
import { assertProductsExist } from "./product-blocks";
import { sanitizeBlogHtml } from "./sanitize";

/** Where a preview is shown: its own address, never a post's (so nothing caches it as the post). */
export const PREVIEW_PATH = "/preview";

/**
 * Keep the editor's fields as the post they would make (sanitized as a save would), behind a random 256-bit token
 * that only the admin who asked gets; the link works for PREVIEW_TTL_MINUTES, in any browser (the desktop app opens
 * it in the system browser, which has no admin session). Expired previews are removed as new ones are made.
 */
export async function createPreview(
  db: Database,
  input: z.output<typeof postPreviewRequestSchema>,
  now: Date,
  imagePrefixes: readonly string[],
): Promise<PostPreview> {
  const saved = input.id ? await findPostById(db, input.id) : null;
  const content = sanitizeBlogHtml(input.content, imagePrefixes);
  await assertProductsExist(db, content);
  const post: BlogPost = {
    id: saved?.id ?? 0,
    ...postFields(input, content),
    // The page's title as a save would leave it to the page (the title itself when none is written).
    metaTitle: input.metaTitle || input.title,
    published: false,
    // The date the page shows: the chosen publish time, else now (as publishing now would stamp it).
    publishedAt: input.publishedAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MINUTES * 60_000);
  await db.delete(postPreviews).where(lt(postPreviews.expiresAt, now));
  await db.insert(postPreviews).values({ tokenHash: hashToken(token), post, expiresAt, createdAt: now });
  return { url: `${PREVIEW_PATH}/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The post a live preview token shows, or null (unknown, expired, or not a token at all). */
export async function findPreview(db: Database, token: string, now: Date): Promise<BlogPost | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ post: postPreviews.post })
    .from(postPreviews)
    .where(and(eq(postPreviews.tokenHash, hashToken(token)), gt(postPreviews.expiresAt, now)));
  const parsed = blogPostSchema.safeParse(row?.post);
  return parsed.success ? parsed.data : null;
}
