import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { PageBoundary } from "../../components/chunk-boundary";
import { NewsletterWidget } from "../../features/newsletter/newsletter-panel";
import { AffiliateDisclosure } from "./affiliate-disclosure";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Scrolls to the top on a new path (not on hash or query changes), and leaves Back and Forward to the browser, which
 * puts the page back where it was. Not on the first render: the page arrived at the top, and by the time a
 * server-rendered page hydrates the visitor may have scrolled it (a jump back would also move whatever they were
 * about to tap out from under their finger).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const back = useNavigationType() === "POP";
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!back) window.scrollTo(0, 0);
  }, [pathname, back]);
  return null;
}

/**
 * The public pages' frame: skip link, header, main (opening with the affiliate disclosure, before any affiliate link
 * of the page: docs/decisions/0039), footer and the newsletter widget. Header, page, footer and widget are Suspense
 * boundaries, so each hydrates on its own: a tap on the header while the page hydrates makes React hydrate the header
 * alone at once, not the whole page in one long task (docs/decisions/0040). While the phone menu is open, everything
 * but the header takes no pointer events, so a tap on the dimmed page under the menu (which the popover's backdrop
 * lets through) lands on the page's background: it closes the menu and follows nothing there, a filter or a Shop Now
 * link, before the page's code has arrived as after. The rule asks the header (`header:has(…) ~ *`), not the layout
 * (`:has(…) > :not(header)`): with the layout, every element's ancestor, as the subject of `:has()`, Chromium restyled
 * the whole page on any element added anywhere in it (315 elements on Home, 45 ms of a phone's main thread at 12× CPU,
 * at every hero advance); the header is an ancestor of nothing the page changes.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col [&>header:has(#mobile-menu:popover-open)~*]:pointer-events-none">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <AffiliateDisclosure />
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Suspense>
        <NewsletterWidget />
      </Suspense>
    </div>
  );
}
