import { SHARE_DRAFT_POST_MESSAGE, type Tweet, type TweetShare, paths, productAffiliateLink, shareTweetText } from "@app/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, products } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { createTweet } from "./tweets.service";

/**
 * A draft tweet for a blog post (its public URL on PUBLIC_SITE_URL) or a product (the link visitors follow;
 * `#ad` when it carries the Amazon associate tag, i.e. earns a commission). 404 when the item is gone; 409 for a
 * draft post, whose link is not public (a post scheduled to publish later may be shared: its tweet is scheduled too).
 */
export async function createShareDraft(
  db: Database,
  input: TweetShare,
  site: { publicSiteUrl: string; associateTag: string | undefined },
  now: Date,
): Promise<Tweet> {
  if (input.kind === "post") {
    const [post] = await db
      .select({ title: blogPosts.title, slug: blogPosts.slug, published: blogPosts.published })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.id));
    if (!post) throw notFound("Blog post not found");
    if (!post.published) throw conflict(SHARE_DRAFT_POST_MESSAGE);
    const content = shareTweetText(post.title, `${site.publicSiteUrl}${paths.blogPost(post.slug)}`, false);
    return createTweet(
      db,
      {
        content,
        status: "draft",
        tweetType: "general",
        scheduledFor: null,
        relatedProductId: null,
        relatedProgramId: null,
        platform: "twitter",
      },
      now,
    );
  }
  const [product] = await db.select().from(products).where(eq(products.id, input.id));
  if (!product) throw notFound("Product not found");
  const link = productAffiliateLink(product, site.associateTag);
  const affiliate = link !== productAffiliateLink(product, null);
  const content = shareTweetText(product.title, link, affiliate);
  return createTweet(
    db,
    {
      content,
      status: "draft",
      tweetType: "product",
      scheduledFor: null,
      relatedProductId: product.id,
      relatedProgramId: null,
      platform: "twitter",
    },
    now,
  );
}
