import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeRetailer, type FakeRetailer } from "../packages/server/src/test/fake-retailer";
import { expectToast, signIn } from "./support/admin";
import { DESKTOP_CHROME_UA, openPage, screenshot, useBrowser, waitForHydration, type Watched } from "./support/browser";
import { freePort, spawnBuiltServer, startBuiltServer, type BuiltServer, fetchPolitely } from "./support/server";

/**
 * The operator's loop through the real admin and public site, in Chromium, against the built server: a
 * content 'Share' becomes a draft tweet; scheduled tweets go out to a fake X (or fail with its reason);
 * a visitor's outbound click is counted; a future publish time keeps a post off the site until then; link
 * health against a local fake shop. Records get names unique to this run.
 */

const RUN = Date.now().toString(36);
const LONG = 120_000;
/** The test that waits for a wall-clock minute to come (schedules are set to the minute). */
const MINUTE_WAIT = 200_000;

const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

/**
 * The first whole minute at least `leadMs` from now, as the admin's (browser's) date, time and
 * datetime-local values, and as an instant.
 */
async function nextMinute(page: Page, leadMs: number, timeZone = SITE_TIME_ZONE) {
  return page.evaluate(
    ([lead, zone]) => {
      const at = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
      // The wall time on the site's clocks (the admin schedules in SITE_TIMEZONE, not the browser's zone).
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      const date = `${parts.year}-${parts.month}-${parts.day}`;
      const time = `${parts.hour}:${parts.minute}`;
      return { date, time, local: `${date}T${time}`, iso: at.toISOString(), ms: at.getTime() };
    },
    [leadMs, timeZone] as const,
  );
}

/** The e2e server's SITE_TIMEZONE (support/global-setup.ts). */
const SITE_TIME_ZONE = "America/Los_Angeles";

/** A cookie-authenticated write from the admin's browser context (the server wants its origin). */
async function adminWrite(w: Watched, method: "POST" | "PATCH", path: string, data: unknown) {
  const response = await w.context.request.fetch(path, { method, data, headers: { origin: w.baseURL } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<{ id: number }>;
}

async function adminJson<T>(w: Watched, path: string): Promise<T> {
  const response = await w.context.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The Tweet Scheduler's card of the tweet whose content starts with `content`. */
const tweetCard = (page: Page, content: string) => page.getByRole("article", { name: `Tweet: ${content.slice(0, 60)}` });
const statusBadge = (card: Locator) => card.locator('[data-slot="badge"][data-status]');

interface TweetRow {
  content: string;
  status: string;
  scheduledFor: string | null;
  postedAt: string | null;
  externalUrl: string | null;
  lastError: string | null;
}

/**
 * A tweet due in a few seconds is published on X with its link; one X refuses shows failed with the reason and Retry.
 */
async function tweetsGoOutOnTime(browser: Browser) {
  const w = await openPage(browser);
  const { page } = w;
  await signIn(page, "/admin/social?tab=tweets", "Social Media Marketing");
  await page.getByRole("heading", { level: 2, name: "Tweet Scheduler" }).waitFor();
  // The server has credentials: no warning.
  await page.getByRole("button", { name: "Compose Tweet" }).waitFor();
  expect(await page.getByRole("region", { name: "Tweets are not posted to X yet" }).count()).toBe(0);

  const due = await nextMinute(page, 25_000);
  const good = `E2E goes out on time ${RUN}`;
  const refused = inject("alreadyOnX");
  for (const content of [good, refused]) {
    await page.getByRole("button", { name: "Compose Tweet" }).click();
    const dialog = page.getByRole("dialog", { name: "Compose Tweet" });
    await dialog.getByLabel("Content", { exact: true }).fill(content);
    await dialog.getByLabel("Status", { exact: true }).selectOption("scheduled");
    await dialog.getByLabel("Date", { exact: true }).fill(due.date);
    await dialog.getByLabel("Time", { exact: true }).fill(due.time);
    await dialog.getByRole("button", { name: "Save Tweet" }).click();
    await expectToast(page, "Tweet created successfully");
    await dialog.waitFor({ state: "detached" });
    expect(await statusBadge(tweetCard(page, content)).innerText()).toBe("Scheduled");
  }
  expect(Date.now(), "both tweets were saved before their time").toBeLessThan(due.ms);

  // No reload: the list follows the server while a tweet is due.
  const published = tweetCard(page, good);
  const waitMs = due.ms - Date.now() + 30_000;
  await poll(() => statusBadge(published).innerText(), waitMs).toBe("Published");
  const viewOnX = published.getByRole("link", { name: "View on X" });
  expect(await viewOnX.getAttribute("href")).toMatch(/^https:\/\/x\.com\/i\/web\/status\/\d+$/);

  const failed = tweetCard(page, refused);
  await poll(() => statusBadge(failed).innerText()).toBe("Failed");
  await failed.getByText("X answered 403: You are not allowed to create a Tweet with duplicate content.").waitFor();
  await screenshot(page, "admin-tweets-published-and-failed-light-desktop");

  // Within 5 s of its time, as the server recorded it.
  const rows = await adminJson<TweetRow[]>(w, "/api/tweets");
  const row = rows.find((t) => t.content === good);
  expect(row?.externalUrl).toBe(await viewOnX.getAttribute("href"));
  const lateMs = Date.parse(row?.postedAt ?? "") - due.ms;
  expect(lateMs).toBeGreaterThanOrEqual(0);
  expect(lateMs).toBeLessThanOrEqual(5_000);

  // Retry sends it again; X refuses the duplicate again, and it says so again.
  await failed.getByRole("button", { name: "Retry" }).click();
  await expectToast(page, "Tweet queued for posting", "It goes out within a few seconds.");
  await poll(() => statusBadge(failed).innerText()).toBe("Failed");
  w.expectClean();
  await w.context.close();
}

/** A post given a later publish time is not public until then, then is. */
async function postGoesLiveOnTime(browser: Browser) {
  const w = await openPage(browser);
  const { page, baseURL } = w;
  await signIn(page, "/admin/posts/new", "New post");
  const title = `E2E Scheduled Post ${RUN}`;
  const slug = `e2e-scheduled-post-${RUN}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  const editor = page.getByRole("textbox", { name: "Content", exact: true });
  await editor.click();
  await page.keyboard.type("Goes live on the minute.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expectToast(page, "Draft saved!", "You can edit and publish it later.");
  await page.getByRole("link", { name: title, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Edit post" }).waitFor();

  const goesLive = await nextMinute(page, 30_000);
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await page.getByLabel("Publish time", { exact: true }).fill(goesLive.local);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expectToast(page, "Post scheduled");
  await page.getByText("Scheduled for").first().waitFor();
  expect(await page.getByRole("link", { name: /View on site/ }).count()).toBe(0);

  // Not public yet: the page, the list, the feed and the sitemap leave it out.
  const anonymous = (path: string) => fetch(new URL(path, baseURL));
  expect(Date.now()).toBeLessThan(goesLive.ms);
  expect((await anonymous(`/blog/${slug}`)).status).toBe(404);
  expect((await anonymous(`/api/blog/${slug}`)).status).toBe(404);
  expect(await (await anonymous("/api/blog")).text()).not.toContain(slug);
  expect(await (await anonymous("/rss.xml")).text()).not.toContain(slug);
  expect(await (await anonymous("/sitemap.xml")).text()).not.toContain(slug);
  await screenshot(page, "admin-post-scheduled-light-desktop");

  await poll(async () => (await anonymous(`/blog/${slug}`)).status, goesLive.ms - Date.now() + 20_000).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.ms);
  expect(await (await anonymous("/rss.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await anonymous("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  const visitor = await openPage(browser);
  await visitor.page.goto(`/blog/${slug}`);
  await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
  visitor.expectClean();
  await visitor.context.close();
  w.expectClean();
  await w.context.close();
}

describe("operator's loop (server with X credentials pointing at a fake X)", () => {
  const browser = useBrowser();

  it(
    "share: a post and a product each become a draft tweet in the Tweet Scheduler",
    async () => {
      const w = await openPage(browser());
      const { page, baseURL } = w;
      await signIn(page, "/admin/posts", "Blog Posts");
      const posts = await adminJson<Array<{ id: number; title: string; slug: string; published: boolean }>>(w, "/api/admin/posts");
      const post = posts.find((p) => p.published);
      if (!post) throw new Error("the seed has no published post");

      await page.getByRole("button", { name: `Share ${post.title}`, exact: true }).click();
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Draft tweet created" });
      await toast.waitFor();
      const text = await toast.locator('[data-slot="toast-description"]').innerText();
      expect(text.endsWith(` ${baseURL}/blog/${post.slug}`), text).toBe(true);
      expect(text).not.toContain("#ad");
      await screenshot(page, "admin-share-toast-light-desktop");
      await toast.getByRole("link", { name: "Open Tweet Scheduler" }).click();
      await poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/social?tab=tweets");
      const card = tweetCard(page, text);
      await card.waitFor();
      expect(await statusBadge(card).innerText()).toBe("Draft");

      // A product with an ASIN on Amazon: its link carries the associate tag, so the draft discloses it.
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Manage Products" }).click();
      const products = await adminJson<Array<{ id: number; title: string; amazonAsin: string | null; sourceStore: string }>>(
        w,
        "/api/admin/products",
      );
      const amazon = products.find((p) => p.amazonAsin && p.sourceStore === "Amazon");
      if (!amazon) throw new Error("the seed has no Amazon product with an ASIN");
      await page.getByLabel("Search products").fill(amazon.title);
      await page
        .getByRole("row", { name: amazon.title, exact: true })
        .getByRole("button", { name: `Share ${amazon.title}` })
        .click();
      const productToast = page.locator('[data-slot="toast"]').filter({ hasText: "Draft tweet created" });
      await productToast.waitFor();
      const productText = await productToast.locator('[data-slot="toast-description"]').innerText();
      expect(productText).toMatch(new RegExp(` https://www\\.amazon\\.com/dp/${amazon.amazonAsin}\\?tag=kicks-e2e-20 #ad$`));
      const tweets = await adminJson<TweetRow[]>(w, "/api/tweets");
      expect(tweets.filter((t) => t.content === productText).map((t) => t.status)).toEqual(["draft"]);
      await expectToast(page, "Draft tweet created");
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  // Both wait for a whole minute to come (schedules are set to the minute): side by side, so the run waits once.
  it(
    "scheduling: a tweet due in a few seconds is published on X with its link (one X refuses shows failed with the reason and Retry), and a post given a later publish time is not public until then, then is",
    async () => {
      // Settled both before the test ends, so a failure of one leaves nothing running; the first failure is reported.
      const outcomes = await Promise.allSettled([tweetsGoOutOnTime(browser()), postGoesLiveOnTime(browser())]);
      for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
    },
    MINUTE_WAIT,
  );

  it(
    "clicks: a visitor's click on a product's shop link is counted on the Clicks screen and beside Manage Products",
    async () => {
      const admin = await openPage(browser());
      await signIn(admin.page, "/admin/clicks", "Clicks");
      const visitor = await openPage(browser(), { userAgent: DESKTOP_CHROME_UA });
      // The retailer's page opens in a new tab; no network here, so it is answered locally.
      await visitor.context.route(/^https:\/\/(www\.)?amazon\.[a-z.]+\//, (route) => route.fulfill({ status: 200, body: "a shop" }));
      await visitor.page.goto("/products");
      // Clicks are counted by the page's code: a click before it has started is not (decision 0040).
      await waitForHydration(visitor.page);
      const shop = visitor.page.getByRole("link", { name: /^Shop Now\s*: .+ \(opens in a new tab\)$/ }).first();
      await shop.waitFor();
      const title = /^Shop Now\s*: (.+) \(opens in a new tab\)$/.exec(((await shop.textContent()) ?? "").trim())?.[1];
      const href = (await shop.getAttribute("href")) ?? "";
      const products = await adminJson<Array<{ id: number; title: string }>>(admin, "/api/admin/products");
      const product = products.find((p) => title?.replace(/\s+/g, " ").trim() === p.title);
      if (!product) throw new Error(`no product titled ${title}`);
      const countOf = async () =>
        (await adminJson<Array<{ productId: number; clicks: number }>>(admin, "/api/admin/clicks/products?days=30")).find(
          (c) => c.productId === product.id,
        )?.clicks ?? 0;
      const before = await countOf();

      // Reported by a beacon, or (an Amazon link) followed through the server's redirect in the new tab
      // (outbound-clicks.ts): either is a request of the visitor's context.
      const report = visitor.context.waitForEvent(
        "request",
        (r) => (r.url().endsWith("/api/clicks") && r.method() === "POST") || new URL(r.url()).pathname === "/api/go",
      );
      const popup = visitor.page.waitForEvent("popup");
      await shop.click();
      const sent = await report;
      const reported =
        sent.method() === "POST" ? JSON.parse(sent.postData() ?? "{}") : Object.fromEntries(new URL(sent.url()).searchParams);
      expect(reported).toEqual({ url: href, source: "products-grid" });
      await (await popup).close();
      await poll(countOf).toBe(before + 1);
      visitor.expectClean();
      await visitor.context.close();

      const { page } = admin;
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Clicks" }).waitFor();
      const top = page.getByRole("table", { name: "Most clicked links" });
      const row = top.getByRole("row").filter({ hasText: product.title });
      await row.waitFor();
      expect(await row.getByRole("cell").last().innerText()).toBe(String(before + 1));
      expect(Number(await page.getByTestId("clicks-total").innerText())).toBeGreaterThanOrEqual(before + 1);
      await page.locator(".recharts-surface").first().waitFor();
      await screenshot(page, "admin-clicks-light-desktop");

      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Manage Products" }).click();
      await page.getByLabel("Search products").fill(product.title);
      const productRow = page.getByRole("row", { name: product.title, exact: true });
      const header = await page.getByRole("columnheader").allInnerTexts();
      const clicksColumn = header.findIndex((h) => h.startsWith("Clicks (30 days)"));
      expect(clicksColumn).toBeGreaterThan(0);
      await poll(() => productRow.getByRole("cell").nth(clicksColumn).innerText()).toBe(String(before + 1));
      admin.expectClean();
      await admin.context.close();
    },
    LONG,
  );
});

describe("link health against a local fake shop (a test server: loopback allowed, no X credentials)", () => {
  const browser = useBrowser();
  let shop: FakeRetailer;
  let server: BuiltServer;

  beforeAll(async () => {
    shop = await startFakeRetailer();
    shop.answer("/ok", 200);
    shop.answer("/gone", 404);
    // NODE_ENV=test: the server refuses EXTRACT_ALLOW_LOOPBACK in production (next test).
    server = await startBuiltServer(inject("adminPassword"), {
      NODE_ENV: "test",
      EXTRACT_ALLOW_LOOPBACK: "true",
      LINK_CHECK_HOST_DELAY_MS: "0",
      LINK_CHECK_TIMEOUT_MS: "3000",
    });
  }, LONG);
  afterAll(async () => {
    await server?.stop();
    await shop?.close();
  });

  it("a production server refuses to start with EXTRACT_ALLOW_LOOPBACK", async () => {
    const { child, output } = spawnBuiltServer({
      NODE_ENV: "production",
      EXTRACT_ALLOW_LOOPBACK: "true",
      ADMIN_PASSWORD: "x",
      PORT: String(await freePort()),
      DATABASE_URL: "",
      DATA_DIR: "memory://",
    });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output()).toContain("EXTRACT_ALLOW_LOOPBACK is for tests only and is refused when NODE_ENV=production.");
  });

  it(
    "without X credentials the Tweet Scheduler says once, dismissibly, that tweets are not posted to X yet",
    async () => {
      const w = await openPage(browser(), { baseURL: server.baseURL });
      await signIn(w.page, "/admin/social?tab=tweets", "Social Media Marketing");
      const notice = w.page.getByRole("region", { name: "Tweets are not posted to X yet" });
      await notice.getByText(/connect your X account/).waitFor();
      expect(await notice.innerText()).not.toContain("X_API_KEY");
      await notice.getByRole("button", { name: "Dismiss: Tweets are not posted to X yet" }).click();
      await notice.waitFor({ state: "detached" });
      await w.page.reload();
      await w.page.getByRole("heading", { level: 2, name: "Tweet Scheduler" }).waitFor();
      await w.page.getByRole("button", { name: "Compose Tweet" }).waitFor();
      expect(await notice.count()).toBe(0);
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "the check on demand finds the shop's 404 (twice in a row: broken, listed first), acknowledge, a badge on the product, stores earning nothing",
    async () => {
      const w = await openPage(browser(), { baseURL: server.baseURL });
      const { page } = w;
      await signIn(page, "/admin/links", "Link Health");
      const product = (title: string, path: string) => ({
        title,
        price: "19.99",
        imageUrl: "/images/products/display-case.webp",
        productUrl: `${shop.url}${path}`,
        sourceStore: "Fake Shop",
        category: "sneaker-accessories",
      });
      const gone = `E2E Gone Case ${RUN}`;
      const fine = `E2E Fine Case ${RUN}`;
      await adminWrite(w, "POST", "/api/products", product(gone, "/gone"));
      await adminWrite(w, "POST", "/api/products", product(fine, "/ok"));

      const rowOf = (label: string) => page.getByRole("row").filter({ hasText: label });
      /** Run a check from the button; done when `label`'s row shows `status` and the button is back. */
      const runCheck = async (label: string, status: string) => {
        await page.getByRole("button", { name: "Check links now" }).click();
        await expectToast(page, "Link check started", "Results appear here as the links are checked.");
        await poll(
          () =>
            rowOf(label)
              .getAttribute("data-status", { timeout: 1_000 })
              .catch(() => null),
          90_000,
        ).toBe(status);
        await page.getByRole("button", { name: "Check links now" }).waitFor({ timeout: 90_000 });
      };

      await runCheck(gone, "unreachable");
      await rowOf(gone).getByText("The page answered 404 Not Found once; a second time in a row marks it broken").waitFor();
      await poll(() => rowOf(fine).getAttribute("data-status")).toBe("ok");

      await runCheck(gone, "broken");
      const rows = page.getByRole("table", { name: "Outbound links, broken first" }).locator("tbody tr");
      await poll(() => rows.first().getAttribute("data-status")).toBe("broken");
      expect(await rows.first().innerText()).toContain(gone);
      expect(await rows.filter({ hasText: gone }).getByText("The page is gone: the site answered 404 Not Found").count()).toBe(1);
      expect(shop.requests.filter((r) => r.path === "/gone").map((r) => r.method)).toEqual(["HEAD", "GET", "HEAD", "GET"]);

      // Stores with a website and no merchant id are flagged.
      const stores = (await (await fetchPolitely(new URL("/api/stores", server.baseURL))).json()) as Array<{
        name: string;
        website: string | null;
        rakutenMerchantId: string | null;
      }>;
      const idle = stores.filter((s) => s.website && !s.rakutenMerchantId);
      expect(idle.length).toBeGreaterThan(0);
      const earning = page.getByRole("region", { name: `Earning nothing (${idle.length})` });
      await earning.waitFor();
      await earning.getByText(idle[0]!.name, { exact: true }).waitFor();
      await screenshot(page, "admin-link-health-light-desktop");

      // The product carries a warning badge in Manage Products.
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Manage Products" }).click();
      await page.getByLabel("Search products").fill(RUN);
      // The search has come back (the rows and their badges are re-rendered for it) before anything is clicked:
      // a click while the unfiltered rows give way to the matching ones can land between them.
      await page.getByText("2 matching products", { exact: true }).waitFor();
      await page
        .getByRole("row", { name: gone, exact: true })
        .getByRole("link", { name: `Broken link: ${gone} (see Link Health)` })
        .waitFor();
      expect(await page.getByRole("row", { name: fine, exact: true }).getByText("Broken link").count()).toBe(0);

      // Acknowledged, it moves below the unacknowledged ones and loses its button.
      await page.getByRole("link", { name: `Broken link: ${gone} (see Link Health)` }).click();
      await page.getByRole("heading", { level: 1, name: "Link Health" }).waitFor();
      await page.getByRole("button", { name: `Acknowledge ${gone}` }).click();
      await expectToast(page, "Link acknowledged");
      await rowOf(gone).getByText("Acknowledged", { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: `Acknowledge ${gone}` }).count()).toBe(0);
      w.expectClean();
      await w.context.close();
    },
    LONG * 2,
  );
});
