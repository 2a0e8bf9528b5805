import { paths } from "@app/core";
import { BLOG_PAGE } from "@app/core/content";
import { BlogList } from "../features/blog/blog-list";
import { Seo } from "../features/seo/seo";

export default function BlogListPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Seo
        title={`${BLOG_PAGE.title} Blog`}
        description="Sneaker care guides, buying guides, release stories and sneaker history from the Kicks Directory team."
        path={paths.blog()}
      />
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{BLOG_PAGE.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{BLOG_PAGE.description}</p>
      <div className="mt-8">
        <BlogList />
      </div>
    </div>
  );
}
