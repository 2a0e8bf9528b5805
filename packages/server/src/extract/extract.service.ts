import { amazonAffiliateLink, type ExtractedProduct, isAmazonUrl, parseAsin, PRODUCT_DEFAULTS, storeNameFromUrl } from "@app/core";
import { type CreatorsClient, PRODUCT_RESOURCES } from "../prices/creators-api";
import { readProductData } from "./page-parser";
import { DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_MAX_BYTES, type FetchedPage, fetchPublicHtml, type ResolveHost } from "./ssrf";

export interface ExtractDeps {
  /** Replaces the address-pinning transport (tests that observe requests). */
  fetch?: typeof fetch;
  /** Test-only: let the fetch reach 127.0.0.1 and ::1. Never in production. */
  allowLoopback?: boolean;
  /** Deadline for the whole page fetch (DNS, redirects, body); default 4000 ms. */
  timeoutMs?: number;
  /** Largest body read; default 1.5 MB. */
  maxBytes?: number;
  /** DNS resolution; default `dns.promises.lookup` with all addresses. */
  resolveHost?: ResolveHost;
  /** Amazon's Creators API: an Amazon product's details come from it, never from Amazon's pages. */
  amazon?: CreatorsClient | null;
}

/** What the URL alone tells: the ASIN, the store and the canonical product URL; nothing read yet. */
export function productFromUrl(url: string): ExtractedProduct {
  const amazonAsin = parseAsin(url);
  return {
    title: "",
    price: "",
    currency: "",
    rating: "",
    reviewCount: 0,
    imageUrl: "",
    productUrl: amazonAsin ? amazonAffiliateLink(amazonAsin) : url, // no tag: the canonical product page
    sourceStore: storeNameFromUrl(url),
    amazonAsin,
    category: PRODUCT_DEFAULTS.category,
    pageRead: false,
  };
}

/**
 * Product details for the admin's add form: the URL-derived fields, completed from the page
 * where it can be fetched under the SSRF guard. A refused or failed fetch is not an error: the answer then
 * holds what the URL alone gives, and it comes back within the fetch deadline.
 */
export async function extractProduct(url: string, deps: ExtractDeps = {}): Promise<ExtractedProduct> {
  const fromUrl = productFromUrl(url);
  // Amazon's Associates agreement forbids reading its pages: its products come from the API, or from the URL alone.
  if (isAmazonUrl(url)) return fromUrl.amazonAsin && deps.amazon ? fromAmazon(fromUrl, fromUrl.amazonAsin, deps.amazon) : fromUrl;
  let page: FetchedPage;
  try {
    page = await fetchPublicHtml(url, {
      fetch: deps.fetch,
      allowLoopback: deps.allowLoopback ?? false,
      timeoutMs: deps.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
      maxBytes: deps.maxBytes ?? DEFAULT_MAX_BYTES,
      resolveHost: deps.resolveHost,
    });
  } catch {
    return fromUrl;
  }
  const found = readProductData(page.html, page.url);
  return {
    ...fromUrl,
    title: found.title,
    price: found.price,
    currency: found.currency,
    rating: found.rating,
    reviewCount: found.reviewCount,
    imageUrl: found.imageUrl,
    pageRead: true,
  };
}

/** The URL's fields completed from the Creators API (a CreatorsApiError, such as refused credentials, is thrown). */
async function fromAmazon(fromUrl: ExtractedProduct, asin: string, amazon: CreatorsClient): Promise<ExtractedProduct> {
  const { items } = await amazon.getItems([asin], PRODUCT_RESOURCES);
  const item = items.find((i) => i.asin === asin);
  if (!item) return fromUrl;
  return {
    ...fromUrl,
    title: item.title?.slice(0, 300) ?? "",
    price: item.price?.amount ?? "",
    currency: item.price?.currency ?? "",
    rating: item.rating === null ? "" : String(item.rating),
    reviewCount: item.reviewCount ?? 0,
    imageUrl: item.imageUrl ?? "",
  };
}
