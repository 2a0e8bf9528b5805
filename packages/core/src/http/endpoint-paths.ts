/**
 * The API's endpoints by name: each one's method and path (Hono's form, ":id"). This is the part of the endpoint table
 * (endpoints.ts) that carries no zod, so the public pages can walk it (docs/decisions/0062-one-endpoint-table.md);
 * endpoints.ts must have an entry for each key here, and nothing else (the compiler checks both).
 */
export const ENDPOINT_PATHS = {
  // Service
  health: ["get", "/api/health"],
  config: ["get", "/api/config"],
  "openapi.document": ["get", "/api/openapi.json"],
  "openapi.docs": ["get", "/api/docs"],
  metrics: ["get", "/metrics"],

  // Session
  "admin.login": ["post", "/api/admin/login"],
  "admin.status": ["get", "/api/admin/status"],
  "admin.logout": ["post", "/api/admin/logout"],

  // Products
  "products.list": ["get", "/api/products", "paged"],
  "products.facets": ["get", "/api/products/facets"],
  "products.hero": ["get", "/api/products/hero"],
  "products.get": ["get", "/api/products/:slug"],
  "products.adminPage": ["get", "/api/admin/products", "paged"],
  "products.import": ["post", "/api/admin/products/import"],
  "products.create": ["post", "/api/products"],
  "products.update": ["patch", "/api/products/:id"],
  "products.remove": ["delete", "/api/products/:id"],
  "products.extract": ["post", "/api/extract-amazon-product"],

  // Post previews and uploaded pictures
  "blog.preview": ["post", "/api/admin/posts/preview"],
  "uploads.image": ["post", "/api/admin/uploads"],

  // Amazon prices (Creators API)
  "prices.status": ["get", "/api/admin/prices/status"],
  "prices.refreshAll": ["post", "/api/admin/prices/refresh"],
  "products.refreshPrice": ["post", "/api/admin/products/:id/refresh-price"],
  "prices.history": ["get", "/api/admin/prices/history"],
  "prices.changes": ["get", "/api/admin/prices/changes"],

  // Stores
  "stores.list": ["get", "/api/stores"],
  "stores.get": ["get", "/api/stores/:slug"],
  "stores.update": ["patch", "/api/stores/:id"],
  "stores.adminPage": ["get", "/api/admin/stores", "paged"],
  "stores.create": ["post", "/api/stores"],
  "stores.remove": ["delete", "/api/stores/:id"],

  // Brand listings (/resources)
  "resources.list": ["get", "/api/resources"],
  "resources.adminPage": ["get", "/api/admin/resources", "paged"],
  "resources.create": ["post", "/api/resources"],
  "resources.update": ["patch", "/api/resources/:id"],
  "resources.remove": ["delete", "/api/resources/:id"],

  // Blog
  "blog.list": ["get", "/api/blog", "paged"],
  "blog.get": ["get", "/api/blog/:slug"],
  "blog.create": ["post", "/api/blog"],
  "blog.adminPage": ["get", "/api/admin/posts", "paged"],
  "blog.adminGet": ["get", "/api/admin/posts/:id"],
  "blog.update": ["patch", "/api/admin/posts/:id"],
  "blog.remove": ["delete", "/api/admin/posts/:id"],
  "blog.generationStatus": ["get", "/api/blog/generate/status"],
  "blog.generate": ["post", "/api/blog/generate"],

  // Affiliate programs
  "programs.list": ["get", "/api/programs"],
  "programs.create": ["post", "/api/programs"],
  "programs.update": ["patch", "/api/programs/:id"],
  "programs.remove": ["delete", "/api/programs/:id"],

  // Tweets
  "tweets.page": ["get", "/api/tweets", "paged"],
  "tweets.counts": ["get", "/api/tweets/counts"],
  "tweets.calendar": ["get", "/api/tweets/calendar"],
  "tweets.posting": ["get", "/api/tweets/posting"],
  "tweets.create": ["post", "/api/tweets"],
  "tweets.share": ["post", "/api/tweets/share"],
  "tweets.update": ["patch", "/api/tweets/:id"],
  "tweets.retry": ["post", "/api/tweets/:id/retry"],
  "tweets.remove": ["delete", "/api/tweets/:id"],

  // Search
  search: ["get", "/api/search"],

  // Clicks and links
  "clicks.beacon": ["post", "/api/clicks"],
  "clicks.go": ["get", "/api/go"],
  "clicks.stats": ["get", "/api/admin/clicks"],
  "clicks.products": ["get", "/api/admin/clicks/products", "paged"],
  "earnings.report": ["get", "/api/admin/earnings"],
  "earnings.products": ["get", "/api/admin/earnings/products"],
  "earnings.import": ["post", "/api/admin/earnings/import"],
  "earnings.trackingIds": ["get", "/api/admin/earnings/tracking-ids"],
  "earnings.saveTrackingIds": ["post", "/api/admin/earnings/tracking-ids"],
  "links.health": ["get", "/api/admin/links", "paged"],
  "links.check": ["post", "/api/admin/links/check"],
  "links.acknowledge": ["post", "/api/admin/links/acknowledge"],
  "links.brokenProducts": ["get", "/api/admin/links/products", "paged"],

  // Price alerts (docs/decisions/0053-price-alerts-by-email.md)
  "alerts.watch": ["post", "/api/alerts/watches"],
  "alerts.confirm": ["post", "/api/alerts/confirm"],
  "alerts.unsubscribe": ["post", "/api/alerts/unsubscribe"],
  "subscribers.list": ["get", "/api/admin/subscribers", "paged"],
  "subscribers.remove": ["delete", "/api/admin/subscribers/:id"],
  "subscribers.testMail": ["post", "/api/admin/subscribers/test-mail"],
} as const;

export type EndpointKey = keyof typeof ENDPOINT_PATHS;
export type EndpointMethod = (typeof ENDPOINT_PATHS)[EndpointKey][0];

/** The path of the endpoint `key` (a query key's first part: the default query function GETs the key joined with "/"). */
export const endpointPath = <K extends EndpointKey>(key: K): (typeof ENDPOINT_PATHS)[K][1] => ENDPOINT_PATHS[key][1];
