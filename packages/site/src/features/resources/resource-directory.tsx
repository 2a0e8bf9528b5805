import { RESOURCE_CATEGORIES } from "@app/core/content";
import { useQuery } from "@tanstack/react-query";
import { usePublicApi } from "../../lib/public-api";
import { resourceQueries } from "../../lib/public-queries";
import { ResourceCard } from "./resource-card";

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The brand listings (GET /api/resources, the admin edits them) under their category headings, in RESOURCE_CATEGORIES order. */
export function ResourceDirectory() {
  const resources = useQuery(resourceQueries.list(usePublicApi()));

  if (resources.isPending) {
    return (
      // Tall enough that the footer starts below the fold: the list replacing it shifts nothing in view (CLS).
      <p role="status" className="min-h-dvh py-16 text-center text-muted-foreground">
        Loading resources...
      </p>
    );
  }
  if (resources.isError) {
    return (
      <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
        <p className="text-lg font-semibold">We couldn't load the directory.</p>
        <p className="mt-1 text-muted-foreground">Please check your connection and try again.</p>
      </div>
    );
  }
  const groups = RESOURCE_CATEGORIES.map((category) => ({
    category,
    items: resources.data.filter((r) => r.category === category),
  })).filter((g) => g.items.length > 0);
  if (groups.length === 0) {
    return <p className="py-16 text-center text-lg font-semibold">No listings yet</p>;
  }

  return (
    <>
      <nav aria-label="Resource categories" className="flex flex-wrap gap-2">
        {groups.map(({ category }) => (
          <a
            key={category}
            href={`#${slug(category)}`}
            className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm font-medium hover:bg-muted"
          >
            {category}
          </a>
        ))}
      </nav>
      <div className="mt-10 space-y-12">
        {groups.map(({ category, items }) => (
          <section key={category} id={slug(category)} aria-labelledby={`${slug(category)}-heading`} className="scroll-mt-24">
            <h2 id={`${slug(category)}-heading`} className="text-2xl font-bold">
              {category}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
