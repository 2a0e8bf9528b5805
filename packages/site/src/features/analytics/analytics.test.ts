import { afterEach, describe, expect, it, vi } from "vitest";
import {
  googleAnalyticsSink,
  initAnalytics,
  setAnalyticsSink,
  trackEvent,
  trackLinkClick,
  trackPageView,
  trackProductLinkClick,
} from "./analytics";

afterEach(() => {
  setAnalyticsSink(null);
  document.head.querySelectorAll("script[data-ga]").forEach((s) => s.remove());
  delete window.gtag;
  delete window.dataLayer;
});

describe("analytics adapter", () => {
  it("sends nothing and loads no script without a measurement id", () => {
    initAnalytics("");
    trackPageView("/");
    trackEvent("x");
    expect(document.querySelector("script[data-ga]")).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it("forwards page views and typed events to the sink", () => {
    const sink = { pageView: vi.fn(), event: vi.fn() };
    setAnalyticsSink(sink);
    trackPageView("/stores?x=1");
    trackProductLinkClick({ id: 7, title: "Box", price: "19.99", sourceStore: "Amazon" }, "grid");
    trackLinkClick("store_directions", "Flight Club");
    expect(sink.pageView).toHaveBeenCalledWith("/stores?x=1");
    expect(sink.event).toHaveBeenCalledWith("product_link_click", {
      item_id: "7",
      item_name: "Box",
      price: 19.99,
      item_brand: "Amazon",
      placement: "grid",
    });
    expect(sink.event).toHaveBeenCalledWith("link_click", {
      link_category: "store_directions",
      link_label: "Flight Club",
      link_url: undefined,
    });
  });

  it("injects gtag.js once for GA4 and queues events on the data layer", () => {
    const sink = googleAnalyticsSink("G-TEST123");
    googleAnalyticsSink("G-TEST123");
    const scripts = document.querySelectorAll("script[data-ga]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute("src", "https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    sink.event("hero_cta_click", { item_id: "1" });
    const last = Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(["event", "hero_cta_click", { item_id: "1" }]);
  });
});
