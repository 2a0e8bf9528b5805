import { NEWSLETTER_COPY } from "@app/core/content";
import { Gift, X } from "lucide-react";
import { Suspense } from "react";
import { cx } from "../../lib/class-names";
import { LazyNewsletterSignupPanel, preloadNewsletterPanel } from "./newsletter-panel-loader";
import { useNewsletterPanel } from "./use-newsletter-panel";

const NEWSLETTER_PANEL_ID = "newsletter-panel";

/** The sticky 'Win Free Kicks' / 'Hide Signup' toggle and, when open, the signup panel above it. */
export function NewsletterWidget() {
  const { isOpen, toggle, close } = useNewsletterPanel();
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
          menu has the same button meanwhile. Open, it is the panel's 'Hide Signup' everywhere. */}
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
