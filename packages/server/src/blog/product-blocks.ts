import {
  AMAZON_PRICE_DISCLAIMER,
  type BlogPost,
  findProductBlocks,
  formatCount,
  OUT_OF_STOCK_TEXT,
  paths,
  postPlacement,
  priceView,
  PRODUCT_TABLE_ROW_LABELS,
  productCategoryLabel,
  productIdsIn,
  type ProductTableRow,
  SEE_PRICE_ON_AMAZON,
  SPONSORED_REL,
  toNumber,
} from "@app/core";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { postProducts, products } from "../db/schema";
import { badRequest } from "../http/errors";
import { xmlEscape } from "../http/xml";
import { toPublicProduct } from "../products/products.service";

/**
 * Product boxes and comparison tables (core product-blocks.ts, docs/decisions/0038-product-blocks-from-live-data.md):
 * a post stores only references; they are drawn here from the products' rows each time the post is read (the API's
 * GET /api/blog/{slug}, which the server-rendered page and the browser both read, and a preview). The page cache is
 * keyed by the data version, which a product write moves, so a price change reaches a kept page without editing the
 * post.
 */

type ProductRow = typeof products.$inferSelect;
type LiveProduct = ReturnType<typeof toPublicProduct> & { category: string; amazonMissing: boolean };

export const MISSING_PRODUCT_TEXT = "This product is no longer in our catalogue.";
export const UNAVAILABLE_PRODUCT_TEXT = "This product is currently unavailable.";
const BROWSE_TEXT = "Browse similar products";

const esc = xmlEscape;

async function loadProducts(db: Database, ids: number[], associateTag: string | undefined): Promise<Map<number, LiveProduct>> {
  if (ids.length === 0) return new Map();
  const rows: ProductRow[] = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [row.id, { ...toPublicProduct(row, associateTag), category: row.category, amazonMissing: row.amazonMissing }]),
  );
}

/** 400 when stored HTML names a product the catalogue does not have (a forged block, or one deleted meanwhile). */
export async function assertProductsExist(db: Database, html: string): Promise<void> {
  const ids = productIdsIn(html);
  if (ids.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(
      `content: ${unknown.length === 1 ? "product" : "products"} ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not in the catalogue; remove the product box or table that names ${unknown.length === 1 ? "it" : "them"}`,
    );
}

/** Out of stock, or an Amazon item the Creators API no longer returns (broken in Link Health): the placeholder. */
const isUnavailable = (p: LiveProduct) => p.availability === "out_of_stock" || p.amazonMissing;

function priceHtml(p: LiveProduct, now: Date): string {
  const view = priceView(p, now);
  if (view.kind === "stale") return `<span class="product-price-stale">${esc(SEE_PRICE_ON_AMAZON)}</span>`;
  const asOf = !view.asOf
    ? ""
    : view.amazon
      ? `<details class="product-price-asof"><summary title="${esc(AMAZON_PRICE_DISCLAIMER)}">as of ${esc(view.asOf)}</summary><span>${esc(AMAZON_PRICE_DISCLAIMER)}</span></details>`
      : `<span class="product-price-asof">as of ${esc(view.asOf)}</span>`;
  return `<span class="product-price-amount">${esc(view.text)}</span>${asOf}`;
}

const ratingHtml = (p: LiveProduct) =>
  `<span class="product-rating"><span aria-hidden="true">★</span> ${toNumber(p.rating).toFixed(1)}<span class="sr-only"> out of 5</span>${
    p.reviewCount > 0 ? ` <span class="product-reviews">(${formatCount(p.reviewCount)} reviews)</span>` : ""
  }</span>`;

/** What the shop last said; "" when it said nothing (a price typed by hand). */
const availabilityText = (p: LiveProduct) =>
  p.availability === "out_of_stock" ? OUT_OF_STOCK_TEXT : p.availability === "in_stock" ? "In stock" : "";

const imageHtml = (p: LiveProduct, size: number) =>
  p.imageUrl ? `<img src="${esc(p.imageUrl)}" alt="${esc(p.title)}" width="${size}" height="${size}" loading="lazy" decoding="async">` : "";

/** The affiliate link of an available product; an unavailable one gets a link to the catalogue instead (never a dead end). */
function shopLink(p: LiveProduct, label: string): string {
  if (isUnavailable(p)) return `<a class="product-shop product-shop-browse" href="${paths.products()}">${esc(BROWSE_TEXT)}</a>`;
  return `<a class="product-shop" href="${esc(p.affiliateLink)}" target="_blank" rel="${SPONSORED_REL}">${esc(label)}<span class="sr-only">: ${esc(p.title)} (opens in a new tab)</span></a>`;
}

/** A link to the product's own page (its picture and title lead there; the shop link goes to the retailer). */
const pageLink = (p: LiveProduct, inner: string, hidden = false) =>
  `<a class="product-page-link" href="${esc(paths.productPage(p.slug))}"${hidden ? ' tabindex="-1" aria-hidden="true"' : ""}>${inner}</a>`;

const missingHtml = (placement: string) =>
  `<aside class="product-box product-box-missing" data-placement="${esc(placement)}"><p>${esc(MISSING_PRODUCT_TEXT)}</p><a class="product-shop product-shop-browse" href="${paths.products()}">${esc(BROWSE_TEXT)}</a></aside>`;

export function productBoxView(p: LiveProduct | undefined, placement: string, now: Date): string {
  if (!p) return missingHtml(placement);
  return [
    `<aside class="product-box" data-placement="${esc(placement)}" data-product-id="${p.id}" aria-label="${esc(p.title)}">`,
    `<div class="product-box-image">${pageLink(p, imageHtml(p, 160), true)}</div>`,
    `<div class="product-box-body">`,
    `<p class="product-box-store">${esc(p.sourceStore)}</p>`,
    `<p class="product-box-title">${pageLink(p, esc(p.title))}</p>`,
    ratingHtml(p),
    `<div class="product-price" data-slot="price">${isUnavailable(p) ? "" : priceHtml(p, now)}</div>`,
    isUnavailable(p) || availabilityText(p)
      ? `<p class="product-availability">${esc(isUnavailable(p) ? UNAVAILABLE_PRODUCT_TEXT : availabilityText(p))}</p>`
      : "",
    shopLink(p, `Shop at ${p.sourceStore}`),
    `</div></aside>`,
  ].join("");
}

function cell(p: LiveProduct | undefined, row: ProductTableRow, now: Date): string {
  if (!p) return "<td>—</td>";
  switch (row) {
    case "price":
      return `<td data-slot="price">${isUnavailable(p) ? "—" : priceHtml(p, now)}</td>`;
    case "rating":
      return `<td>${ratingHtml(p)}</td>`;
    case "availability":
      return `<td>${esc(availabilityText(p) || "—")}</td>`;
    case "store":
      return `<td>${esc(p.sourceStore)}</td>`;
    case "category":
      return `<td>${esc(productCategoryLabel(p.category))}</td>`;
  }
}

export function productTableView(list: (LiveProduct | undefined)[], rows: ProductTableRow[], placement: string, now: Date): string {
  const head = list
    .map((p) =>
      p
        ? `<th scope="col" data-product-id="${p.id}">${pageLink(p, `${imageHtml(p, 96)}<span>${esc(p.title)}</span>`)}</th>`
        : `<th scope="col"><span class="product-table-missing">${esc(MISSING_PRODUCT_TEXT)}</span></th>`,
    )
    .join("");
  const body = rows.map(
    (row) => `<tr><th scope="row">${PRODUCT_TABLE_ROW_LABELS[row]}</th>${list.map((p) => cell(p, row, now)).join("")}</tr>`,
  );
  const shop = `<tr><th scope="row"><span class="sr-only">Shop</span></th>${list
    .map(
      (p) =>
        `<td>${p ? shopLink(p, "Shop Now") : `<a class="product-shop product-shop-browse" href="${paths.products()}">${esc(BROWSE_TEXT)}</a>`}</td>`,
    )
    .join("")}</tr>`;
  return [
    `<div class="product-table" data-placement="${esc(placement)}" role="region" aria-label="Product comparison" tabindex="0">`,
    `<table><thead><tr><td></td>${head}</tr></thead><tbody>${body.join("")}${shop}</tbody></table></div>`,
  ].join("");
}

/** Stored HTML with its product blocks drawn from the live rows (one query for every product the post names). */
export async function expandProductBlocks(
  db: Database,
  html: string,
  context: { associateTag: string | undefined; now: Date; placement: string },
): Promise<string> {
  const blocks = findProductBlocks(html);
  if (blocks.length === 0) return html;
  const live = await loadProducts(db, productIdsIn(html), context.associateTag);
  let out = "";
  let at = 0;
  for (const { block, start, end } of blocks) {
    out += html.slice(at, start);
    out +=
      block.kind === "box"
        ? productBoxView(live.get(block.id), context.placement, context.now)
        : productTableView(
            block.ids.map((id) => live.get(id)),
            block.rows,
            context.placement,
            context.now,
          );
    at = end;
  }
  return out + html.slice(at);
}

/**
 * The featuring-posts relation of a post (post_products, drizzle/0019), written with it: the products its stored
 * (sanitized) HTML names in product boxes and comparison tables. A product's page reads it, never post bodies; a
 * deleted post's rows (or a deleted product's) go with it.
 */
export async function writePostProducts(db: Database, postId: number, html: string): Promise<void> {
  const ids = productIdsIn(html);
  await db.delete(postProducts).where(eq(postProducts.postId, postId));
  // Only products still there: one deleted since the post was checked is no longer featured.
  if (ids.length > 0)
    await db.execute(
      sql`insert into ${postProducts} (post_id, product_id) select ${postId}, ${products.id} from ${products} where ${inArray(products.id, ids)} on conflict do nothing`,
    );
}

/** A post as a reader gets it: its blocks drawn from live data, its links placed as `post:{slug}`. */
export async function withLiveProducts(db: Database, post: BlogPost, associateTag: string | undefined, now: Date): Promise<BlogPost> {
  const content = await expandProductBlocks(db, post.content, { associateTag, now, placement: postPlacement(post.slug) });
  return content === post.content ? post : { ...post, content };
}
