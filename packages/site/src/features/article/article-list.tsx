import type { ArticleItem } from "@app/core/content";
import { Picture } from "../../components/picture";

/** The article pictures are 3:2 (packages/site/scripts/generate-images.mjs). */
const IMAGE = { width: 900, height: 600 } as const;

/** The ranked countdown: highest rank first, down to number 1. */
export function ArticleList({ items }: { items: readonly ArticleItem[] }) {
  const ranked = [...items].sort((a, b) => b.rank - a.rank);
  return (
    <ol reversed className="space-y-12">
      {ranked.map((item, i) => (
        <li key={item.rank} className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
          <Picture
            src={item.image}
            alt={`${item.name} (${item.year})`}
            width={IMAGE.width}
            height={IMAGE.height}
            sizes="(min-width: 768px) 400px, 100vw"
            loading={i === 0 ? "eager" : "lazy"}
            decoding="async"
            className="aspect-[3/2] w-full rounded-lg border border-border bg-muted object-cover"
          />
          <div>
            <h2 className="flex items-baseline gap-3 text-2xl leading-tight font-bold">
              <span className="shrink-0 text-4xl font-black text-brand">
                <span className="sr-only">Number </span>
                {item.rank}
                <span className="sr-only">:</span>
              </span>
              <span>{item.name}</span>
            </h2>
            <p className="mt-1 text-sm font-semibold text-muted-foreground">{item.year}</p>
            <p className="mt-3 leading-relaxed">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
