import { paths, type BlogPost } from "@app/core";
import { breadcrumbList } from "../seo/structured-data";
import { absoluteUrl } from "../seo/seo";

/** schema.org BlogPosting and BreadcrumbList for a post. */
export function blogPostJsonLd(post: BlogPost) {
  const url = absoluteUrl(paths.blogPost(post.slug));
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.metaDescription || post.excerpt,
      image: [absoluteUrl(post.heroImage)],
      author: { "@type": "Organization", name: post.author },
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      mainEntityOfPage: url,
      ...(post.keywords.length ? { keywords: post.keywords.join(", ") } : {}),
    },
    breadcrumbList([
      { name: "Home", path: paths.home() },
      { name: "Blog", path: paths.blog() },
      { name: post.title, path: paths.blogPost(post.slug) },
    ]),
  ];
}
