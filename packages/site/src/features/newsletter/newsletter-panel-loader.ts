import { lazy } from "react";

/**
 * The signup panel is its own chunk: it is only needed once opened. Opening waits 150 ms (toggle) or
 * 300 ms (hash) anyway, and every way of opening starts the download first, so it is normally ready in time.
 */
const loadPanel = () => import("./newsletter-signup-panel");

export const LazyNewsletterSignupPanel = lazy(loadPanel);

export function preloadNewsletterPanel() {
  void loadPanel();
}
