import { blogPostSchema, paths, queryKeys, type BlogPost } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { blogPostJsonLd } from "../features/blog/blog-json-ld";
import { BlogPostLoading } from "../features/blog/blog-post-loading";
import { BlogPostView, PostNotFound } from "../features/blog/blog-post-view";
import { Seo } from "../features/seo/seo";

const parsePost = (data: unknown): BlogPost => blogPostSchema.parse(data);

export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  const post = useQuery({ queryKey: queryKeys.blog.detail(slug), select: parsePost, enabled: slug !== "" });
  // A renamed post's old slug answers with the post (the API redirects): show its current URL.
  const navigate = useNavigate();
  const current = post.data?.slug;
  useEffect(() => {
    if (current && current !== slug) navigate(paths.blogPost(current) + window.location.search, { replace: true });
  }, [current, slug, navigate]);

  if (post.isSuccess) {
    const p = post.data;
    return (
      <>
        <Seo
          title={p.metaTitle || p.title}
          description={p.metaDescription || p.excerpt}
          path={paths.blogPost(p.slug)}
          image={p.heroImage}
          type="article"
          jsonLd={blogPostJsonLd(p)}
        />
        <BlogPostView post={p} />
      </>
    );
  }
  if (post.isPending && slug !== "") return <BlogPostLoading />;
  return (
    <>
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
