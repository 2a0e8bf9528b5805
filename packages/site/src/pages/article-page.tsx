import { paths } from "@app/core";
import { ARTICLE, SITE_NAME } from "@app/core/content";
import { ArticleList } from "../features/article/article-list";
import { absoluteUrl, Seo } from "../features/seo/seo";
import { breadcrumbList } from "../features/seo/structured-data";

const DESCRIPTION =
  "From the Air Jordan XVII briefcase to the Nike MAG case: our countdown of the 20 most innovative sneaker boxes ever made.";

export default function ArticlePage() {
  const top = [...ARTICLE.items].sort((a, b) => a.rank - b.rank)[0];
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: ARTICLE.title,
      description: DESCRIPTION,
      ...(top ? { image: [absoluteUrl(top.image)] } : {}),
      author: { "@type": "Organization", name: SITE_NAME },
      publisher: { "@type": "Organization", name: SITE_NAME },
      mainEntityOfPage: absoluteUrl(paths.article()),
    },
    breadcrumbList([
      { name: "Home", path: paths.home() },
      { name: ARTICLE.title, path: paths.article() },
    ]),
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Seo title={ARTICLE.title} description={DESCRIPTION} path={paths.article()} type="article" jsonLd={jsonLd} />
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Featured Article</p>
        <h1 className="mt-2 text-3xl leading-tight font-display font-black tracking-tight sm:text-5xl">{ARTICLE.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{ARTICLE.intro}</p>
      </header>
      <div className="mt-12">
        <ArticleList items={ARTICLE.items} />
      </div>
      <p className="mt-12 rounded-lg border border-border bg-card p-6 leading-relaxed">{ARTICLE.outro}</p>
    </article>
  );
}
