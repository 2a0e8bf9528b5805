import { SHARE_DRAFT_POST_MESSAGE, type Tweet, type TweetShare, isAmazonUrl, paths, productAffiliateLink, shareTweetText } from "@app/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, products } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { createTweet, type TweetSite } from "./tweets.service";

/**
 * A tweet for a blog post (its public URL on PUBLIC_SITE_URL) or a product (the link visitors follow; `#ad` when it
 * carries the Amazon associate tag, i.e. earns a commission): a draft to edit and schedule, except for a post scheduled
 * to go live later, whose tweet is scheduled for that time (its link is a 404 until then), as Buffer queues a share.
 * 404 when the item is gone; 409 for a draft post, whose link is not public.
 */
export async function createShareTweet(
  db: Database,
  input: TweetShare,
  site: TweetSite & { associateTag: string | undefined },
  now: Date,
): Promise<Tweet> {
  if (input.kind === "post") {
    const [post] = await db
      .select({ title: blogPosts.title, slug: blogPosts.slug, published: blogPosts.published, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.id));
    if (!post) throw notFound("Blog post not found");
    if (!post.published) throw conflict(SHARE_DRAFT_POST_MESSAGE);
    const content = shareTweetText(post.title, `${site.publicSiteUrl}${paths.blogPost(post.slug)}`, false);
    const later = post.publishedAt && post.publishedAt.getTime() > now.getTime() ? post.publishedAt : null;
    return createTweet(
      db,
      {
        content,
        status: later ? "scheduled" : "draft",
        tweetType: "general",
        scheduledFor: later?.toISOString() ?? null,
        relatedProductId: null,
        relatedProgramId: null,
        platform: "twitter",
      },
      now,
      site,
    );
  }
  const [product] = await db.select().from(products).where(eq(products.id, input.id));
  if (!product) throw notFound("Product not found");
  const link = productAffiliateLink(product, site.associateTag);
  // Tagged by the site, or a detailPageURL carrying the API's partner tag: either way the link earns (#ad).
  const affiliate = link !== productAffiliateLink(product, null) || (isAmazonUrl(link) && new URL(link).searchParams.has("tag"));
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
    site,
  );
}
