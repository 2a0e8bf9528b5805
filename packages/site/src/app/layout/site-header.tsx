import { SITE_NAME } from "@app/core/content";
import { Gift, Menu, X } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useNewsletterPanel } from "../../features/newsletter/use-newsletter-panel";
import { useMediaQuery } from "../../lib/use-media-query";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { Button } from "../../components/ui/button";
import { HeaderSearch } from "./header-search";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";

// The section dropdowns turn on only where the sections show (Tailwind's lg and up), after hydration: the
// prerendered page (whose first render knows no screen size) has the plain links (main-nav.tsx).
const DESKTOP_NAV_QUERY = "(min-width: 64rem)";
/** Also spelled out in Tailwind classes (they must be literal): this header's and PublicLayout's `#mobile-menu:popover-open`. */
const MOBILE_MENU_ID = "mobile-menu";

/**
 * Sticky site header: logo, sections with hover dropdowns, search, WIN FREE KICKS, theme, mobile menu. The controls a
 * visitor may tap before the page's code has started work from the HTML (docs/decisions/0040): the mobile menu is a
 * native popover its button opens and closes, the theme toggle is handled by the inline theme script, the search is a
 * GET form.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const newsletter = useNewsletterPanel();
  const wide = useMediaQuery(DESKTOP_NAV_QUERY);
  const mobileMenu = useRef<HTMLElement>(null);
  // The browser keeps the menu's open state (a tap before hydration opened it); the code only closes it on navigation.
  const closeMobile = () => mobileMenu.current?.hidePopover?.();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mobileMenu.current?.hidePopover?.();
  }, [pathname]);

  const winFreeKicks = () => {
    closeMobile();
    newsletter.open();
  };

  return (
    <header className="group/header sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:max-xl:gap-2 lg:max-xl:px-4">
        <Link to="/" className="flex shrink-0 items-center rounded-md" aria-label={`${SITE_NAME} home`}>
          <SiteLogo />
        </Link>

        <div className="ml-2 hidden lg:block lg:max-xl:ml-0">
          <MainNav pathname={pathname} dropdowns={wide} />
        </div>

        {/* The search box gives way where the sections and buttons leave less room than it asks for (1024 px with a
            wide system font): it narrows, the page never scrolls sideways. */}
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          <Suspense>
            <HeaderSearch className="w-48 min-w-0 max-md:hidden lg:w-32 xl:w-60" />
          </Suspense>
          <Button type="button" variant="brand" size="sm" onClick={winFreeKicks} className="tracking-wide max-sm:hidden">
            <Gift aria-hidden="true" />
            <span className="font-black">WIN FREE KICKS</span>
          </Button>
          <ThemeToggle />
          <Button type="button" variant="ghost" size="icon" className="lg:hidden" aria-label="Menu" popoverTarget={MOBILE_MENU_ID}>
            <Menu aria-hidden="true" className="group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden group-has-[#mobile-menu:popover-open]/header:block" />
          </Button>
        </div>
      </div>

      {/* Hydrated on their own, so typing into a search box before the page has hydrated waits for that box alone. */}
      <Suspense>
        <MobileMenu ref={mobileMenu} id={MOBILE_MENU_ID} pathname={pathname} onNavigate={closeMobile} onWinFreeKicks={winFreeKicks} />
      </Suspense>
    </header>
  );
}
