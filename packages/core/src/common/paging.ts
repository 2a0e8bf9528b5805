/** What a 400 says of a cursor that is not one the list gave (garbage, another list's, too long). */
export const CURSOR_NOT_VALID = "is not valid: take it from the Link header of the previous page";

/** The most items one page of a list holds, and what a page holds when `limit` is not given. */
export const PAGE_LIMIT_MAX = 100;
/** The highest page number a numbered list accepts (100,000 items at 1 a page). */
export const PAGE_NUMBER_MAX = 100_000;
/** A cursor is a few sort-key values, base64url-encoded: far shorter than this. */
export const CURSOR_MAX_LENGTH = 512;

/** How many products a public page of the catalogue shows (Home's first page, each /products?page=N). */
export const PRODUCT_PAGE_SIZE = 30;
/** How many posts each /blog?page=N shows. */
export const BLOG_PAGE_SIZE = 24;

/** The URL of the next page from a `Link` header (`<url>; rel="next"`), or null. */
export function nextLink(link: string | null | undefined): string | null {
  return /<([^>]*)>[^,]*;\s*rel="?next\b/i.exec(link ?? "")?.[1] ?? null;
}

/** A page number from a URL's `page` parameter: 1 when absent; null when it is not a page number. */
export function pageNumberParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= PAGE_NUMBER_MAX ? page : null;
}
