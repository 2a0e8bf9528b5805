import { paths } from "@app/core";
import { BLOG_PAGE } from "@app/core/content";
import { Pager } from "../components/pager";
import { BlogList, useBlogPage } from "../features/blog/blog-list";
import { Seo } from "../features/seo/seo";
import { pageHref, usePageNumber, useScrollToTopOnPageChange } from "../lib/paging";
import { NotFoundPage } from "../app/lazy-pages";

const DESCRIPTION = "Sneaker care guides, buying guides, release stories and sneaker history from the Kicks Directory team.";

/** /blog?page=N: page N of the posts in the blog order; a malformed page number is 'Page Not Found'. */
export default function BlogListPage() {
  const page = usePageNumber();
  useScrollToTopOnPageChange(page);
  return page === null ? <NotFoundPage /> : <BlogPage page={page} />;
}

function BlogPage({ page }: { page: number }) {
  const posts = useBlogPage(page);
  const hasNext = (posts.data?.next ?? null) !== null;
  // A page past the last post does not exist (the first page is the blog, empty or not).
  if (page > 1 && posts.data?.items.length === 0) return <NotFoundPage />;

  const path = paths.blog();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Seo
        title={page === 1 ? `${BLOG_PAGE.title} Blog` : `${BLOG_PAGE.title} Blog (Page ${page})`}
        description={DESCRIPTION}
        path={pageHref(path, page)}
        prev={page > 1 ? pageHref(path, page - 1) : undefined}
        next={hasNext ? pageHref(path, page + 1) : undefined}
      />
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{BLOG_PAGE.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{BLOG_PAGE.description}</p>
      <div className="mt-8 space-y-10">
        {posts.isPending ? (
          <BlogList status="pending" />
        ) : posts.isError ? (
          <BlogList status="error" onRetry={() => void posts.refetch()} />
        ) : (
          <>
            <BlogList status="success" posts={posts.data.items} highlightFirst={page === 1} />
            <Pager path={path} page={page} hasNext={hasNext} label="Blog pages" />
          </>
        )}
      </div>
    </div>
  );
}
