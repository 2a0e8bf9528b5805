import {
  PRODUCT_IMPORT_COLUMNS,
  adminProductSchema,
  extractRequestSchema,
  extractedProductSchema,
  productCreateSchema,
  productImportQuerySchema,
  productImportResultSchema,
  productPageSchema,
  productSchema,
  productSlugParamSchema,
  productUpdateSchema,
} from "../products/product.schema";
import {
  adminNamedListQuerySchema,
  adminPageQuerySchema,
  adminProductListQuerySchema,
  brokenProductsQuerySchema,
  linkHealthQuerySchema,
  productClicksQuerySchema,
} from "../admin/admin-lists.schema";
import { adminStatusSchema, loginRequestSchema, loginResponseSchema } from "../admin/admin.schema";
import {
  alertTokenSchema,
  subscribersQuerySchema,
  subscribersSchema,
  testMailSchema,
  watchConfirmedSchema,
  watchRequestSchema,
} from "../alerts/alert.schema";
import {
  blogCreateSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogUpdateSchema,
  generateRequestSchema,
  generatedPostSchema,
  generationStatusSchema,
  postPreviewRequestSchema,
  postPreviewSchema,
  slugSchema,
} from "../blog/blog.schema";
import {
  brokenProductsSchema,
  clickBeaconSchema,
  clickStatsQuerySchema,
  clickStatsSchema,
  linkAcknowledgeSchema,
  linkHealthSchema,
  productClicksSchema,
} from "../links/link.schema";
import { catalogueFacetsSchema, catalogueFilterSchema, catalogueQuerySchema } from "../products/catalogue.schema";
import {
  earningsImportResultSchema,
  earningsImportSchema,
  earningsQuerySchema,
  earningsReportSchema,
  productEarningsQuerySchema,
  productEarningsSchema,
  trackingIdsSchema,
  trackingIdsUpdateSchema,
} from "../earnings/earnings.schema";
import { healthSchema, idParamSchema } from "../common/common.schema";
import { pageQuerySchema } from "../common/paging.schema";
import {
  priceChangesQuerySchema,
  priceChangesSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  priceRefreshAllSchema,
  priceRefreshContinuesSchema,
  priceRefreshStatusSchema,
} from "../products/price.schema";
import { programCreateSchema, programSchema, programUpdateSchema } from "../programs/program.schema";
import { resourceCreateSchema, resourceSchema, resourceUpdateSchema } from "../resources/resource.schema";
import { searchQuerySchema, searchResultSchema } from "../search/search.schema";
import { siteConfigSchema } from "../common/site-config.schema";
import {
  storeCreateSchema,
  storeListQuerySchema,
  storeNearSchema,
  storeSchema,
  storeSlugParamSchema,
  storeUpdateSchema,
} from "../stores/store.schema";
import { uploadRequestSchema, uploadedImageSchema } from "../blog/upload.schema";
import {
  tweetCalendarQuerySchema,
  tweetCountsSchema,
  tweetCreateSchema,
  tweetListQuerySchema,
  tweetPostingSchema,
  tweetSchema,
  tweetShareSchema,
  tweetUpdateSchema,
} from "../tweets/tweet.schema";
import { z } from "zod";
import { ENDPOINT_PATHS, type EndpointKey, type EndpointMethod } from "./endpoint-paths";

/** Who may call an endpoint: anyone, a signed-in admin (session cookie or bearer token), or anyone with more for an admin. */
export type Access = "public" | "admin" | "public-or-admin";

/**
 * One endpoint of the API but its method and path (endpoint-paths.ts): described with the same zod schemas the server
 * validates with and the admin's client parses with; the OpenAPI document is made from these.
 */
export interface EndpointDef {
  tag: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON request body. */
  body?: z.ZodType;
  /** A request body that is a file, of one of these media types (read as it arrives, not as JSON). */
  file?: { types: string[]; description: string };
  /** The success answer: its status and what it carries (none: an empty body). */
  ok: { status: 200 | 201 | 202 | 204 | 302; description: string; schema?: z.ZodType; contentType?: string };
  /** Errors of this endpoint beyond the ones its shape implies (400, 401, 403, 404, 413, 415, 503). */
  errors?: Partial<Record<404 | 409 | 410 | 429 | 502 | 504, string>>;
}

/** An endpoint whole: its name, method and path with its description. */
export interface Endpoint extends EndpointDef {
  key: EndpointKey;
  method: EndpointMethod;
  /** Hono's path ("/api/products/:id"). */
  path: string;
  /** A page of a list: the next page's address is in the `Link` header. */
  paged: boolean;
}

const slugParams = z.object({ slug: slugSchema });
const messageSchema = z.object({ message: z.string() });

/**
 * The endpoint table: every endpoint under /api (and /metrics) by name. The server mounts its handlers by these names
 * (a route cannot exist without its entry), the admin's client and the public reads are walked from it, and
 * /api/openapi.json is made from it.
 */
export const ENDPOINTS = {
  // Service
  health: {
    tag: "Service",
    summary: "The server and its database are up",
    access: "public",
    ok: { status: 200, description: "Up", schema: healthSchema },
  },
  config: {
    tag: "Service",
    summary: "Settings the site and the admin need (the Rakuten publisher id, the Amazon tracking ids per placement)",
    access: "public",
    ok: { status: 200, description: "The settings", schema: siteConfigSchema },
  },
  "openapi.document": {
    tag: "Service",
    summary: "This document",
    access: "public",
    ok: { status: 200, description: "The OpenAPI 3.1 document", schema: z.record(z.string(), z.unknown()) },
  },
  "openapi.docs": {
    tag: "Service",
    summary: "This document as a readable page",
    access: "public",
    ok: { status: 200, description: "An HTML page", contentType: "text/html" },
  },
  metrics: {
    tag: "Service",
    summary: "Prometheus metrics: request durations by route, the job queue and job outcomes, the database pool",
    access: "public",
    ok: {
      status: 200,
      description: "Prometheus text format; from loopback, or with `Authorization: Bearer METRICS_TOKEN`",
      contentType: "text/plain",
    },
  },

  // Session
  "admin.login": {
    tag: "Session",
    summary: "Sign in with the admin password: a session cookie (web), or a bearer token with mode=token (desktop)",
    access: "public",
    body: loginRequestSchema,
    ok: { status: 200, description: "Signed in", schema: loginResponseSchema },
    errors: { 429: "Too many failed attempts from this client; Retry-After says when to try again" },
  },
  "admin.status": {
    tag: "Session",
    summary: "Whether the caller is signed in as admin",
    access: "public",
    ok: { status: 200, description: "The caller's status", schema: adminStatusSchema },
  },
  "admin.logout": {
    tag: "Session",
    summary: "End the caller's session",
    access: "public",
    ok: { status: 204, description: "Signed out" },
  },

  // Products
  "products.list": {
    tag: "Products",
    summary:
      "A page of the catalogue, in the home grid's order or another `sort`, narrowed by a category, a store, a price range (`min`, `max`, in the product's currency) or `instock=1`",
    access: "public",
    query: catalogueQuerySchema,
    ok: { status: 200, description: "Products", schema: z.array(productSchema) },
  },
  "products.facets": {
    tag: "Products",
    summary:
      "The facet counts of the same filters: products per category and per store (each as the other filters leave them), in stock, and in all",
    access: "public",
    query: catalogueFilterSchema,
    ok: { status: 200, description: "The counts", schema: catalogueFacetsSchema },
  },
  "products.hero": {
    tag: "Products",
    summary: "The hero carousel's products",
    access: "public",
    ok: { status: 200, description: "Products", schema: z.array(productSchema) },
  },
  "products.get": {
    tag: "Products",
    summary:
      "A product's page: the product, its 90-day price history, the posts that feature it and similar products; an older slug of the product redirects (301) to its current one",
    access: "public",
    params: productSlugParamSchema,
    ok: { status: 200, description: "The product's page", schema: productPageSchema },
    errors: { 410: "The product was deleted" },
  },
  "products.adminPage": {
    tag: "Products",
    summary: "A page of the admin's product table, searched and sorted",
    access: "admin",
    query: adminProductListQuerySchema,
    ok: { status: 200, description: "Products with their admin fields", schema: z.array(adminProductSchema) },
  },
  "products.import": {
    tag: "Products",
    summary:
      "Import products from a CSV or JSON lines file (at most 100,000 rows): each row updates the product with its externalId, else the one with its productUrl, or adds one; all rows or none, or with partial=1 the good ones",
    access: "admin",
    query: productImportQuerySchema,
    file: {
      types: ["text/csv", "application/x-ndjson"],
      description: `A product a row (CSV: after a heading line naming the columns; JSON lines: an object a line), with the fields of POST /api/products and externalId: ${PRODUCT_IMPORT_COLUMNS.join(", ")}. A 400 lists each bad row as "line N: field: reason"; a file of more rows is a 413.`,
    },
    ok: { status: 200, description: "Rows read, products added and updated, the bad rows left out", schema: productImportResultSchema },
  },
  "products.create": {
    tag: "Products",
    summary: "Add a product",
    access: "admin",
    body: productCreateSchema,
    ok: { status: 201, description: "The product", schema: adminProductSchema },
  },
  "products.update": {
    tag: "Products",
    summary: "Change a product",
    access: "admin",
    params: idParamSchema,
    body: productUpdateSchema,
    ok: { status: 200, description: "The product", schema: adminProductSchema },
    errors: { 409: "Another product has (or had) this slug" },
  },
  "products.remove": {
    tag: "Products",
    summary: "Delete a product",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Deleted" },
  },
  "products.extract": {
    tag: "Products",
    summary: "Read a product's details from its Amazon page (what the link itself tells when the page cannot be read)",
    access: "admin",
    body: extractRequestSchema,
    ok: { status: 200, description: "The details found", schema: extractedProductSchema },
  },

  // Post previews and uploaded pictures
  "blog.preview": {
    tag: "Blog",
    summary: "Keep the editor's fields behind a link to the real post page for an hour (nothing is saved)",
    access: "admin",
    body: postPreviewRequestSchema,
    ok: { status: 201, description: "The preview's link and when it expires", schema: postPreviewSchema },
  },
  "uploads.image": {
    tag: "Blog",
    summary: "Upload a picture (base64 in JSON): resized and stored as WebP and AVIF",
    access: "admin",
    body: uploadRequestSchema,
    ok: { status: 201, description: "Where the picture is served, and its size", schema: uploadedImageSchema },
  },

  // Amazon prices (Creators API)
  "prices.status": {
    tag: "Prices",
    summary: "Whether Amazon prices are being refreshed, and how the last refresh went",
    access: "admin",
    ok: { status: 200, description: "The refresh status", schema: priceRefreshStatusSchema },
  },
  "prices.refreshAll": {
    tag: "Prices",
    summary: "Refresh every Amazon price now (the refresh job takes them at the API's rate)",
    access: "admin",
    ok: { status: 202, description: "Scheduled", schema: priceRefreshAllSchema },
    errors: { 409: "Amazon's Creators API credentials are not set" },
  },
  "products.refreshPrice": {
    tag: "Prices",
    summary: "Refresh one Amazon product's price, currency and availability now",
    access: "admin",
    params: idParamSchema,
    ok: {
      status: 200,
      description:
        "The product as Amazon has it now; or, when Amazon has not answered within 5 s, 202 with {scheduled, message}: the refresh goes on in the background",
      schema: z.union([adminProductSchema, priceRefreshContinuesSchema]),
    },
    errors: {
      404: "The product does not exist",
      409: "Amazon's Creators API credentials are not set",
      502: "Amazon refused or failed the request, or has no such item (the price was kept)",
    },
  },
  "prices.history": {
    tag: "Prices",
    summary: "Observed prices of some products over the last days",
    access: "admin",
    query: priceHistoryQuerySchema,
    ok: { status: 200, description: "Each product's price points", schema: priceHistorySchema },
  },
  "prices.changes": {
    tag: "Prices",
    summary: "The biggest price drops and rises of the last days",
    access: "admin",
    query: priceChangesQuerySchema,
    ok: { status: 200, description: "Drops and rises", schema: priceChangesSchema },
  },

  // Stores
  "stores.list": {
    tag: "Stores",
    summary: "Every store of the directory; with near=LAT,LNG nearest first, each with its distanceKm (stores without coordinates last)",
    access: "public",
    query: storeListQuerySchema,
    ok: { status: 200, description: "Stores (with near: StoreNear objects)", schema: z.array(z.union([storeNearSchema, storeSchema])) },
  },
  "stores.get": {
    tag: "Stores",
    summary: "A store, for its page",
    access: "public",
    params: storeSlugParamSchema,
    ok: { status: 200, description: "The store", schema: storeSchema },
    errors: { 404: "No such store" },
  },
  "stores.update": {
    tag: "Stores",
    summary: "Change a store (its address, contact, status or merchant id)",
    access: "admin",
    params: idParamSchema,
    body: storeUpdateSchema,
    ok: { status: 200, description: "The store", schema: storeSchema },
    errors: { 404: "No such store" },
  },
  "stores.adminPage": {
    tag: "Stores",
    summary: "A page of the stores in name order, optionally searched by name or city",
    access: "admin",
    query: adminNamedListQuerySchema,
    ok: { status: 200, description: "Stores", schema: z.array(storeSchema) },
  },
  "stores.create": {
    tag: "Stores",
    summary: "Add a store",
    access: "admin",
    body: storeCreateSchema,
    ok: { status: 201, description: "The store", schema: storeSchema },
  },
  "stores.remove": {
    tag: "Stores",
    summary: "Remove a store",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Removed" },
    errors: { 404: "No such store" },
  },

  // Brand listings (/resources)
  "resources.list": {
    tag: "Brands",
    summary: "Every brand listing of the directory",
    access: "public",
    ok: { status: 200, description: "Brand listings", schema: z.array(resourceSchema) },
  },
  "resources.adminPage": {
    tag: "Brands",
    summary: "A page of the brand listings in name order, optionally searched by name",
    access: "admin",
    query: adminNamedListQuerySchema,
    ok: { status: 200, description: "Brand listings", schema: z.array(resourceSchema) },
  },
  "resources.create": {
    tag: "Brands",
    summary: "Add a brand listing",
    access: "admin",
    body: resourceCreateSchema,
    ok: { status: 201, description: "The listing", schema: resourceSchema },
    errors: { 409: "A listing with this name exists" },
  },
  "resources.update": {
    tag: "Brands",
    summary: "Change a brand listing",
    access: "admin",
    params: idParamSchema,
    body: resourceUpdateSchema,
    ok: { status: 200, description: "The listing", schema: resourceSchema },
    errors: { 404: "No such listing", 409: "A listing with this name exists" },
  },
  "resources.remove": {
    tag: "Brands",
    summary: "Remove a brand listing",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Removed" },
    errors: { 404: "No such listing" },
  },

  // Blog
  "blog.list": {
    tag: "Blog",
    summary: "A page of the public posts in the blog's order",
    access: "public",
    query: pageQuerySchema,
    ok: { status: 200, description: "Post summaries", schema: z.array(blogPostSummarySchema) },
  },
  "blog.get": {
    tag: "Blog",
    summary: "A public post (an admin also gets drafts and scheduled posts); a renamed post's old slug redirects (301)",
    access: "public-or-admin",
    params: slugParams,
    ok: { status: 200, description: "The post", schema: blogPostSchema },
  },
  "blog.create": {
    tag: "Blog",
    summary: "Write a post",
    access: "admin",
    body: blogCreateSchema,
    ok: { status: 201, description: "The post", schema: blogPostSchema },
    errors: { 409: "A post with this slug exists" },
  },
  "blog.adminPage": {
    tag: "Blog",
    summary: "A page of every saved post, most recently updated first",
    access: "admin",
    query: adminPageQuerySchema,
    ok: { status: 200, description: "Post summaries", schema: z.array(blogPostSummarySchema) },
  },
  "blog.adminGet": {
    tag: "Blog",
    summary: "A saved post",
    access: "admin",
    params: idParamSchema,
    ok: { status: 200, description: "The post", schema: blogPostSchema },
  },
  "blog.update": {
    tag: "Blog",
    summary: "Change a post",
    access: "admin",
    params: idParamSchema,
    body: blogUpdateSchema,
    ok: { status: 200, description: "The post", schema: blogPostSchema },
    errors: { 409: "A post with this slug exists" },
  },
  "blog.remove": {
    tag: "Blog",
    summary: "Delete a post",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Deleted" },
  },
  "blog.generationStatus": {
    tag: "Blog",
    summary: "Whether AI post generation is configured",
    access: "admin",
    ok: { status: 200, description: "The status", schema: generationStatusSchema },
  },
  "blog.generate": {
    tag: "Blog",
    summary: "Draft a post with the configured OpenAI-compatible model",
    access: "admin",
    body: generateRequestSchema,
    ok: { status: 200, description: "The draft", schema: generatedPostSchema },
    errors: { 502: "The model's server failed or answered something unusable", 504: "The model took too long" },
  },

  // Affiliate programs
  "programs.list": {
    tag: "Programs",
    summary: "Every affiliate program",
    access: "admin",
    ok: { status: 200, description: "Programs", schema: z.array(programSchema) },
  },
  "programs.create": {
    tag: "Programs",
    summary: "Add an affiliate program",
    access: "admin",
    body: programCreateSchema,
    ok: { status: 201, description: "The program", schema: programSchema },
  },
  "programs.update": {
    tag: "Programs",
    summary: "Change an affiliate program",
    access: "admin",
    params: idParamSchema,
    body: programUpdateSchema,
    ok: { status: 200, description: "The program", schema: programSchema },
  },
  "programs.remove": {
    tag: "Programs",
    summary: "Delete an affiliate program",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Deleted" },
  },

  // Tweets
  "tweets.page": {
    tag: "Tweets",
    summary: "A page of the scheduling queue (next to go out first), or of one status's tab",
    access: "admin",
    query: adminPageQuerySchema.extend(tweetListQuerySchema.shape),
    ok: { status: 200, description: "Tweets", schema: z.array(tweetSchema) },
  },
  "tweets.counts": {
    tag: "Tweets",
    summary: "How many tweets each status has",
    access: "admin",
    ok: { status: 200, description: "Counts by status", schema: tweetCountsSchema },
  },
  "tweets.calendar": {
    tag: "Tweets",
    summary: "The tweets scheduled or sent between two times (a week of the calendar)",
    access: "admin",
    query: tweetCalendarQuerySchema,
    ok: { status: 200, description: "Tweets", schema: z.array(tweetSchema) },
  },
  "tweets.posting": {
    tag: "Tweets",
    summary: "Whether the server posts due tweets to X",
    access: "admin",
    ok: { status: 200, description: "The posting status", schema: tweetPostingSchema },
  },
  "tweets.create": {
    tag: "Tweets",
    summary: "Save a tweet (a draft, or scheduled for a time)",
    access: "admin",
    body: tweetCreateSchema,
    ok: { status: 201, description: "The tweet", schema: tweetSchema },
    errors: { 409: "Scheduled, it links to a draft post of the site" },
  },
  "tweets.share": {
    tag: "Tweets",
    summary: "A tweet sharing a post or a product: a draft, or scheduled for the time a post goes live later",
    access: "admin",
    body: tweetShareSchema,
    ok: { status: 201, description: "The tweet", schema: tweetSchema },
    errors: { 404: "The post or product does not exist", 409: "A draft post cannot be shared" },
  },
  "tweets.update": {
    tag: "Tweets",
    summary: "Change a tweet",
    access: "admin",
    params: idParamSchema,
    body: tweetUpdateSchema,
    ok: { status: 200, description: "The tweet", schema: tweetSchema },
    errors: { 409: "Scheduled, it links to a draft post of the site" },
  },
  "tweets.retry": {
    tag: "Tweets",
    summary: "Put a failed or missed tweet back on the schedule, due now",
    access: "admin",
    params: idParamSchema,
    ok: { status: 200, description: "The tweet", schema: tweetSchema },
    errors: { 409: "Only a failed or missed tweet can be retried" },
  },
  "tweets.remove": {
    tag: "Tweets",
    summary: "Delete a tweet",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Deleted" },
  },

  // Search
  search: {
    tag: "Search",
    summary: "Search brands, stores, products and posts",
    access: "public",
    query: searchQuerySchema,
    ok: { status: 200, description: "Results, best first", schema: z.array(searchResultSchema) },
  },

  // Clicks and links
  "clicks.beacon": {
    tag: "Clicks and links",
    summary: "Record a click on an outbound link (a beacon; bots are dropped)",
    access: "public",
    body: clickBeaconSchema,
    ok: { status: 204, description: "Recorded (or dropped)" },
    errors: { 429: "Too many clicks from this client" },
  },
  "clicks.go": {
    tag: "Clicks and links",
    summary:
      "Follow an Amazon link: the click is recorded with the visitor's country and marketplace, and redirected (302) to the marketplace that serves them when the item is there, else to the home link (400 for a link that is not Amazon's)",
    access: "public",
    query: clickBeaconSchema,
    ok: { status: 302, description: "To Amazon (Location)" },
  },
  "clicks.stats": {
    tag: "Clicks and links",
    summary: "Clicks per day and the top links over a range of days",
    access: "admin",
    query: clickStatsQuerySchema,
    ok: { status: 200, description: "The figures", schema: clickStatsSchema },
  },
  "clicks.products": {
    tag: "Clicks and links",
    summary: "A page of clicks per product",
    access: "admin",
    query: productClicksQuerySchema,
    ok: { status: 200, description: "Clicks per product", schema: productClicksSchema },
  },
  "earnings.report": {
    tag: "Earnings",
    summary: "Revenue, orders, clicks, conversion and EPC per placement, page, product and program over days of SITE_TIMEZONE",
    access: "admin",
    query: earningsQuerySchema,
    ok: { status: 200, description: "The figures", schema: earningsReportSchema },
  },
  "earnings.products": {
    tag: "Earnings",
    summary: "The last 30 days' revenue of the products `ids` names",
    access: "admin",
    query: productEarningsQuerySchema,
    ok: { status: 200, description: "Revenue per product", schema: productEarningsSchema },
  },
  "earnings.import": {
    tag: "Earnings",
    summary: "Import an earnings report file (Amazon Associates earnings, Rakuten Signature Orders): all rows or none, each row once",
    access: "admin",
    body: earningsImportSchema,
    ok: { status: 200, description: "How many rows were new", schema: earningsImportResultSchema },
  },
  "earnings.trackingIds": {
    tag: "Earnings",
    summary: "The Amazon tracking id of each placement, and the fallback (AMAZON_ASSOCIATE_TAG)",
    access: "admin",
    ok: { status: 200, description: "The map", schema: trackingIdsSchema },
  },
  "earnings.saveTrackingIds": {
    tag: "Earnings",
    summary: "Replace the placement → Amazon tracking id map",
    access: "admin",
    body: trackingIdsUpdateSchema,
    ok: { status: 200, description: "The saved map", schema: trackingIdsSchema },
  },
  "links.health": {
    tag: "Clicks and links",
    summary: "A page of the checked links (broken first), the stores earning nothing, and whether a check runs",
    access: "admin",
    query: linkHealthQuerySchema,
    ok: { status: 200, description: "Link health", schema: linkHealthSchema },
  },
  "links.check": {
    tag: "Clicks and links",
    summary: "Check every link now (a background job)",
    access: "admin",
    ok: { status: 202, description: "The check is under way", schema: messageSchema },
  },
  "links.acknowledge": {
    tag: "Clicks and links",
    summary: "Acknowledge a broken link",
    access: "admin",
    body: linkAcknowledgeSchema,
    ok: { status: 204, description: "Acknowledged" },
    errors: { 404: "No such link" },
  },
  "links.brokenProducts": {
    tag: "Clicks and links",
    summary: "A page of the ids of products whose link is broken",
    access: "admin",
    query: brokenProductsQuerySchema,
    ok: { status: 200, description: "Product ids", schema: brokenProductsSchema },
  },

  // Price alerts (docs/decisions/0053-price-alerts-by-email.md)
  "alerts.watch": {
    tag: "Price alerts",
    summary: "Watch a product's price: a confirmation mail goes to the address (the answer is the same whether it is known or not)",
    access: "public",
    body: watchRequestSchema,
    ok: { status: 202, description: "Accepted", schema: messageSchema },
    errors: { 429: "Too many alert requests from this client" },
  },
  "alerts.confirm": {
    tag: "Price alerts",
    summary: "Confirm a watch with the token of its confirmation mail's link",
    access: "public",
    query: alertTokenSchema,
    ok: { status: 200, description: "The product now watched", schema: watchConfirmedSchema },
    errors: { 404: "No watch has this token", 410: "The link has expired" },
  },
  "alerts.unsubscribe": {
    tag: "Price alerts",
    summary: "Stop every alert to an address (RFC 8058 one-click: any body is ignored)",
    access: "public",
    query: alertTokenSchema,
    ok: { status: 200, description: "Unsubscribed", schema: messageSchema },
    errors: { 404: "No address has this token" },
  },
  "subscribers.list": {
    tag: "Price alerts",
    summary:
      "Alert subscribers: counts per state, a page of the addresses matching `q` (newest first) with their watches, how mail is sent, the outbox",
    access: "admin",
    query: subscribersQuerySchema,
    ok: { status: 200, description: "Subscribers", schema: subscribersSchema },
  },
  "subscribers.remove": {
    tag: "Price alerts",
    summary: "Delete an address on request: it and its watches go, its hash stays in the suppression list",
    access: "admin",
    params: idParamSchema,
    ok: { status: 204, description: "Deleted" },
  },
  "subscribers.testMail": {
    tag: "Price alerts",
    summary: "Send a test mail",
    access: "admin",
    body: testMailSchema,
    ok: { status: 200, description: "Sent (or put in the outbox)", schema: messageSchema },
    errors: { 502: "The mail server refused or could not be reached" },
  },
} satisfies { [K in EndpointKey]: EndpointDef };

/** The endpoint `key`, whole. */
export function endpoint(key: EndpointKey): Endpoint {
  const [method, path, paged] = ENDPOINT_PATHS[key] as readonly [EndpointMethod, string, "paged"?];
  return { key, method, path, paged: paged === "paged", ...(ENDPOINTS[key] as EndpointDef) };
}

/** Every endpoint, in the table's order. */
export const ENDPOINT_LIST: readonly Endpoint[] = (Object.keys(ENDPOINT_PATHS) as EndpointKey[]).map(endpoint);
