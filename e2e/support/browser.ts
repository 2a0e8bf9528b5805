import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { askWhileBusy, busyWaitMs } from "./server";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../test-results/screenshots");

/** The user agent of an ordinary desktop Chrome (headless Chromium's own says "HeadlessChrome", a bot). */
export const DESKTOP_CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** One Chromium per test file, closed after it. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return () => {
    if (!state.browser) throw new Error("browser not started");
    return state.browser;
  };
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  /** Uncaught page errors, console errors and failed same-origin requests seen so far. */
  problems: string[];
  /** Fail the test if anything went wrong in the page. */
  expectClean(): void;
}

/** A fresh context and page that records every page error and failed same-origin request. */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: keyof typeof viewports;
    colorScheme?: "light" | "dark";
    allow?: RegExp[];
    javaScriptEnabled?: boolean;
    /** Another server than the run's (default: the global setup's). */
    baseURL?: string;
    /** A person's browser rather than headless Chromium's own, which bot detectors (isbot) recognise. */
    userAgent?: string;
    /** The browser's language (navigator.language and Accept-Language), e.g. en-GB. */
    locale?: string;
    /**
     * A phone's browser rather than a narrow desktop window: overlay scrollbars (a desktop's classic scrollbar appears
     * once a streaming page outgrows the window and narrows it, moving centred content) and touch.
     */
    mobile?: boolean;
  } = {},
): Promise<Watched> {
  const baseURL = options.baseURL ?? inject("baseURL");
  const context = await browser.newContext({
    baseURL,
    userAgent: options.userAgent,
    locale: options.locale,
    viewport: viewports[options.viewport ?? "desktop"],
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    isMobile: options.mobile,
    hasTouch: options.mobile,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed = (text: string) => (options.allow ?? []).some((re) => re.test(text));
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  // A read the server answered "busy" (503 with Retry-After, http/load-shed.ts) is tried again by the page's query
  // client (lib/query-client.ts): a busy test machine is no fault of the page, and a read that stays refused
  // fails the test by what the page then shows. Chromium logs each such answer as a console error too.
  let busyReads = 0;
  // A page answered "busy" is asked again too: by the busy page itself (it refreshes) and by gotoPolitely.
  const isBusyRead = (response: Response) =>
    busyWaitMs(response.status(), response.headers()["retry-after"]) !== null &&
    response.request().method() === "GET" &&
    (new URL(response.url()).pathname.startsWith("/api/") || response.request().isNavigationRequest());
  page.on("console", (message) => {
    if (message.type() !== "error" || allowed(message.text())) return;
    if (busyReads > 0 && /status of 503 \(Service Unavailable\)/.test(message.text())) {
      busyReads--;
      return;
    }
    problems.push(`console.error: ${message.text()}`);
  });
  page.on("requestfailed", (request) => {
    // ERR_ABORTED: the page navigated away (or dropped a lazy image) before the response finished.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (request.url().startsWith(baseURL) && !allowed(request.url()))
      problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    if (!url.startsWith(baseURL) || response.status() < 500) return;
    if (isBusyRead(response)) busyReads++;
    else problems.push(`HTTP ${response.status()}: ${url}`);
  });
  return {
    context,
    page,
    baseURL,
    problems,
    expectClean: () => expect(problems, problems.join("\n")).toEqual([]),
  };
}

/** How far the page scrolls sideways (0 when everything fits the viewport's width). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Where a store page's map (Leaflet) asks for tiles: OpenStreetMap, which a test must never reach. */
export const MAP_TILES = /^https:\/\/tile\.openstreetmap\.org\//;

/** page.goto, asked again while the server is busy (support/server.ts askWhileBusy). */
export const gotoPolitely = (page: Page, url: string) =>
  askWhileBusy(
    () => page.goto(url),
    (response) => busyWaitMs(response?.status(), response?.headers()["retry-after"]),
  );

/** Save a full-page screenshot under test-results/screenshots (a test artifact to look at). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Whether the page's own code has arrived: React has taken over the page's root element (a lazy page, inside #main). */
export const pageHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("#main")?.lastElementChild;
    return !root || Object.keys(root).some((key) => key.startsWith("__reactProps$"));
  });

/**
 * Wait until React has hydrated the server-rendered page: before that it shows but the app does not handle it. First
 * the layout (the footer's year renders only after hydration, site-footer.tsx), then the page, a lazy chunk that may
 * arrive later (on a busy machine, seconds later). Until it has, a tap on a link follows it as a plain link (a full
 * load of its address: right for a visitor, docs/decisions/0040), and text typed is kept for the page
 * (lib/use-typed-before-hydration.ts); once it has, React handles every tap, hydrating the tapped part at once if it
 * must. The wait is for that outcome; the timeout only stops a page that never gets there.
 */
export async function waitForHydration(page: Page) {
  await waitForLayoutHydration(page);
  await expect.poll(() => pageHydrated(page), { timeout: 45_000 }).toBe(true);
}

/** Wait until the layout has hydrated (the footer's year shows), the page's own code perhaps not yet. */
export async function waitForLayoutHydration(page: Page) {
  await expect.poll(() => page.getByText(/© \d{4} /).count(), { timeout: 45_000 }).toBe(1);
}
