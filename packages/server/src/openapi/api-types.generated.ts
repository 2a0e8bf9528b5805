// Generated from the OpenAPI document by `pnpm --filter @app/server openapi:types`: do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server and its database are up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the site and the admin need (the Rakuten publisher id, the Amazon tracking ids per placement) */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenapijson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document as a readable page */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics: request durations by route, the job queue and job outcomes, the database pool */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the admin password: a session cookie (web), or a bearer token with mode=token (desktop) */
        post: operations["postAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller is signed in as admin */
        get: operations["getAdminStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller's session */
        post: operations["postAdminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the catalogue, in the home grid's order or another `sort`, narrowed by a category, a store, a price range (`min`, `max`, in the product's currency) or `instock=1` */
        get: operations["getProducts"];
        put?: never;
        /** Add a product */
        post: operations["postProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The facet counts of the same filters: products per category and per store (each as the other filters leave them), in stock, and in all */
        get: operations["getProductsFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/hero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hero carousel's products */
        get: operations["getProductsHero"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's page: the product, its 90-day price history, the posts that feature it and similar products; an older slug of the product redirects (301) to its current one */
        get: operations["getProductsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the admin's product table, searched and sorted */
        get: operations["getAdminProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import products from a CSV or JSON lines file (at most 100,000 rows): each row updates the product with its externalId, else the one with its productUrl, or adds one; all rows or none, or with partial=1 the good ones */
        post: operations["postAdminProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a product */
        delete: operations["deleteProductsById"];
        options?: never;
        head?: never;
        /** Change a product */
        patch: operations["patchProductsById"];
        trace?: never;
    };
    "/api/extract-amazon-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a product's details from its Amazon page (what the link itself tells when the page cannot be read) */
        post: operations["postExtractAmazonProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep the editor's fields behind a link to the real post page for an hour (nothing is saved) */
        post: operations["postAdminPostsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a picture (base64 in JSON): resized and stored as WebP and AVIF */
        post: operations["postAdminUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/prices/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Amazon prices are being refreshed, and how the last refresh went */
        get: operations["getAdminPricesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/prices/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh every Amazon price now (the refresh job takes them at the API's rate) */
        post: operations["postAdminPricesRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/refresh-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh one Amazon product's price, currency and availability now */
        post: operations["postAdminProductsByIdRefreshPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/prices/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Observed prices of some products over the last days */
        get: operations["getAdminPricesHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/prices/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The biggest price drops and rises of the last days */
        get: operations["getAdminPricesChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store of the directory; with near=LAT,LNG nearest first, each with its distanceKm (stores without coordinates last) */
        get: operations["getStores"];
        put?: never;
        /** Add a store */
        post: operations["postStores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store, for its page */
        get: operations["getStoresBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a store */
        delete: operations["deleteStoresById"];
        options?: never;
        head?: never;
        /** Change a store (its address, contact, status or merchant id) */
        patch: operations["patchStoresById"];
        trace?: never;
    };
    "/api/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the stores in name order, optionally searched by name or city */
        get: operations["getAdminStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand listing of the directory */
        get: operations["getResources"];
        put?: never;
        /** Add a brand listing */
        post: operations["postResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the brand listings in name order, optionally searched by name */
        get: operations["getAdminResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a brand listing */
        delete: operations["deleteResourcesById"];
        options?: never;
        head?: never;
        /** Change a brand listing */
        patch: operations["patchResourcesById"];
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the public posts in the blog's order */
        get: operations["getBlog"];
        put?: never;
        /** Write a post */
        post: operations["postBlog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public post (an admin also gets drafts and scheduled posts); a renamed post's old slug redirects (301) */
        get: operations["getBlogBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of every saved post, most recently updated first */
        get: operations["getAdminPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A saved post */
        get: operations["getAdminPostsById"];
        put?: never;
        post?: never;
        /** Delete a post */
        delete: operations["deleteAdminPostsById"];
        options?: never;
        head?: never;
        /** Change a post */
        patch: operations["patchAdminPostsById"];
        trace?: never;
    };
    "/api/blog/generate/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether AI post generation is configured */
        get: operations["getBlogGenerateStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draft a post with the configured OpenAI-compatible model */
        post: operations["postBlogGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every affiliate program */
        get: operations["getPrograms"];
        put?: never;
        /** Add an affiliate program */
        post: operations["postPrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an affiliate program */
        delete: operations["deleteProgramsById"];
        options?: never;
        head?: never;
        /** Change an affiliate program */
        patch: operations["patchProgramsById"];
        trace?: never;
    };
    "/api/tweets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the scheduling queue (next to go out first), or of one status's tab */
        get: operations["getTweets"];
        put?: never;
        /** Save a tweet (a draft, or scheduled for a time) */
        post: operations["postTweets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tweets/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many tweets each status has */
        get: operations["getTweetsCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tweets/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tweets scheduled or sent between two times (a week of the calendar) */
        get: operations["getTweetsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tweets/posting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server posts due tweets to X */
        get: operations["getTweetsPosting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tweets/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A tweet sharing a post or a product: a draft, or scheduled for the time a post goes live later */
        post: operations["postTweetsShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tweets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tweet */
        delete: operations["deleteTweetsById"];
        options?: never;
        head?: never;
        /** Change a tweet */
        patch: operations["patchTweetsById"];
        trace?: never;
    };
    "/api/tweets/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a failed or missed tweet back on the schedule, due now */
        post: operations["postTweetsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search brands, stores, products and posts */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a click on an outbound link (a beacon; bots are dropped) */
        post: operations["postClicks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/go": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow an Amazon link: the click is recorded with the visitor's country and marketplace, and redirected (302) to the marketplace that serves them when the item is there, else to the home link (400 for a link that is not Amazon's) */
        get: operations["getGo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clicks per day and the top links over a range of days */
        get: operations["getAdminClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clicks/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of clicks per product */
        get: operations["getAdminClicksProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, orders, clicks, conversion and EPC per placement, page, product and program over days of SITE_TIMEZONE */
        get: operations["getAdminEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/earnings/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last 30 days' revenue of the products `ids` names */
        get: operations["getAdminEarningsProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/earnings/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import an earnings report file (Amazon Associates earnings, Rakuten Signature Orders): all rows or none, each row once */
        post: operations["postAdminEarningsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/earnings/tracking-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Amazon tracking id of each placement, and the fallback (AMAZON_ASSOCIATE_TAG) */
        get: operations["getAdminEarningsTrackingIds"];
        put?: never;
        /** Replace the placement → Amazon tracking id map */
        post: operations["postAdminEarningsTrackingIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the checked links (broken first), the stores earning nothing, and whether a check runs */
        get: operations["getAdminLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check every link now (a background job) */
        post: operations["postAdminLinksCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge a broken link */
        post: operations["postAdminLinksAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the ids of products whose link is broken */
        get: operations["getAdminLinksProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Watch a product's price: a confirmation mail goes to the address (the answer is the same whether it is known or not) */
        post: operations["postAlertsWatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a watch with the token of its confirmation mail's link */
        post: operations["postAlertsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop every alert to an address (RFC 8058 one-click: any body is ignored) */
        post: operations["postAlertsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alert subscribers: counts per state, a page of the addresses matching `q` (newest first) with their watches, how mail is sent, the outbox */
        get: operations["getAdminSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an address on request: it and its watches go, its hash stays in the suppression list */
        delete: operations["deleteAdminSubscribersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/test-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test mail */
        post: operations["postAdminSubscribersTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            message: string;
            issues?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: {
        /** @description The input is not valid: `message` names the first field, `issues` lists each */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not signed in as admin */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A cookie-authenticated write from a page of another origin */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not found */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is larger than 512 KB */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is not sent as application/json */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Too many requests from this client; Retry-After says when to try again */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The database is unavailable or the server is busy; Retry-After says when to try again */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, as in the server's log */
        RequestId: string;
        /** @description The next page: `</api/…?cursor=…>; rel="next"` (absent on the last page) */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rakutenPublisherId: string;
                        amazonAssociateTag?: string | null;
                        /** @default {} */
                        amazonTrackingIds: {
                            [key: string]: string;
                        };
                        /** @default UTC */
                        timeZone: string;
                        /** @default false */
                        priceAlerts: boolean;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenapijson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format; from loopback, or with `Authorization: Bearer METRICS_TOKEN` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /**
                     * @default cookie
                     * @enum {string}
                     */
                    mode?: "cookie" | "token";
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        token?: string;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many requests from this client; Retry-After says when to try again: Too many failed attempts from this client; Retry-After says when to try again */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAdmin: boolean;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProducts: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: string;
                category?: "sneaker-accessories" | "display" | "storage" | "care" | "protection" | "shoe-trees" | "laces" | "comfort" | "travel" | "watches";
                store?: string;
                min?: string;
                max?: string;
                instock?: "1";
                sort?: "featured" | "price" | "-price" | "rating" | "newest";
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        sourceStore: string;
                        /** @default  */
                        slug: string;
                        affiliateLink: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    price: string;
                    currency?: string;
                    rating?: string;
                    /** @default 0 */
                    reviewCount?: number;
                    imageUrl: string;
                    productUrl: string;
                    /** @default Amazon */
                    sourceStore?: string;
                    amazonAsin?: string | null;
                    /** @enum {string} */
                    category?: "sneaker-accessories" | "display" | "storage" | "care" | "protection" | "shoe-trees" | "laces" | "comfort" | "travel" | "watches";
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The product */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        productUrl: string;
                        sourceStore: string;
                        amazonAsin: string | null;
                        category: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        /** @default  */
                        slug: string;
                        /** @default  */
                        description: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsFacets: {
        parameters: {
            query?: {
                category?: "sneaker-accessories" | "display" | "storage" | "care" | "protection" | "shoe-trees" | "laces" | "comfort" | "travel" | "watches";
                store?: string;
                min?: string;
                max?: string;
                instock?: "1";
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        categories: {
                            value: string;
                            count: number;
                        }[];
                        stores: {
                            value: string;
                            count: number;
                        }[];
                        inStock: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsHero: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        sourceStore: string;
                        /** @default  */
                        slug: string;
                        affiliateLink: string;
                    }[];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductsBySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's page */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            id: number;
                            title: string;
                            price: string;
                            /** @default USD */
                            currency: string;
                            /** @default null */
                            priceCheckedAt: string | null;
                            /** @default null */
                            priceAsOf: string | null;
                            /**
                             * @default unknown
                             * @enum {string}
                             */
                            availability: "in_stock" | "out_of_stock" | "unknown";
                            rating: string;
                            reviewCount: number;
                            imageUrl: string;
                            sourceStore: string;
                            /** @default  */
                            slug: string;
                            affiliateLink: string;
                            category: string;
                            description: string;
                        };
                        history: {
                            at: string;
                            price: string;
                            currency: string;
                        }[];
                        posts: {
                            slug: string;
                            title: string;
                            excerpt: string;
                            heroImage: string;
                            heroImageAlt: string;
                            publishedAt: string | null;
                        }[];
                        similar: {
                            id: number;
                            title: string;
                            price: string;
                            /** @default USD */
                            currency: string;
                            /** @default null */
                            priceCheckedAt: string | null;
                            /** @default null */
                            priceAsOf: string | null;
                            /**
                             * @default unknown
                             * @enum {string}
                             */
                            availability: "in_stock" | "out_of_stock" | "unknown";
                            rating: string;
                            reviewCount: number;
                            imageUrl: string;
                            sourceStore: string;
                            /** @default  */
                            slug: string;
                            affiliateLink: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The product was deleted */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                q?: string;
                sort?: "newest" | "title" | "price" | "store" | "rating" | "category" | "updated";
                dir?: "asc" | "desc";
                ids?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products with their admin fields */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        productUrl: string;
                        sourceStore: string;
                        amazonAsin: string | null;
                        category: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        /** @default  */
                        slug: string;
                        /** @default  */
                        description: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminProductsImport: {
        parameters: {
            query?: {
                partial?: "0" | "1";
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A product a row (CSV: after a heading line naming the columns; JSON lines: an object a line), with the fields of POST /api/products and externalId: title, price, currency, rating, reviewCount, imageUrl, productUrl, sourceStore, amazonAsin, category, description, externalId. A 400 lists each bad row as "line N: field: reason"; a file of more rows is a 413. */
        requestBody: {
            content: {
                "text/csv": string;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Rows read, products added and updated, the bad rows left out */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: number;
                        added: number;
                        updated: number;
                        rejected: number;
                        problems: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    price?: string;
                    currency?: string;
                    rating?: string;
                    reviewCount?: number;
                    imageUrl?: string;
                    productUrl?: string;
                    sourceStore?: string;
                    amazonAsin?: string | null;
                    /** @enum {string} */
                    category?: "sneaker-accessories" | "display" | "storage" | "care" | "protection" | "shoe-trees" | "laces" | "comfort" | "travel" | "watches";
                    description?: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description The product */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        productUrl: string;
                        sourceStore: string;
                        amazonAsin: string | null;
                        category: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        /** @default  */
                        slug: string;
                        /** @default  */
                        description: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another product has (or had) this slug */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postExtractAmazonProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description The details found */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        productUrl: string;
                        sourceStore: string;
                        amazonAsin: string | null;
                        category: string;
                        pageRead?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPostsPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                    /** @default  */
                    excerpt?: string;
                    content: string;
                    heroImage?: string;
                    heroImageAlt?: string;
                    /** @default  */
                    metaTitle?: string;
                    /** @default  */
                    metaDescription?: string;
                    keywords?: string[];
                    author?: string;
                    /** @default Sneaker Culture */
                    category?: string;
                    /** @default false */
                    featured?: boolean;
                    /** @default false */
                    published?: boolean;
                    publishedAt?: string | null;
                    id?: number;
                };
            };
        };
        responses: {
            /** @description The preview's link and when it expires */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    purpose: "hero" | "inline";
                    /** Format: base64 */
                    data: string;
                };
            };
        };
        responses: {
            /** @description Where the picture is served, and its size */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPricesStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refresh status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        marketplace: string;
                        problem: string | null;
                        lastRunAt: string | null;
                        lastError: string | null;
                        amazonProducts: number;
                        stale: number;
                        staleReason: string | null;
                        dailyRequests: number;
                        requestsToday: number;
                        requestsNeededPerDay: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPricesRefresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scheduled */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        scheduled: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Amazon's Creators API credentials are not set */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminProductsByIdRefreshPrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product as Amazon has it now; or, when Amazon has not answered within 5 s, 202 with {scheduled, message}: the refresh goes on in the background */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        /** @default USD */
                        currency: string;
                        rating: string;
                        reviewCount: number;
                        imageUrl: string;
                        productUrl: string;
                        sourceStore: string;
                        amazonAsin: string | null;
                        category: string;
                        /** @default null */
                        priceCheckedAt: string | null;
                        /** @default null */
                        priceAsOf: string | null;
                        /**
                         * @default unknown
                         * @enum {string}
                         */
                        availability: "in_stock" | "out_of_stock" | "unknown";
                        /** @default  */
                        slug: string;
                        /** @default  */
                        description: string;
                    } | {
                        /** @constant */
                        scheduled: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: The product does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Amazon's Creators API credentials are not set */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Amazon refused or failed the request, or has no such item (the price was kept) */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPricesHistory: {
        parameters: {
            query: {
                ids: string;
                days?: number;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each product's price points */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        points: {
                            at: string;
                            price: string;
                            currency: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPricesChanges: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drops and rises */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drops: {
                            productId: number;
                            title: string;
                            currency: string;
                            from: string;
                            to: string;
                            percent: number;
                            changedAt: string;
                        }[];
                        rises: {
                            productId: number;
                            title: string;
                            currency: string;
                            from: string;
                            to: string;
                            percent: number;
                            changedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStores: {
        parameters: {
            query?: {
                near?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stores (with near: StoreNear objects) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                        distanceKm: number | null;
                    } | {
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                    })[];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStores: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string;
                    city: string;
                    /** @default  */
                    state?: string;
                    country: string;
                    phone?: string | null;
                    website?: string | null;
                    /**
                     * @default boutique
                     * @enum {string}
                     */
                    status?: "flagship" | "chain" | "boutique" | "outlet" | "other";
                    rakutenMerchantId?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                };
            };
        };
        responses: {
            /** @description The store */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStoresBySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not found: No such store */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteStoresById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: No such store */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchStoresById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    address?: string;
                    city?: string;
                    state?: string;
                    country?: string;
                    phone?: string | null;
                    website?: string | null;
                    /** @enum {string} */
                    status?: "flagship" | "chain" | "boutique" | "outlet" | "other";
                    rakutenMerchantId?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                };
            };
        };
        responses: {
            /** @description The store */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: No such store */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminStores: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                q?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stores */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        city: string;
                        state: string;
                        country: string;
                        phone: string | null;
                        website: string | null;
                        status: string;
                        rakutenMerchantId: string | null;
                        slug: string;
                        latitude: number | null;
                        longitude: number | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getResources: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand listings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string;
                        description: string;
                        logo: string;
                        /** @enum {string} */
                        category: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                    }[];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postResources: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    url: string;
                    description: string;
                    logo?: "" | string;
                    /** @enum {string} */
                    category: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                };
            };
        };
        responses: {
            /** @description The listing */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string;
                        description: string;
                        logo: string;
                        /** @enum {string} */
                        category: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A listing with this name exists */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminResources: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                q?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand listings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string;
                        description: string;
                        logo: string;
                        /** @enum {string} */
                        category: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteResourcesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: No such listing */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchResourcesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    url?: string;
                    description?: string;
                    logo?: "" | string;
                    /** @enum {string} */
                    category?: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                };
            };
        };
        responses: {
            /** @description The listing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string;
                        description: string;
                        logo: string;
                        /** @enum {string} */
                        category: "Brands" | "Retailers" | "Marketplaces" | "Care & Cleaning" | "Apparel" | "Accessories" | "Home & Office";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: No such listing */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A listing with this name exists */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlog: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Post summaries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBlog: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                    /** @default  */
                    excerpt?: string;
                    content: string;
                    heroImage?: string;
                    heroImageAlt?: string;
                    /** @default  */
                    metaTitle?: string;
                    /** @default  */
                    metaDescription?: string;
                    keywords?: string[];
                    author?: string;
                    /** @default Sneaker Culture */
                    category?: string;
                    /** @default false */
                    featured?: boolean;
                    /** @default false */
                    published?: boolean;
                    publishedAt?: string | null;
                };
            };
        };
        responses: {
            /** @description The post */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        content: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A post with this slug exists */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogBySlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        content: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPosts: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Post summaries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPostsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        content: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminPostsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchAdminPostsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    excerpt?: string;
                    content?: string;
                    heroImage?: string;
                    heroImageAlt?: string;
                    metaTitle?: string;
                    metaDescription?: string;
                    keywords?: string[];
                    category?: string;
                    featured?: boolean;
                    published?: boolean;
                    publishedAt?: string | null;
                };
            };
        };
        responses: {
            /** @description The post */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        excerpt: string;
                        author: string;
                        category: string;
                        heroImage: string;
                        heroImageAlt: string;
                        content: string;
                        featured: boolean;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        published: boolean;
                        publishedAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A post with this slug exists */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogGenerateStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBlogGenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    topic: string;
                    /** @enum {string} */
                    contentType: "how-to" | "buying-guide" | "review" | "listicle";
                    keywords: string[];
                    targetWordCount: number;
                    /** @default false */
                    includeProductLinks?: boolean;
                };
            };
        };
        responses: {
            /** @description The draft */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        title: string;
                        slug: string;
                        excerpt: string;
                        content: string;
                        heroImageQuery: string;
                        metaTitle: string;
                        metaDescription: string;
                        keywords: string[];
                        /** @default [] */
                        removed: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The model's server failed or answered something unusable */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            /** @description The model took too long */
            504: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPrograms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Programs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        averageCommission: string;
                        price: string;
                        commissionPercentage: number;
                        affiliateLink: string | null;
                        logoUrl: string | null;
                        category: string;
                        notes: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPrograms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description: string;
                    averageCommission?: string;
                    price?: string;
                    /** @default 30 */
                    commissionPercentage?: number;
                    affiliateLink?: string | null;
                    logoUrl?: string | null;
                    /** @default general */
                    category?: string;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The program */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        averageCommission: string;
                        price: string;
                        commissionPercentage: number;
                        affiliateLink: string | null;
                        logoUrl: string | null;
                        category: string;
                        notes: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProgramsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchProgramsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    averageCommission?: string;
                    price?: string;
                    commissionPercentage?: number;
                    affiliateLink?: string | null;
                    logoUrl?: string | null;
                    category?: string;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        averageCommission: string;
                        price: string;
                        commissionPercentage: number;
                        affiliateLink: string | null;
                        logoUrl: string | null;
                        category: string;
                        notes: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTweets: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                status?: "draft" | "scheduled" | "published" | "failed" | "missed";
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tweets */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTweets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @default null */
                    scheduledFor?: string | null;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "scheduled";
                    /**
                     * @default product
                     * @enum {string}
                     */
                    tweetType?: "product" | "affiliate" | "general";
                    /** @default null */
                    relatedProductId?: number | null;
                    /** @default null */
                    relatedProgramId?: number | null;
                    /**
                     * @default twitter
                     * @enum {string}
                     */
                    platform?: "twitter";
                };
            };
        };
        responses: {
            /** @description The tweet */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Scheduled, it links to a draft post of the site */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTweetsCounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts by status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: number;
                        scheduled: number;
                        published: number;
                        failed: number;
                        missed: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTweetsCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tweets */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTweetsPosting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        graceMinutes: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTweetsShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "post" | "product";
                    id: number;
                };
            };
        };
        responses: {
            /** @description The tweet */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: The post or product does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A draft post cannot be shared */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTweetsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTweetsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    scheduledFor?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "scheduled";
                    /** @enum {string} */
                    tweetType?: "product" | "affiliate" | "general";
                    relatedProductId?: number | null;
                    relatedProgramId?: number | null;
                    /** @enum {string} */
                    platform?: "twitter";
                };
            };
        };
        responses: {
            /** @description The tweet */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Scheduled, it links to a draft post of the site */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTweetsByIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tweet */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        scheduledFor: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "published" | "failed" | "missed";
                        /** @enum {string} */
                        tweetType: "product" | "affiliate" | "general";
                        relatedProductId: number | null;
                        relatedProgramId: number | null;
                        /** @enum {string} */
                        platform: "twitter";
                        createdAt: string;
                        postedAt: string | null;
                        externalId: string | null;
                        externalUrl: string | null;
                        lastError: string | null;
                        attempts: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Only a failed or missed tweet can be retried */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSearch: {
        parameters: {
            query: {
                q: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Results, best first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "brand" | "store" | "product" | "blog";
                        title: string;
                        description: string;
                        url: string;
                        imageUrl?: string;
                        category?: string;
                        price?: string;
                        currency?: string;
                        sourceStore?: string;
                        priceAsOf?: string | null;
                        slug?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClicks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description Recorded (or dropped) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many requests from this client; Retry-After says when to try again: Too many clicks from this client */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGo: {
        parameters: {
            query: {
                url: string;
                source?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Amazon (Location) */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminClicks: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        daily: {
                            date: string;
                            clicks: number;
                        }[];
                        top: {
                            url: string;
                            label: string;
                            /** @enum {string} */
                            kind: "product" | "store" | "brand" | "other";
                            clicks: number;
                        }[];
                        countries: {
                            country: string | null;
                            clicks: number;
                        }[];
                        marketplaces: {
                            marketplace: string;
                            clicks: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminClicksProducts: {
        parameters: {
            query?: {
                days?: number;
                limit?: string;
                cursor?: string;
                page?: unknown;
                ids?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clicks per product */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        clicks: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEarnings: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        totals: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        };
                        daily: {
                            date: string;
                            clicks: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        placement: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        page: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        product: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        program: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        marketplace: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                        country: {
                            key: string;
                            label: string;
                            clicks: number;
                            orders: number;
                            revenue: {
                                currency: string;
                                amount: string;
                            }[];
                            conversion: number | null;
                            epc: {
                                currency: string;
                                amount: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEarningsProducts: {
        parameters: {
            query?: {
                ids?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revenue per product */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        revenue: {
                            currency: string;
                            amount: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEarningsImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    network: "amazon" | "rakuten";
                    /** @default  */
                    fileName?: string;
                    text: string;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description How many rows were new */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: number;
                        added: number;
                        unchanged: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEarningsTrackingIds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The map */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trackingIds: {
                            /** @default  */
                            marketplace: string;
                            placement: string;
                            trackingId: string;
                        }[];
                        fallback: string | null;
                        marketplaces: {
                            host: string;
                            fallback: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEarningsTrackingIds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    trackingIds: {
                        /** @default  */
                        marketplace?: string;
                        placement: string;
                        trackingId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The saved map */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trackingIds: {
                            /** @default  */
                            marketplace: string;
                            placement: string;
                            trackingId: string;
                        }[];
                        fallback: string | null;
                        marketplaces: {
                            host: string;
                            fallback: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminLinks: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link health */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            url: string;
                            /** @enum {string} */
                            kind: "product" | "store" | "brand" | "other";
                            refId: number | null;
                            label: string;
                            /** @enum {string} */
                            status: "broken" | "unreachable" | "pending" | "ok";
                            lastCode: number | null;
                            lastError: string | null;
                            checkedAt: string | null;
                            acknowledgedAt: string | null;
                        }[];
                        storesEarningNothing: {
                            id: number;
                            name: string;
                            website: string;
                        }[];
                        checking: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminLinksCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check is under way */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminLinksAcknowledge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description Acknowledged */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Not found: No such link */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminLinksProducts: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                ids?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product ids */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsWatches: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    productSlug: string;
                    targetPrice?: string | null;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many requests from this client; Retry-After says when to try again: Too many alert requests from this client */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsConfirm: {
        parameters: {
            query: {
                token: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product now watched */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not found: No watch has this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The link has expired */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAlertsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not found: No address has this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminSubscribers: {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                page?: unknown;
                q?: string;
            };
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscribers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            pending: number;
                            confirmed: number;
                            unsubscribed: number;
                            bouncing: number;
                        };
                        watches: number;
                        suppressed: number;
                        subscribers: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            state: "pending" | "confirmed" | "unsubscribed" | "bouncing";
                            createdAt: string;
                            lastMailAt: string | null;
                            bounceReason: string | null;
                            watches: {
                                productId: number;
                                slug: string;
                                title: string;
                                currency: string;
                                threshold: string;
                                targetPrice: string | null;
                                confirmed: boolean;
                                lastAlertAt: string | null;
                            }[];
                        }[];
                        mail: {
                            /** @enum {string} */
                            mode: "smtp" | "outbox" | "off";
                            note: string;
                        };
                        outbox: {
                            id: number;
                            to: string;
                            subject: string;
                            text: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminSubscribersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminSubscribersTestMail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent (or put in the outbox) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The mail server refused or could not be reached */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
