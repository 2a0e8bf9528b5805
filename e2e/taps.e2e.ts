import type { Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, adminApi } from "./support/admin";
import { openPage, useBrowser, waitForHydration, type Watched } from "./support/browser";

/**
 * No tap is lost (docs/decisions/0040-no-lost-taps.md): on a phone under Lighthouse's applied ("devtools") mobile
 * throttling — slow 4G (562.5 ms round trip, 1.47 Mbit/s down) and a CPU 4x slower — each header control and Home's
 * "Show more" is tapped as soon as it is on screen, while the page's code is still on its way, several times in a row
 * and on several fresh loads, and every tap must take effect. The responsiveness of every interaction (Event Timing, as
 * INP counts it: an interaction's longest event, input to next paint) is measured and printed against its 200 ms
 * budget; a time is a figure, not a test's verdict (it moves with the machine's other work), so the budget fails the
 * test only with TAPS_INP_BUDGET=1 (a quiet machine; the figures of record are in decisions 0040, 0044 and 0045).
 */

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 0.9 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Fresh page loads per control. */
const LOADS = 3;
/**
 * How long a tap's effect may take to show: within a frame or two on a quiet machine, and a lost tap never does, so
 * the wait is as long as the suite's other waits for an outcome (a loaded machine may take seconds).
 */
const EFFECT_MS = 15_000;
const INP_BUDGET_MS = 200;

interface Recorded {
  /** Event Timing entries that belong to an interaction (a tap, a key press). */
  events: { id: number; name: string; start: number; duration: number; delay: number; processing: number }[];
  fcp: number;
  lcp: number;
  /** When the page's code had hydrated the layout (the footer's year shows), 0 until then. */
  hydrated: number;
}

/** Runs in the page before anything else: records interactions, paints and hydration from the first byte on. */
function record() {
  const data: Recorded = { events: [], fcp: 0, lcp: 0, hydrated: 0 };
  Object.assign(window, { recorded: data });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId)
        data.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") data.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) data.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver((_, observer) => {
    if (!/© \d{4} /.test(document.querySelector("footer")?.textContent ?? "")) return;
    data.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

/** INP of what was recorded so far: the longest event of the slowest interaction (there are too few for a percentile). */
function inp({ events }: Recorded): number {
  return events.reduce((slowest, event) => Math.max(slowest, event.duration), 0);
}

/** Whether `check` holds within EFFECT_MS. */
async function shows(check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + EFFECT_MS;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

interface Tally {
  taps: number;
  /** Taps made before the page's code had hydrated the layout. */
  early: number;
  lost: string[];
  inp: number[];
  fcp: number[];
  lcp: number[];
  hydrated: number[];
}

const tallies = new Map<string, Tally>();
function tally(control: string): Tally {
  const found = tallies.get(control) ?? { taps: 0, early: 0, lost: [], inp: [], fcp: [], lcp: [], hydrated: [] };
  tallies.set(control, found);
  return found;
}

/** Taps `target` as soon as it shows, and notes whether the page's code was there yet and whether `effect` followed. */
async function tap(w: Watched, t: Tally, what: string, target: Locator, effect: () => Promise<boolean>) {
  await target.waitFor({ state: "visible", timeout: 30_000 });
  // As a person does: scrolled to the control, then tapped once the frame that shows it is on the screen. Playwright
  // alone would scroll and tap in one instant, and the tap's next frame would carry the scroll's own work (laying out
  // and painting the cards it uncovers), which is the scroll's cost, not the tap's (docs/decisions/0045).
  await target.scrollIntoViewIfNeeded();
  await w.page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
  const early = (await recorded(w.page)).hydrated === 0;
  // A tap before the code runs may follow a link as the browser does: the page it asks for is the tap's effect,
  // however long a busy machine takes to answer it.
  let navigated: string | undefined;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === w.page.mainFrame()) navigated = request.url();
  };
  w.page.on("request", onRequest);
  try {
    await target.click();
    t.taps++;
    if (early) t.early++;
    if (!(await shows(async () => navigated !== undefined || (await effect()))))
      t.lost.push(`${what}${early ? " (before hydration)" : ""}`);
  } finally {
    w.page.off("request", onRequest);
  }
  // The page the tap asked for, loaded (the test's timeout is the safety net), before the next tap.
  if (navigated) await w.page.waitForURL(navigated, { waitUntil: "load", timeout: 0 });
}

/** The load's paint, hydration and responsiveness figures, into the control's tally. */
async function measure(w: Watched, t: Tally) {
  const figures = await recorded(w.page);
  t.inp.push(inp(figures));
  t.fcp.push(figures.fcp);
  t.lcp.push(figures.lcp);
  t.hydrated.push(figures.hydrated);
  if (process.env.TAPS_DEBUG)
    console.info(
      JSON.stringify({
        hydrated: Math.round(figures.hydrated),
        events: figures.events.map((e) => [e.name, Math.round(e.start), e.duration, Math.round(e.delay), Math.round(e.processing)]),
      }),
    );
}

describe("no lost taps on a throttled phone", () => {
  const browser = useBrowser();

  async function throttledPhone(): Promise<Watched> {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.context.addInitScript(record);
    const cdp = await w.context.newCDPSession(w.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return w;
  }

  /**
   * Three taps on a toggle as soon as it shows, each of which must flip `state`, then one more once the page has
   * hydrated, on each of LOADS fresh loads of Home; `check` runs at the end of each load.
   */
  async function tapToggle(
    control: string,
    find: (page: Page) => Locator,
    state: (page: Page) => Promise<boolean>,
    check?: (w: Watched) => Promise<void>,
  ) {
    const t = tally(control);
    for (let load = 1; load <= LOADS; load++) {
      const w = await throttledPhone();
      await w.page.goto("/", { waitUntil: "commit" });
      const toggle = find(w.page);
      for (const n of [1, 2, 3, "hydrated"]) {
        if (n === "hydrated") await waitForHydration(w.page);
        const before = await state(w.page).catch(() => false);
        await tap(w, t, `load ${load} tap ${n}`, toggle, async () => (await state(w.page)) !== before);
      }
      await check?.(w);
      await measure(w, t);
      w.expectClean();
      await w.context.close();
    }
  }

  it("the theme toggle switches the theme on every tap, from the moment it shows", async () => {
    const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
    const toggle = (page: Page) => page.getByRole("button", { name: /^Switch to (dark|light) theme$/ });
    await tapToggle("theme toggle", toggle, isDark, async (w) => {
      // Stored as chosen, and named after the theme it shows.
      const dark = await isDark(w.page);
      expect(await w.page.evaluate(() => localStorage.getItem("theme"))).toBe(dark ? "dark" : "light");
      await expect.poll(() => toggle(w.page).getAttribute("aria-label")).toBe(`Switch to ${dark ? "light" : "dark"} theme`);
    });
  }, 180_000);

  it("the menu opens and closes on every tap, from the moment its button shows", async () => {
    const menu = (page: Page) => page.locator("#mobile-menu");
    await tapToggle(
      "menu",
      (page) => page.getByRole("button", { name: "Menu" }),
      (page) => menu(page).isVisible(),
      async (w) => {
        // Open, the menu gets its sections' quick links (their code comes when it first opens).
        if (!(await menu(w.page).isVisible())) await w.page.getByRole("button", { name: "Menu" }).click();
        await expect.poll(() => menu(w.page).locator('a[rel~="sponsored"]').count()).toBeGreaterThan(0);
      },
    );
  }, 180_000);

  it("the search box takes a tap and the typed words at once, and searches them", async () => {
    const t = tally("search box");
    for (let load = 1; load <= LOADS; load++) {
      const w = await throttledPhone();
      await w.page.goto("/", { waitUntil: "commit" });
      // On a phone the search box is in the menu.
      const menu = w.page.locator("#mobile-menu");
      await tap(w, t, `load ${load} menu`, w.page.getByRole("button", { name: "Menu" }), () => menu.isVisible());
      const box = menu.getByRole("searchbox");
      await tap(w, t, `load ${load} box`, box, () => box.evaluate((input) => input === document.activeElement));
      await w.page.keyboard.type("display", { delay: 60 });
      await expect.poll(() => box.inputValue()).toBe("display");
      await measure(w, t);
      await w.page.keyboard.press("Enter");
      await expect.poll(() => w.page.evaluate(() => location.pathname + location.search)).toBe("/search?q=display");
      await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toMatch(/Search Results/);
      w.expectClean();
      await w.context.close();
    }
  }, 180_000);

  describe("Show more", () => {
    const added: number[] = [];
    let admin: Awaited<ReturnType<typeof adminApi>>;
    beforeAll(async () => {
      // 40 more than the demo catalogue's 25: Home's grid (30) has a second and a third page to show.
      admin = await adminApi();
      added.push(...(await addProducts(admin, 40, "Taps")));
    }, 120_000);
    afterAll(async () => {
      for (const id of added) await admin.call("DELETE", `/api/products/${id}`);
      await admin.logout();
    });

    it("shows more products on every tap, from the moment it shows", async () => {
      const t = tally("Show more");
      // The last load taps once the page has hydrated, so Show more appends in place at least there.
      for (let load = 1; load <= LOADS + 1; load++) {
        const w = await throttledPhone();
        await w.page.goto("/", { waitUntil: "commit" });
        if (load > LOADS) await waitForHydration(w.page);
        const showMore = w.page.getByRole("link", { name: "Show more" });
        const cards = w.page.getByRole("region", { name: "Collector Essentials" }).getByRole("heading", { level: 3 });
        const where = () => w.page.evaluate(() => location.pathname + location.search);
        for (let n = 1; n <= 2; n++) {
          if ((await where()) !== "/") break;
          const shown = await cards.count();
          // With the code running, the next page is appended in place; a tap before it follows the link to the
          // catalogue's next numbered page (the link's own meaning): either way the visitor gets more products.
          await tap(w, t, `load ${load} tap ${n}`, showMore, async () => {
            const path = await where().catch(() => "");
            if (path === "/products?page=2")
              return (await w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 }).count()) > 0;
            return path === "/" && (await cards.count()) > shown;
          });
          if ((await where()) === "/") await measure(w, t);
        }
        w.expectClean();
        await w.context.close();
      }
    }, 240_000);
  });

  afterAll(() => {
    const ms = (values: number[]) => (values.length ? values.map((v) => Math.round(v)).join("/") : "-");
    for (const [control, t] of tallies)
      console.info(
        `${control}: ${t.taps} taps (${t.early} before hydration), ${t.lost.length} lost; INP ${ms(t.inp)} ms; ` +
          `FCP ${ms(t.fcp)} ms, LCP ${ms(t.lcp)} ms, hydrated at ${ms(t.hydrated)} ms`,
      );
  });

  it("lost no tap (and, with TAPS_INP_BUDGET=1, every interaction answered within 200 ms)", () => {
    expect(tallies.size).toBe(4);
    for (const [control, t] of tallies) {
      expect(t.taps, control).toBeGreaterThanOrEqual(LOADS);
      expect(t.lost, control).toEqual([]);
      // A control's INP is the median of its loads' (each a page's slowest interaction): on a shared 2-core machine one
      // load can be slowed by other work (measured 56-304 ms for the same keystrokes under load, 56-176 ms quiet).
      expect(t.inp.length, `${control}: no load stayed to measure`).toBeGreaterThan(0);
      const sorted = [...t.inp].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      console.info(`${control}: INP median ${Math.round(median)} ms (budget ${INP_BUDGET_MS} ms)`);
      if (process.env.TAPS_INP_BUDGET === "1") expect(median, `${control}: INP ${t.inp.join("/")} ms`).toBeLessThanOrEqual(INP_BUDGET_MS);
    }
  });
});
