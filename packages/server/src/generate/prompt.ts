import { type ContentType, type generateRequestSchema, META_DESCRIPTION_GUIDE, productToken } from "@app/core";
import type { z } from "zod";
import { type CatalogueProduct, catalogueLines } from "./grounding";

export type GenerateInput = z.output<typeof generateRequestSchema>;

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** How each content type shapes the article (how-to, buying-guide, review, listicle). */
const STRUCTURE: Readonly<Record<ContentType, string>> = {
  "how-to":
    "A how-to guide: a short intro on why it matters, a 'What you need' list, then the steps in order, each step an <h2> or <h3> section with practical detail, then common mistakes to avoid and a short wrap-up.",
  "buying-guide":
    "A buying guide: who it is for, what to look for (materials, size and fit, protection, price ranges) as <h2> sections, top picks grouped by need or budget, a quick-comparison list, and a short FAQ.",
  review:
    "A review: an overview with the verdict up front, then design, quality, everyday use and value as <h2> sections, a pros list and a cons list, who should buy it, and a final verdict.",
  listicle:
    "A listicle: a short intro, then numbered items as <h2> headings ('1. ...', '2. ...') each with a few paragraphs or a list explaining why it made the list, then a short conclusion.",
};

export const SYSTEM_PROMPT = [
  "You are an expert sneaker-culture editor who writes SEO blog posts for Kicks Directory, a site about sneaker",
  "accessories (display cases, storage boxes, cleaning kits, protectors, laces) and the culture around them.",
  "Write accurate, specific, engaging articles for sneakerheads; no filler, no invented statistics or quotes.",
  "",
  "Answer with one JSON object and nothing else, with exactly these keys:",
  '- "title": the headline, at most 70 characters, containing the main keyword',
  '- "slug": the URL slug, lowercase words joined by hyphens (for example "how-to-clean-white-sneakers")',
  '- "excerpt": one or two sentences that make people click, at most 300 characters',
  '- "content": the article body as an HTML string',
  '- "heroImageQuery": 2 to 5 words to search a stock-photo site for the hero image',
  '- "metaTitle": the SEO title, at most 60 characters',
  `- "metaDescription": the SEO description, at most ${META_DESCRIPTION_GUIDE} characters`,
  '- "keywords": an array of 5 to 10 SEO keywords (strings)',
  "",
  "Rules for content: use only the tags <h2>, <h3>, <p>, <ul>, <li>, <strong> and <a href>. No <h1> (the page",
  "shows the title), no scripts, styles, images, classes or inline attributes other than href. Open with a",
  "paragraph, not a heading. Use the given keywords naturally, never stuffed.",
  "Never write prices, discounts or any amount of money, and never link to a shop, a marketplace or a product page",
  "(no amazon.com or other store links): the site shows current prices and shop links itself.",
].join("\n");

/**
 * The user message: the topic, the shape, the keywords, the length and whether to recommend products, and which:
 * only the catalogue's, named by their `[[product:ID]]` tokens (generate/grounding.ts).
 */
export function buildUserPrompt(input: GenerateInput, catalogue: readonly CatalogueProduct[] = []): string {
  const lines = [
    `Topic: ${input.topic}`,
    `Content type: ${input.contentType}`,
    `Structure: ${STRUCTURE[input.contentType]}`,
    `Keywords: ${input.keywords.join(", ")}`,
    `Target length: about ${input.targetWordCount} words of body text.`,
  ];
  if (!input.includeProductLinks) lines.push("Product recommendations: none; do not link to products or shops.");
  else if (catalogue.length === 0)
    lines.push(
      'Product recommendations: the catalogue has no products for this topic, so name none; where it helps the reader, link the accessories in general to "/products" with descriptive anchor text, for example <a href="/products">sneaker display cases</a>.',
    );
  else
    lines.push(
      `Product recommendations: where they genuinely help the reader, recommend products from this catalogue and no others. Name a product only by its token, alone in its own paragraph (for example <p>${productToken(catalogue[0]?.id ?? 1)}</p>): the site shows it there as a box with its live price and shop link. Two to four such products in total; never invent a product or an id. You may also link the whole catalogue as <a href="/products">our accessories</a>.`,
      "Catalogue:",
      ...catalogueLines(catalogue),
    );
  lines.push("Return the JSON object now.");
  return lines.join("\n");
}

export function buildMessages(input: GenerateInput, catalogue: readonly CatalogueProduct[] = []): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: buildUserPrompt(input, catalogue) },
  ];
}
