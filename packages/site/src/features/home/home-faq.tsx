import type { FaqItem } from "@app/core/content";
import { ChevronDown } from "lucide-react";

/**
 * The home FAQ as native disclosures (<details>/<summary>): keyboard and screen-reader support come from
 * the browser, answers stay searchable with find-in-page, and it works before any JavaScript runs.
 */
export function HomeFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
