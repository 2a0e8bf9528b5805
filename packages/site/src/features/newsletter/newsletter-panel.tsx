import { NEWSLETTER_COPY } from "@app/core/content";
import { Gift, X } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { cx } from "../../lib/class-names";
import { LazyNewsletterSignupPanel, preloadNewsletterPanel } from "./newsletter-panel-loader";
import { useNewsletterPanel } from "./use-newsletter-panel";

const NEWSLETTER_PANEL_ID = "newsletter-panel";

/**
 * True while the visitor scrolls down the page (reading), false once they scroll back up or reach the page's end,
 * whose bottom padding (site-footer.tsx) keeps the toggle's place free of text.
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const settle = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 8;
      setDown(y > last && !atEnd);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(settle);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

/** The sticky 'Win Free Kicks' / 'Hide Signup' toggle and, when open, the signup panel above it. */
export function NewsletterWidget() {
  const { isOpen, toggle, close } = useNewsletterPanel();
  const tucked = useScrollingDown() && !isOpen;
  return (
    <>
      {isOpen && (
        <Suspense fallback={null}>
          <LazyNewsletterSignupPanel id={NEWSLETTER_PANEL_ID} onClose={close} />
        </Suspense>
      )}
      {/* While closed, the floating toggle is a phone's only: from the sm breakpoint the header shows the same button
          (WIN FREE KICKS), and a second one floating over the bottom-right card would only cover it. A phone shows it
          once the page has scrolled (globals.css: reveal-on-scroll), so it never sits on the hero's text; the header's
          menu has the same button meanwhile. It steps aside while the visitor scrolls down, so it never sits on what
          they are reading, and comes back when they scroll up or reach the end. Open, it is the panel's 'Hide Signup'
          everywhere. */}
      <div className={cx("fixed right-4 bottom-4 z-40", !isOpen && "reveal-on-scroll sm:hidden")}>
        <button
          type="button"
          onClick={toggle}
          onPointerEnter={preloadNewsletterPanel}
          onFocus={preloadNewsletterPanel}
          aria-expanded={isOpen}
          aria-controls={isOpen ? NEWSLETTER_PANEL_ID : undefined}
          className={cx(
            "inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-black uppercase tracking-wide shadow-lg",
            "bg-brand text-brand-foreground hover:bg-brand/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
            "transition-[translate,opacity,visibility] duration-200 motion-reduce:transition-none",
            tucked && "invisible translate-y-[calc(100%+1rem)] opacity-0",
            !isOpen && "animate-wiggle motion-reduce:animate-none",
          )}
        >
          {isOpen ? <X className="size-4" aria-hidden="true" /> : <Gift className="size-4" aria-hidden="true" />}
          {isOpen ? NEWSLETTER_COPY.hideLabel : NEWSLETTER_COPY.toggleLabel}
        </button>
      </div>
    </>
  );
}
