import { amazonTagFor, formatLongDate, paths, placedHtmlLinks, postPlacement, type BlogPost } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { configQueries } from "../../lib/amazon-links";
import { PlacementArea } from "../../lib/placement";
import { usePublicApi } from "../../lib/public-api";
import { BlogHeroImage } from "./blog-hero-image";

/** The page keeps a single h1: any h1 inside a stored body is shown as an h2. */
const demoteHeadings = (html: string) => html.replace(/<(\/?)h1\b/gi, "<$1h2");

/**
 * One post: hero image, category, title, author, date and the stored (server-sanitized) HTML body. Its links are the
 * post's placement (`post:{slug}`): the body's Amazon links carry the placement's tracking id, its Rakuten deep links
 * the placement as u1, and the click beacon reports it.
 */
export function BlogPostView({ post }: { post: BlogPost }) {
  const placement = postPlacement(post.slug);
  const config = useQuery(configQueries.get(usePublicApi())).data;
  const body = placedHtmlLinks(
    demoteHeadings(post.content),
    placement,
    amazonTagFor(placement, config?.amazonTrackingIds, config?.amazonAssociateTag),
  );
  return (
    <PlacementArea placement={placement}>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Link
          to={paths.blog()}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{post.category}</p>
          <h1 className="mt-2 text-3xl leading-tight font-display font-black tracking-tight sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-muted-foreground">
            By <span className="font-medium text-foreground">{post.author}</span>
            {post.publishedAt && (
              <>
                {" · "}
                <time dateTime={post.publishedAt}>{formatLongDate(new Date(post.publishedAt))}</time>
              </>
            )}
          </p>
        </header>
        <BlogHeroImage
          src={post.heroImage}
          alt={post.heroImageAlt || post.title}
          fetchPriority="high"
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-8 aspect-[1200/630] w-full rounded-lg bg-muted object-cover"
        />
        <div className="blog-prose mt-10" dangerouslySetInnerHTML={{ __html: body }} />
      </article>
    </PlacementArea>
  );
}

/** The not-found and load-error state of a post. */
export function PostNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">Post Not Found</h1>
      <p className="mt-3 text-muted-foreground">The blog post you're looking for doesn't exist or has been removed.</p>
      <Link className={buttonVariants({ className: "mt-6" })} to={paths.blog()}>
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </div>
  );
}
