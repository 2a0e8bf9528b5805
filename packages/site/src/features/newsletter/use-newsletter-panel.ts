import { NEWSLETTER_TIMINGS } from "@app/core";
import { useEffect } from "react";
import { useNewsletterPanelState } from "./newsletter-state";
import { preloadNewsletterPanel } from "./newsletter-panel-loader";

export const NEWSLETTER_HASH = "#newsletter";

/** Open/close the newsletter panel from anywhere (header button, toggle, pages). */
export function useNewsletterPanel() {
  const { isOpen, openAfter, close } = useNewsletterPanelState();
  return {
    isOpen,
    /** Opens immediately, or after `delayMs`. */
    open: (delayMs = 0) => {
      preloadNewsletterPanel();
      openAfter(delayMs);
    },
    /** The toggle's behaviour: opening waits 150 ms, closing is immediate. */
    toggle: () => {
      if (isOpen) return close();
      preloadNewsletterPanel();
      openAfter(NEWSLETTER_TIMINGS.toggleOpenDelayMs);
    },
    close,
  };
}

/**
 * On mount, a `#newsletter` hash opens the panel after 300 ms and is then removed from the URL
 * (on the pages that show the panel: Home and Stores).
 */
export function useNewsletterHash() {
  const { openAfter } = useNewsletterPanelState();
  useEffect(() => {
    if (window.location.hash !== NEWSLETTER_HASH) return;
    preloadNewsletterPanel();
    const timer = setTimeout(() => {
      openAfter(0);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
    }, NEWSLETTER_TIMINGS.hashOpenDelayMs);
    return () => clearTimeout(timer);
  }, [openAfter]);
}
