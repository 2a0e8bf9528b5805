import type { QuickLink } from "@app/core/content";
import { QuickLinkAnchor } from "./quick-link";

/**
 * A section's sponsored quick links in the mobile menu, with their icons: loaded when the menu first opens, so the
 * icons stay out of every page's start-up code (docs/decisions/0040).
 */
export default function MobileQuickLinks({ links, onSelect }: { links: readonly QuickLink[]; onSelect: () => void }) {
  return links.map((link) => (
    <li key={link.name}>
      <QuickLinkAnchor
        link={link}
        onSelect={onSelect}
        className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-accent"
      />
    </li>
  ));
}
