import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { NewsletterWidget } from "../../features/newsletter/newsletter-panel";
import { PageFallback } from "./page-fallback";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Scrolls to the top on a new path (not on hash or query changes). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The public pages' frame: skip link, header, main, footer and the newsletter widget. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <NewsletterWidget />
    </div>
  );
}
