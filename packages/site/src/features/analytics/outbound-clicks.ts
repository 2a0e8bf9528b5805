/**
 * Affiliate click statistics: one delegated listener reports each followed outbound link to POST /api/clicks
 * with navigator.sendBeacon (it survives the page unloading). Links keep their direct href; nothing is
 * rewritten. Kept tiny on purpose: it is start-up JavaScript of every public page.
 */
export function trackOutboundClicks(apiBase: string, doc: Document = document): void {
  const report = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || !/^https?:$/.test(link.protocol) || link.origin === location.origin || /^\/admin(\/|$)/i.test(location.pathname)) return;
    navigator.sendBeacon?.(`${apiBase}/api/clicks`, JSON.stringify({ url: link.href, source: location.pathname }));
  };
  doc.addEventListener("click", report, true);
  doc.addEventListener("auxclick", report, true);
}
