/**
 * Product boxes and comparison tables in a post (docs/decisions/0038-product-blocks-from-live-data.md).
 * A post's stored HTML names products only by id, in exactly these two forms:
 *
 *   <div data-product-box="" data-product-id="12"></div>
 *   <div data-product-table="" data-product-ids="12,7,31" data-rows="price,rating,availability"></div>
 *
 * and the server draws them from the products' live rows each time the post is read (price in its currency with its
 * "as of" time, rating, availability, the affiliate link). Pure functions and constants: the editor, the sanitizer,
 * the renderer and the AI writer share them.
 */

/** The rows a comparison table may compare, in the order they are shown. */
export const PRODUCT_TABLE_ROWS = ["price", "rating", "availability", "store", "category"] as const;
export type ProductTableRow = (typeof PRODUCT_TABLE_ROWS)[number];

export const PRODUCT_TABLE_ROW_LABELS: Readonly<Record<ProductTableRow, string>> = {
  price: "Price",
  rating: "Rating",
  availability: "Availability",
  store: "Store",
  category: "Category",
};

/** A comparison table compares this many products. */
export const PRODUCT_TABLE_SIZE = { min: 2, max: 5 } as const;

/** The highest id a block may name (a Postgres integer). */
const MAX_PRODUCT_ID = 2_147_483_647;

const idOf = (text: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_PRODUCT_ID ? id : null;
};

/** `data-product-id`: one positive id, or null. */
export const parseProductId = (value: string | undefined): number | null => (value === undefined ? null : idOf(value.trim()));

/** `data-product-ids`: 2 to 5 distinct ids separated by commas, or null. */
export function parseProductIds(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  const ids = value.split(",").map((part) => idOf(part.trim()));
  if (ids.some((id) => id === null)) return null;
  const distinct = [...new Set(ids as number[])];
  return distinct.length === ids.length && distinct.length >= PRODUCT_TABLE_SIZE.min && distinct.length <= PRODUCT_TABLE_SIZE.max
    ? distinct
    : null;
}

/** `data-rows`: one or more known rows without repeats, kept in PRODUCT_TABLE_ROWS' order; null otherwise. */
export function parseProductTableRows(value: string | undefined): ProductTableRow[] | null {
  if (value === undefined) return null;
  const rows = value.split(",").map((part) => part.trim());
  if (rows.length === 0 || new Set(rows).size !== rows.length) return null;
  if (!rows.every((row) => (PRODUCT_TABLE_ROWS as readonly string[]).includes(row))) return null;
  return PRODUCT_TABLE_ROWS.filter((row) => rows.includes(row));
}

/** A product box's stored form. */
export const productBoxHtml = (id: number): string => `<div data-product-box="" data-product-id="${id}"></div>`;

/** A comparison table's stored form. */
export const productTableHtml = (ids: readonly number[], rows: readonly ProductTableRow[]): string =>
  `<div data-product-table="" data-product-ids="${ids.join(",")}" data-rows="${rows.join(",")}"></div>`;

/**
 * The blocks in stored (sanitized) HTML: the sanitizer writes them exactly as productBoxHtml and productTableHtml
 * do, so these patterns find every one.
 */
export const PRODUCT_BLOCK_PATTERN =
  /<div data-product-box="" data-product-id="(\d+)"><\/div>|<div data-product-table="" data-product-ids="([\d,]+)" data-rows="([a-z,]+)"><\/div>/g;

export type ProductBlock = { kind: "box"; id: number } | { kind: "table"; ids: number[]; rows: ProductTableRow[] };

/** Every block of stored HTML, with where it is. */
export function findProductBlocks(html: string): { block: ProductBlock; start: number; end: number }[] {
  const found: { block: ProductBlock; start: number; end: number }[] = [];
  for (const match of html.matchAll(PRODUCT_BLOCK_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] !== undefined) {
      const id = parseProductId(match[1]);
      if (id !== null) found.push({ block: { kind: "box", id }, start, end });
    } else {
      const ids = parseProductIds(match[2]);
      const rows = parseProductTableRows(match[3]);
      if (ids && rows) found.push({ block: { kind: "table", ids, rows }, start, end });
    }
  }
  return found;
}

/** The distinct product ids the blocks of stored HTML name. */
export function productIdsIn(html: string): number[] {
  return [...new Set(findProductBlocks(html).flatMap(({ block }) => (block.kind === "box" ? [block.id] : block.ids)))];
}

/** The token the AI writer references a catalogue product with; it becomes a product box. */
export const PRODUCT_TOKEN_PATTERN = /\[\[\s*product\s*:\s*(\d{1,10})\s*\]\]/gi;
export const productToken = (id: number): string => `[[product:${id}]]`;
