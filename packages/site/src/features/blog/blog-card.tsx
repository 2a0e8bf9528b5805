import { paths, type BlogPostSummary } from "@app/core";
import { Link } from "react-router";
import { cx } from "../../lib/class-names";
import { trackLinkClick } from "../analytics/analytics";
import { BlogHeroImage } from "./blog-hero-image";

/**
 * A post in the blog grid: hero image, category, title, excerpt and author. `priority`: its image is the largest
 * thing in view (the grid's first post), preloaded from the server-rendered head.
 */
export function BlogCard({
  post,
  highlighted,
  eager,
  priority,
}: {
  post: BlogPostSummary;
  highlighted: boolean;
  eager: boolean;
  priority: boolean;
}) {
  return (
    <article
      className={cx(
        "group relative flex h-full flex-col overflow-hidden rounded-lg bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        highlighted ? "blog-shake border-2 border-brand" : "border border-border",
      )}
      data-highlighted={highlighted || undefined}
    >
      <BlogHeroImage
        src={post.heroImage}
        alt={post.heroImageAlt || post.title}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[1200/630] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand uppercase">{post.category}</p>
        <h2 className="mt-2 text-xl leading-snug font-bold">
          <Link
            to={paths.blogPost(post.slug)}
            onClick={() => trackLinkClick("blog_post", post.title, paths.blogPost(post.slug))}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-muted-foreground">By {post.author}</p>
      </div>
    </article>
  );
}
