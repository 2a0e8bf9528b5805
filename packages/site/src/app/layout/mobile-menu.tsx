import { Gift } from "lucide-react";
import { Suspense, lazy, startTransition, useEffect, useState, type Ref } from "react";
import { Link } from "react-router";
import { ChunkBoundary } from "../../components/chunk-boundary";
import { Button } from "../../components/ui/button";
import { HeaderSearch } from "./header-search";
import { NAV_ITEMS, isSectionActive, navLinkClass } from "./nav-items";

// The quick links with their icons: loaded when the menu first opens, so the icons stay out of every page's start-up
// code (docs/decisions/0040). If their code cannot be loaded, the menu goes on without them (its sections and "View
// all" links are its own).
const QuickLinkItems = lazy(() => import("./quick-link").then((module) => ({ default: module.QuickLinkItems })));

/**
 * The phone and tablet menu: search, the same sections and quick links, WIN FREE KICKS. A native popover (in the
 * page's HTML, hidden until its button opens it), so it opens on a tap made before the page's code has started. The
 * page under it is dimmed below the header; a tap there closes it and follows nothing under it (PublicLayout); so do
 * Escape and choosing an item (`onNavigate`). The sections' quick links come with their own code when the menu first
 * opens (or when its code arrives, if a tap opened it before).
 */
export function MobileMenu({
  ref,
  id,
  pathname,
  onNavigate,
  onWinFreeKicks,
}: {
  ref: Ref<HTMLElement>;
  id: string;
  pathname: string;
  onNavigate: () => void;
  onWinFreeKicks: () => void;
}) {
  const [quickLinks, setQuickLinks] = useState(false);
  // As a transition: the open menu is painted first, and a tap or key press that made React hydrate the header at once
  // does not also wait for the quick links' code to be asked for and rendered (docs/decisions/0045).
  const showQuickLinks = () => startTransition(() => setQuickLinks(true));
  useEffect(() => {
    const nav = document.getElementById(id);
    if (nav && typeof nav.showPopover === "function" && nav.matches(":popover-open")) showQuickLinks();
  }, [id]);
  return (
    <nav
      onToggle={(event) => event.newState === "open" && showQuickLinks()}
      ref={ref}
      id={id}
      popover="auto"
      aria-label="Mobile"
      className="inset-x-0 top-16 bottom-auto h-auto max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-y bg-background text-foreground shadow-lg backdrop:top-16 backdrop:bg-black/40 lg:hidden"
    >
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
        <Suspense>
          <HeaderSearch className="md:hidden" onSubmitted={onNavigate} />
        </Suspense>
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => {
            const active = isSectionActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link to={item.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={navLinkClass(active, true)}>
                  {item.label}
                </Link>
                {item.menu && (
                  <ul className="mt-1 mb-2 grid grid-cols-2 gap-1 pl-3">
                    {quickLinks && (
                      <ChunkBoundary fallback={null}>
                        <Suspense>
                          <QuickLinkItems
                            links={item.menu.links}
                            onSelect={onNavigate}
                            className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-accent"
                          />
                        </Suspense>
                      </ChunkBoundary>
                    )}
                    <li className="col-span-2">
                      <Link
                        to={item.menu.viewAll.href}
                        onClick={onNavigate}
                        className="flex min-h-10 items-center rounded-md px-2 text-sm font-bold hover:bg-accent"
                      >
                        {item.menu.viewAll.name} →
                      </Link>
                    </li>
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <Button type="button" variant="brand" className="w-full tracking-wide" onClick={onWinFreeKicks}>
          <Gift aria-hidden="true" />
          <span className="font-black">WIN FREE KICKS</span>
        </Button>
      </div>
    </nav>
  );
}
