import { z } from "zod";
import { imageRefSchema } from "../common/common.schema";
import { DEFAULT_BLOG_CATEGORY, DEFAULT_HERO_IMAGE, WORD_COUNT } from "./blog.rules";

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "is required")
  .max(120, "must be at most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

const keywordList = z
  .array(z.string().trim().max(60, "each keyword must be at most 60 characters"))
  .max(30, "at most 30 keywords")
  .transform((list) => list.filter((k) => k !== ""));

/** A saved post as the admin sees it, and as GET /api/blog/{slug} returns it. */
export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.string(),
  heroImage: z.string(),
  heroImageAlt: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  featured: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  published: z.boolean(),
  /** ISO timestamp, or null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post in a list (GET /api/blog, GET /api/admin/posts): everything but the body. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

const blogFields = z.object({
  title: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  slug: slugSchema,
  excerpt: z.string().trim().max(500, "must be at most 500 characters"),
  content: z.string().min(1, "is required").max(200_000, "is too long"),
  heroImage: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? DEFAULT_HERO_IMAGE : v), imageRefSchema),
  heroImageAlt: z.string().trim().max(300, "must be at most 300 characters"),
  metaTitle: z.string().trim().max(200, "must be at most 200 characters"),
  metaDescription: z.string().trim().max(500, "must be at most 500 characters"),
  keywords: keywordList,
  author: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(60),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true, error: "must be an ISO date-time" }).nullable(),
});

/** POST /api/blog. The server sets author to BLOG_AUTHOR, and heroImageAlt to the title when it is blank. */
export const blogCreateSchema = blogFields.extend({
  excerpt: blogFields.shape.excerpt.default(""),
  heroImage: blogFields.shape.heroImage.default(DEFAULT_HERO_IMAGE),
  heroImageAlt: blogFields.shape.heroImageAlt.optional(),
  metaTitle: blogFields.shape.metaTitle.default(""),
  metaDescription: blogFields.shape.metaDescription.default(""),
  keywords: blogFields.shape.keywords.default([]),
  author: blogFields.shape.author.optional(),
  category: blogFields.shape.category.default(DEFAULT_BLOG_CATEGORY),
  featured: blogFields.shape.featured.default(false),
  published: blogFields.shape.published.default(false),
  publishedAt: blogFields.shape.publishedAt.optional(),
});
export type BlogCreate = z.input<typeof blogCreateSchema>;

/** PATCH /api/admin/posts/{id}: any subset. Publishing sets publishedAt to now when it is unset. */
export const blogUpdateSchema = blogFields
  .omit({ author: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type BlogUpdate = z.input<typeof blogUpdateSchema>;

export const CONTENT_TYPES = ["how-to", "buying-guide", "review", "listicle"] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** POST /api/blog/generate. */
export const generateRequestSchema = z.object({
  topic: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  contentType: contentTypeSchema,
  keywords: z
    .array(z.string().trim().max(60, "each keyword must be at most 60 characters"))
    .max(20, "at most 20 keywords")
    .transform((list) => list.filter((k) => k !== ""))
    .refine((list) => list.length > 0, "Please enter at least one keyword"),
  targetWordCount: z.number().int().min(WORD_COUNT.min).max(WORD_COUNT.max),
  includeProductLinks: z.boolean().default(false),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** What the model must return, and what POST /api/blog/generate answers (content sanitized). */
export const generatedPostSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug: slugSchema,
  excerpt: z.string().trim().max(500),
  content: z.string().min(1).max(200_000),
  heroImageQuery: z.string().trim().max(200),
  metaTitle: z.string().trim().max(200),
  metaDescription: z.string().trim().max(500),
  keywords: z.array(z.string().trim().max(60)).max(30),
  /**
   * What was taken out of the model's text before the admin sees it: links off the site, references to products not
   * in the catalogue, prices; in words, one a line (docs/decisions/0038-product-blocks-from-live-data.md). Absent
   * from a server whose AI writer is not yet grounded in the catalogue.
   */
  removed: z.array(z.string().max(300)).max(100).default([]),
});
export type GeneratedPost = z.infer<typeof generatedPostSchema>;

/** GET /api/blog/generate/status: whether AI generation is set up on the server. */
export const generationStatusSchema = z.object({ configured: z.boolean() });
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/**
 * POST /api/admin/posts/preview: the editor's fields as they are (saved or not), for the real post page to show
 * them; `id` names the saved post they edit, if any.
 */
export const postPreviewRequestSchema = blogCreateSchema.extend({ id: z.number().int().positive().optional() });
export type PostPreviewRequest = z.input<typeof postPreviewRequestSchema>;

/** Where the preview is: a link to the post page rendered with the fields, valid for PREVIEW_TTL_MINUTES. */
export const postPreviewSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PostPreview = z.infer<typeof postPreviewSchema>;
export const PREVIEW_TTL_MINUTES = 60;
