import { isAmazonUrl } from "@app/core";

/**
 * Affiliate click statistics: one delegated listener reports each followed outbound link to POST /api/clicks
 * with navigator.sendBeacon (it survives the page unloading). The source is the link's placement, the nearest
 * `data-placement` on the link or an ancestor (core placement.rules.ts), else the page's path. Kept tiny on purpose:
 * it is start-up JavaScript of every public page, and a click costs one `closest()` whatever the page holds.
 *
 * An Amazon link is followed through GET /api/go instead (docs/decisions/0048-amazon-marketplaces.md): for the moment
 * of the click its href becomes the server's redirect, which records the click and sends the visitor to their
 * marketplace. The page itself keeps the home link (what crawlers, previews and "copy link" see).
 */
export function trackOutboundClicks(apiBase: string, doc: Document = document): void {
  const report = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || !/^https?:$/.test(link.protocol) || link.origin === location.origin || /^\/admin(\/|$)/i.test(location.pathname)) return;
    const source = link.closest("[data-placement]")?.getAttribute("data-placement") || location.pathname;
    const url = link.href;
    if (!isAmazonUrl(url)) {
      navigator.sendBeacon?.(`${apiBase}/api/clicks`, JSON.stringify({ url, source }));
      return;
    }
    link.href = `${apiBase}/api/go?${new URLSearchParams({ url, source }).toString()}`;
    setTimeout(() => (link.href = url));
  };
  doc.addEventListener("click", report, true);
  doc.addEventListener("auxclick", report, true);
}
