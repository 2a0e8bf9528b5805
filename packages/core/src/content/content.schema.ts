import { z } from "zod";
import { httpUrlSchema } from "../common/common.schema";
import { CONTENT_ICON_NAMES, RESOURCE_CATEGORIES } from "./content-names";

/**
 * Schemas for the site's static content (resource listing, timeline event, winner slide,
 * plus the copy blocks the pages render). The constants in this folder are typed with these, and
 * content.test.ts parses every one of them, so a malformed entry fails the build's tests.
 */

/** A root-relative path to a file shipped in packages/site/public ("/images/logos/nike.svg"). */
export const sitePathSchema = z.string().regex(/^\/(?!\/)[a-z0-9/._-]+$/i, "must be a root-relative site path such as /images/x.svg");

/** An internal route ("/products") or an external http(s) link. */
export const hrefSchema = z.union([sitePathSchema, httpUrlSchema]);

export const resourceCategorySchema = z.enum(RESOURCE_CATEGORIES);
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const contentIconNameSchema = z.enum(CONTENT_ICON_NAMES);
export type ContentIconName = z.infer<typeof contentIconNameSchema>;

export const resourceListingSchema = z.object({
  name: z.string().min(1),
  url: httpUrlSchema.refine((u) => u.startsWith("https://"), "must be an https URL"),
  description: z.string().min(20).max(320),
  logo: sitePathSchema,
  category: resourceCategorySchema,
});
export type ResourceListing = z.infer<typeof resourceListingSchema>;

export const timelineEventSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  title: z.string().min(1),
  description: z.string().min(40),
  imageUrl: sitePathSchema,
  imageCredit: z.string().min(1),
  imageSource: z.string().min(1),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const winnerSlideSchema = z.object({
  image: sitePathSchema,
  caption: z.string().min(1),
});
export type WinnerSlide = z.infer<typeof winnerSlideSchema>;

/** A header dropdown entry: Shop and Brand quick links open external sites. */
export const quickLinkSchema = z.object({
  name: z.string().min(1),
  href: hrefSchema,
  icon: contentIconNameSchema,
  /** A brand's own mark (its /resources logo), shown instead of the icon: a brand is recognised by it. */
  logo: sitePathSchema.optional(),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

/** The trailing 'View All …' entry of a dropdown: an internal route, no icon. */
export const viewAllLinkSchema = z.object({ name: z.string().min(1), href: sitePathSchema });
export type ViewAllLink = z.infer<typeof viewAllLinkSchema>;

export const navLinkSchema = z.object({ label: z.string().min(1), href: hrefSchema });
export type NavLink = z.infer<typeof navLinkSchema>;

/** A labelled external link (the footer's affiliate link). */
export const externalLinkSchema = z.object({ label: z.string().min(1), url: httpUrlSchema });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const footerColumnSchema = z.object({
  title: z.string().min(1),
  links: z.array(navLinkSchema).min(1),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const faqItemSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const capabilitySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: contentIconNameSchema,
});
export type Capability = z.infer<typeof capabilitySchema>;

export const articleItemSchema = z.object({
  rank: z.number().int().min(1),
  name: z.string().min(1),
  year: z.number().int().min(1970).max(2100),
  description: z.string().min(40),
  image: sitePathSchema,
});
export type ArticleItem = z.infer<typeof articleItemSchema>;

export const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  intro: z.string().min(1),
  items: z.array(articleItemSchema).min(1),
  outro: z.string().min(1),
});
export type Article = z.infer<typeof articleSchema>;

export const legalSectionSchema = z.object({
  /** The section's anchor on its page (`/terms#affiliate-disclosure`), when other pages link to it. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export const legalDocumentSchema = z.object({
  title: z.string().min(1),
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: z.iso.date(),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const newsletterBenefitSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type NewsletterBenefit = z.infer<typeof newsletterBenefitSchema>;

export const newsletterCopySchema = z.object({
  toggleLabel: z.string().min(1),
  hideLabel: z.string().min(1),
  headline: z.string().min(1),
  blurb: z.string().min(1),
  raffleTitle: z.string().min(1),
  raffleDescription: z.string().min(1),
  countdownLabel: z.string().min(1),
  winnersTitle: z.string().min(1),
  subscribeLabel: z.string().min(1),
  benefits: z.array(newsletterBenefitSchema).length(2),
  reassurances: z.array(z.string().min(1)).length(3),
});
export type NewsletterCopy = z.infer<typeof newsletterCopySchema>;

export const productCategoryCardSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  href: httpUrlSchema,
  icon: contentIconNameSchema,
  image: sitePathSchema,
});
export type ProductCategoryCard = z.infer<typeof productCategoryCardSchema>;

/** Title + lead paragraph of a static page. */
export const pageIntroSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type PageIntro = z.infer<typeof pageIntroSchema>;
