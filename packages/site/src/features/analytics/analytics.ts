/**
 * The one analytics adapter ("analytics events go to a page-analytics service").
 * Google Analytics 4 is used only when VITE_GA_MEASUREMENT_ID is set; otherwise every call is a no-op
 * and nothing leaves the browser. Loading GA needs the server's CSP to allow
 * https://www.googletagmanager.com (script-src) and https://*.google-analytics.com (connect-src).
 */

export type EventParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsSink {
  pageView(path: string): void;
  event(name: string, params: EventParams): void;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let sink: AnalyticsSink | null = null;

/** Builds a GA4 sink: injects gtag.js once and configures it without automatic page views. */
export function googleAnalyticsSink(measurementId: string, doc: Document = document): AnalyticsSink {
  const win = doc.defaultView as Window;
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js expects the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag = gtag;
  if (!doc.querySelector(`script[data-ga="${measurementId}"]`)) {
    const script = doc.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.dataset.ga = measurementId;
    doc.head.appendChild(script);
  }
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  return {
    pageView: (path) => gtag("event", "page_view", { page_path: path, page_location: win.location.href, page_title: doc.title }),
    event: (name, params) => gtag("event", name, params),
  };
}

/** Chooses the sink once at start-up; an empty measurement id keeps analytics off. */
export function initAnalytics(measurementId: string) {
  sink = measurementId ? googleAnalyticsSink(measurementId) : null;
}

/** For tests and hosts that bring their own sink. */
export function setAnalyticsSink(next: AnalyticsSink | null) {
  sink = next;
}

export function trackPageView(path: string) {
  sink?.pageView(path);
}

export function trackEvent(name: string, params: EventParams = {}) {
  sink?.event(name, params);
}

// ---- The events, typed for the pages ----

/** The link categories. */
export type LinkCategory = "affiliate_link" | "rakuten_affiliate_link" | "store_directory" | "store_directions" | "blog_post";

interface ProductRef {
  id: number;
  title: string;
  price?: string | number;
  sourceStore?: string;
}

const productParams = (p: ProductRef): EventParams => ({
  item_id: String(p.id),
  item_name: p.title,
  price: p.price === undefined ? undefined : Number(p.price) || undefined,
  item_brand: p.sourceStore,
});

/** A click on a product's outbound (affiliate) link. */
export function trackProductLinkClick(product: ProductRef, placement: string) {
  trackEvent("product_link_click", { ...productParams(product), placement });
}

/** A product shown to the visitor (hero slide or card). */
export function trackViewProduct(product: ProductRef, placement: string) {
  trackEvent("view_product", { ...productParams(product), placement });
}

/** The hero's call to action. */
export function trackHeroCtaClick(product: ProductRef) {
  trackEvent("hero_cta_click", productParams(product));
}

/** A category card or category link. */
export function trackCategoryClick(category: string, destination?: string) {
  trackEvent("category_click", { category, destination });
}

/** An outbound or content link of one of the spec's link categories. */
export function trackLinkClick(category: LinkCategory, label: string, url?: string) {
  trackEvent("link_click", { link_category: category, link_label: label, link_url: url });
}
