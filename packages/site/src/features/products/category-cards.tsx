import type { ProductCategoryCard } from "@app/core/content";
import { ExternalLink } from "lucide-react";
import { ContentIcon } from "../../components/content-icon";
import { SPONSORED_REL } from "@app/core";
import { Picture } from "../../components/picture";
import { useAmazonLink } from "../../lib/amazon-links";
import { trackCategoryClick } from "../analytics/analytics";

/**
 * The six shopping categories; each opens a retailer search in a new tab. On a phone they are one column at the end of
 * a long page, so each skips its style and layout until it nears the screen (`render-when-visible`).
 */
export function CategoryCards({ categories }: { categories: readonly ProductCategoryCard[] }) {
  const tagged = useAmazonLink();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug} className="max-sm:render-when-visible">
          <a
            href={tagged(category.href)}
            target="_blank"
            rel={SPONSORED_REL}
            onClick={() => trackCategoryClick(category.name, tagged(category.href))}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:border-brand hover:shadow-md"
          >
            <Picture
              src={category.image}
              alt=""
              width={800}
              height={400}
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              loading="lazy"
              decoding="async"
              className="aspect-[2/1] w-full bg-muted object-cover"
            />
            <span className="flex flex-1 flex-col p-5">
              <span className="flex items-center gap-2">
                <ContentIcon name={category.icon} className="size-5 text-brand" />
                <span className="text-lg font-bold group-hover:underline">{category.name}</span>
                <ExternalLink aria-hidden="true" className="ml-auto size-4 text-muted-foreground" />
              </span>
              <span className="mt-2 text-sm text-muted-foreground">{category.description}</span>
              <span className="sr-only">(opens a retailer search in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
