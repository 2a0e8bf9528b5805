import { SITE_NAME } from "@app/core/content";
import { absoluteUrl } from "./seo";

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList for a trail of pages, starting at home. */
export function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org FAQPage from question/answer pairs. */
export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** schema.org WebSite with the site search as a SearchAction (sitelinks search box). */
export function webSite() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** schema.org ItemList of things (products, stores): each in its position, without a context of its own. */
export function itemList(name: string, items: readonly object[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => {
      const { "@context": _context, ...thing } = item as Record<string, unknown>;
      return { "@type": "ListItem", position: i + 1, item: thing };
    }),
  };
}
