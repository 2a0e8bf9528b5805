import type { Page } from "playwright-core";

/** Whether the page shows the affiliate disclosure before its first affiliate (sponsored) link. */
export const disclosureBeforeFirstAffiliateLink = (page: Page) =>
  page.evaluate(() => {
    const disclosure = document.querySelector("[data-affiliate-disclosure]");
    const link = document.querySelector('a[rel~="sponsored"]');
    return Boolean(disclosure && link && disclosure.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
