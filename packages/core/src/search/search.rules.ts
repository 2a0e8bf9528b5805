/** Searches offered on an empty search page. Not beside the zod schemas: the public search page must not load zod. */
export const SUGGESTED_SEARCHES = ["Nike", "cleaning kit", "display case", "Jordan"] as const;
