import { SITE_LOGO, SITE_NAME } from "@app/core/content";
import { Gift, Menu, X } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Link, useLocation } from "../../lib/router";
import { useNewsletterPanel } from "../../features/newsletter/use-newsletter-panel";
import { useMediaQuery } from "../../lib/use-media-query";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { Button } from "../ui/button";
import { HeaderSearch } from "./header-search";
import { MainNav } from "./main-nav";

// The mobile menu is interaction-only, so it loads on first intent (the home page's start-up JavaScript stays
// small). The section dropdowns turn on only where the sections show (Tailwind's lg and up), after hydration: the
// prerendered page (whose first render knows no screen size) has the plain links (main-nav.tsx).
const DESKTOP_NAV_QUERY = "(min-width: 64rem)";
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();

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
          <MainNav pathname={pathname} dropdowns={wide} />
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
