import { Link } from "react-router";
import type { NavItem } from "./nav-items";
import { QuickLinkItems } from "./quick-link";

/**
 * A header section's dropdown panel: its sponsored quick links and View All. Loaded when a visitor first points at
 * or focuses a section that has one (app/layout/main-nav.tsx), so no page's start-up code carries it.
 */
export default function NavDropdown({ id, menu, onSelect }: { id: string; menu: NonNullable<NavItem["menu"]>; onSelect: () => void }) {
  return (
    <div id={id} className="absolute top-full left-0 z-40 pt-2">
      <div className="w-64 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
        <ul className="space-y-0.5">
          <QuickLinkItems
            links={menu.links}
            onSelect={onSelect}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
          />
        </ul>
        <div className="mt-1 border-t pt-1">
          <Link
            to={menu.viewAll.href}
            onClick={onSelect}
            className="block rounded-md px-3 py-2 text-sm font-bold hover:bg-accent hover:text-accent-foreground"
          >
            {menu.viewAll.name} →
          </Link>
        </div>
      </div>
    </div>
  );
}
