import { DEFAULT_BLOG_CATEGORY, type GeneratedPost } from "@app/core";
import type { PublishFields } from "./publish-panel";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

/** A post's fields as the post form holds them (text, and the Featured box a saved post shows). */
export interface PostDraftValues extends PublishFields {
  title: string;
  slug: string;
  excerpt: string;
  heroImage: string;
  heroImageAlt: string;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  content: string;
}

export const emptyPostDraft = (): PostDraftValues => ({
  title: "",
  slug: "",
  excerpt: "",
  heroImage: "",
  heroImageAlt: "",
  featured: false,
  metaTitle: "",
  metaDescription: "",
  content: "",
  category: DEFAULT_BLOG_CATEGORY,
  keywords: "",
  when: "now",
  publishAt: "",
});

/** A generated post and the admin's edits of it; `run` numbers the generations so each gets a fresh editor. */
export interface GeneratedDraft {
  run: number;
  post: GeneratedPost;
  values: PostDraftValues;
}

/**
 * The generated post being reviewed, kept in this tab's sessionStorage: it survives moving to another
 * admin screen (and a reload) until it is saved or discarded.
 */
export const generatedDraftAtom = atomWithStorage<GeneratedDraft | null>(
  "kicks-admin:generated-post",
  null,
  createJSONStorage<GeneratedDraft | null>(() => sessionStorage),
  { getOnInit: true },
);
