import { RESOURCE_CATEGORIES, RESOURCES } from "@app/core/content";
import { ResourceCard } from "./resource-card";

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The 37 listings under their category headings, in RESOURCE_CATEGORIES order. */
export function ResourceDirectory() {
  const groups = RESOURCE_CATEGORIES.map((category) => ({
    category,
    items: RESOURCES.filter((r) => r.category === category),
  })).filter((g) => g.items.length > 0);

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
                <li key={resource.name}>
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
