import { paths } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { ResponseStatus } from "../app/response-status";
import { blogPostJsonLd } from "../features/blog/blog-json-ld";
import { BlogPostLoading } from "../features/blog/blog-post-loading";
import { BlogPostView, PostNotFound } from "../features/blog/blog-post-view";
import { Seo } from "../features/seo/seo";
import { usePublicApi } from "../lib/public-api";
import { blogQueries } from "../lib/public-queries";

export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  // An unknown or unpublished slug loads as null, shown as 'Post Not Found' (status 404), which the server renders
  // and hands to the browser like any other data.
  const post = useQuery(blogQueries.detail(usePublicApi(), slug));
  // A renamed post's old slug answers with the post (the API redirects): show its current URL.
  const navigate = useNavigate();
  const current = post.data?.slug;
  useEffect(() => {
    if (current && current !== slug) navigate(paths.blogPost(current) + window.location.search, { replace: true });
  }, [current, slug, navigate]);

  if (post.isSuccess && post.data) {
    const p = post.data;
    return (
      <>
        <Seo
          title={p.metaTitle || p.title}
          description={p.metaDescription || p.excerpt}
          path={paths.blogPost(p.slug)}
          image={p.heroImage}
          type="article"
          publishedTime={p.publishedAt ?? undefined}
          jsonLd={blogPostJsonLd(p)}
        />
        <BlogPostView post={p} />
      </>
    );
  }
  if (post.isPending && slug !== "") return <BlogPostLoading />;
  return (
    <>
      <ResponseStatus code={404} />
      <Seo
        title="Post Not Found"
        description="The blog post you're looking for doesn't exist or has been removed."
        path={paths.blogPost(slug)}
        noindex
      />
      <PostNotFound />
    </>
  );
}
