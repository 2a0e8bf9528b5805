import { SITE_LOGO, SITE_NAME } from "@app/core/content";
import { ChevronDown, Gift, Menu, X } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Link, useLocation } from "react-router";
import { useNewsletterPanel } from "../../features/newsletter/use-newsletter-panel";
import { useMediaQuery } from "../../lib/use-media-query";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { Button } from "../ui/button";
import { HeaderSearch } from "./header-search";
import { NAV_ITEMS, isSectionActive, navLinkClass } from "./nav-items";

// The dropdown navigation and the mobile menu are interaction-only, so they load after start-up
// (the home page's start-up JavaScript stays small); the plain links below stand in until then. The dropdowns
// load only where the section links show (Tailwind's lg and up): phones never download them, and the
// prerendered page (whose first render knows no screen size) has the plain links.
const DESKTOP_NAV_QUERY = "(min-width: 64rem)";
const loadDesktopNav = () => import("./desktop-nav");
const loadMobileMenu = () => import("./mobile-menu");
const DesktopNav = lazy(loadDesktopNav);
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();

/** The section links without dropdowns: same markup and looks as the loaded navigation, chevrons included. */
function PlainNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => {
          const active = isSectionActive(pathname, item.href);
          return (
            <li key={item.href}>
              <Link to={item.href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
                {item.label}
                {item.menu && <ChevronDown className="size-3.5" aria-hidden="true" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Sticky site header: logo, sections with hover dropdowns, search, WIN FREE KICKS, theme, mobile menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const newsletter = useNewsletterPanel();
  const wide = useMediaQuery(DESKTOP_NAV_QUERY);
  // The mobile menu is open only on the path where it was opened: any navigation closes it.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const closeMobile = () => setMobileOpenAt(null);

  const winFreeKicks = () => {
    closeMobile();
    newsletter.open();
  };

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center rounded-md" aria-label={`${SITE_NAME} home`}>
          <img src={SITE_LOGO} alt="" width={180} height={32} className="h-8 w-auto" />
        </Link>

        <div className="ml-2 hidden lg:block">
          {wide ? (
            <Suspense fallback={<PlainNav pathname={pathname} />}>
              <DesktopNav pathname={pathname} />
            </Suspense>
          ) : (
            <PlainNav pathname={pathname} />
          )}
        </div>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <HeaderSearch className="w-48 max-md:hidden lg:w-32 xl:w-60" />
          <Button type="button" variant="brand" size="sm" onClick={winFreeKicks} className="tracking-wide max-sm:hidden">
            <Gift aria-hidden="true" />
            <span className="font-black">WIN FREE KICKS</span>
          </Button>
          <ThemeToggle />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onPointerEnter={preloadMobileMenu}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setMobileOpenAt(mobileOpen ? null : pathname)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu pathname={pathname} onNavigate={closeMobile} onWinFreeKicks={winFreeKicks} />
        </Suspense>
      )}
    </header>
  );
}
