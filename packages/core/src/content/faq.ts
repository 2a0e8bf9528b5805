import type { FaqItem } from "./content.schema";

/** Home page FAQ, also published as FAQPage structured data. */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: "Where do the products on Kicks Directory come from?",
    answer:
      "Every product is sold by an established retailer such as Amazon. We research display cases, cleaning kits, " +
      "storage and care products, pick the ones worth a collector's money, and link you straight to the retailer's page.",
  },
  {
    question: "Are the products authentic?",
    answer:
      "We only link to the official stores of brands and to major, reputable retailers, so what you buy comes from the " +
      "seller listed on that page. Always check the seller name and return policy before you order, especially on marketplaces.",
  },
  {
    question: "How often are products updated?",
    answer:
      "We review our picks every week: new releases are added, sold-out or discontinued items are removed, and prices " +
      "and ratings are refreshed. The retailer's page always shows the current price.",
  },
  {
    question: "Does Kicks Directory sell products directly?",
    answer:
      "No. We don't sell anything ourselves. We link to the retailers who do, and when you buy through one of our links " +
      "we may earn an affiliate commission at no extra cost to you. It keeps the site free and independent.",
  },
];
