import { subscribersSchema } from "@app/core";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { alertSubscribers, jobs, mailOutbox, priceWatches, products } from "../db/schema";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { startFakeSmtp, type FakeSmtp } from "../test/fake-smtp";
import { engines, useTestContext } from "../test/test-app";
import {
  ALERT_MAIL_JOB,
  ALERT_SCAN_EVERY_MS,
  CONFIRM_LINK_MS,
  scanWatches,
  UNCONFIRMED_KEPT_MS,
  WATCH_REQUESTS_PER_CLIENT,
} from "./alerts.service";

const SITE = "https://kicks.example";

describe.each(engines)("price alerts by email on %s", (engine) => {
  let smtp: FakeSmtp;
  const t = useTestContext(engine);
  let runner: JobRunner;
  let app: ReturnType<typeof t.appWith>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.attempts.length = 0;
    app = t.appWith(
      { SMTP_URL: smtp.url },
      { jobs: (db) => (runner = createJobRunner({ db, now: () => t.clock.now, log: t.log, baseBackoffMs: 1000 })) },
    );
    await runner.prepare();
  });

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { "content-type": "application/json", origin: SITE, cookie: t.cookie, ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  const addProduct = async (title: string, price: string) => {
    const [row] = await t.db
      .insert(products)
      .values({ title, price, imageUrl: "/i.svg", productUrl: "https://www.amazon.com/dp/B000000001" })
      .returning();
    return row!;
  };
  const watch = (email: string, productSlug: string, targetPrice?: string) =>
    call("POST", "/api/alerts/watches", { email, productSlug, targetPrice }, { cookie: "" });
  /** The runner's next scan: the clock moves one scan interval and everything due runs. */
  const tick = async (ms = ALERT_SCAN_EVERY_MS) => {
    t.clock.advance(ms);
    await runner.runDue();
  };
  const linkToken = (text: string, kind: "confirm" | "unsubscribe") => new RegExp(`/alerts\\?${kind}=([\\w-]+)`).exec(text)?.[1] ?? "";
  const confirmLatest = async (email: string) => {
    const mail = smtp.to(email).at(-1)!;
    expect(mail.subject).toMatch(/^Confirm your price alert/);
    const res = await call("POST", `/api/alerts/confirm?token=${linkToken(mail.text, "confirm")}`, undefined, { cookie: "" });
    expect(res.status).toBe(200);
  };
  const setPrice = async (id: number, price: string) => expect((await call("PATCH", `/api/products/${id}`, { price })).status).toBe(200);
  const subscribers = async (q = "") => {
    const res = await call("GET", `/api/admin/subscribers?q=${encodeURIComponent(q)}`);
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return subscribersSchema.parse(body);
  };
  const watchedBy = async (email: string, slug: string) => {
    expect((await watch(email, slug)).status).toBe(202);
    await runner.runDue();
    await confirmLatest(email);
  };

  it("confirms by mail, alerts once on a 5% drop made through the API, not on a further small drop, and unsubscribes in one click", async () => {
    const shoeTree = await addProduct("Cedar Shoe Tree", "100.00");
    const res = await watch("Reader@Example.com", shoeTree.slug);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/a mail is on its way/) });
    await runner.runDue();
    expect(smtp.received).toHaveLength(1);
    const confirmation = smtp.to("reader@example.com")[0]!;
    expect(confirmation.text).toContain(`${SITE}/alerts?confirm=`);
    expect(confirmation.html).toContain("Confirm the alert");

    // Nothing is sent before confirmation, however far the price falls.
    await setPrice(shoeTree.id, "80.00");
    await tick();
    expect(smtp.received).toHaveLength(1);
    await setPrice(shoeTree.id, "100.00");
    await confirmLatest("reader@example.com");

    await setPrice(shoeTree.id, "96.00"); // 4%: not yet
    await tick();
    expect(smtp.received).toHaveLength(1);
    await setPrice(shoeTree.id, "94.00");
    await tick();
    expect(smtp.received).toHaveLength(2);
    const alert = smtp.received[1]!;
    expect(alert.subject).toBe("Price drop: Cedar Shoe Tree is now $94.00");
    expect(alert.text).toMatch(/Cedar Shoe Tree: \$94\.00 \(was \$100\.00\), as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
    expect(alert.text).toContain(`${SITE}/products/${shoeTree.slug}`);
    expect(alert.html).toContain(`href="${SITE}/products/${shoeTree.slug}"`);
    expect(`${alert.text}${alert.html}`).not.toMatch(/amazon\./i);
    const unsubscribeUrl = new URL(/^<(.+)>$/.exec(alert.headers["list-unsubscribe"] ?? "")?.[1] ?? "about:blank");
    expect(unsubscribeUrl.href).toMatch(new RegExp(`^${SITE}/api/alerts/unsubscribe\\?token=`));
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await setPrice(shoeTree.id, "93.00"); // a further small drop: no second alert
    await tick(60 * 60_000);
    expect(smtp.received).toHaveLength(2);

    // RFC 8058: the mail client POSTs the form body to the header's address, no session, no origin.
    const oneClick = await app.request(unsubscribeUrl.pathname + unsubscribeUrl.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await subscribers()).subscribers[0]).toMatchObject({ state: "unsubscribed", watches: [] });
    await setPrice(shoeTree.id, "100.00");
    await tick();
    await setPrice(shoeTree.id, "50.00");
    await tick(60 * 60_000);
    expect(smtp.received).toHaveLength(2);
  });

  it("alerts again only after the price rose above the condition and fell again; a target price is the condition when given", async () => {
    const caseA = await addProduct("Display Case", "60.00");
    expect((await watch("fan@example.com", caseA.slug, "50")).status).toBe(202);
    await runner.runDue();
    await confirmLatest("fan@example.com");
    await setPrice(caseA.id, "55.00"); // 8% down but above the target
    await tick();
    expect(smtp.to("fan@example.com")).toHaveLength(1);
    await setPrice(caseA.id, "50.00");
    await tick();
    expect(smtp.to("fan@example.com")).toHaveLength(2);
    await setPrice(caseA.id, "51.00");
    await tick(60 * 60_000);
    await setPrice(caseA.id, "49.00");
    await tick();
    expect(smtp.to("fan@example.com")).toHaveLength(3);
  });

  it("merges alerts due together into one mail, and sends at most one alert mail an hour per address", async () => {
    const [a, b, c] = [await addProduct("Lace Set", "10.00"), await addProduct("Crate", "40.00"), await addProduct("Brush", "8.00")];
    for (const product of [a, b, c]) await watchedBy("many@example.com", product.slug);
    expect(smtp.to("many@example.com")).toHaveLength(3);

    await setPrice(a.id, "9.00");
    await setPrice(b.id, "30.00");
    await tick();
    const mails = smtp.to("many@example.com");
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toBe("Price drops on 2 products you watch");
    expect(mails[3]!.text).toContain("Lace Set: $9.00 (was $10.00)");
    expect(mails[3]!.text).toContain("Crate: $30.00 (was $40.00)");

    await setPrice(c.id, "7.00");
    await tick();
    await tick(10 * 60_000);
    expect(smtp.to("many@example.com")).toHaveLength(4); // within the hour: it waits
    await tick(50 * 60_000);
    expect(smtp.to("many@example.com")).toHaveLength(5);
    expect(smtp.to("many@example.com")[4]!.subject).toBe("Price drop: Brush is now $7.00");
  });

  it("spreads one scan's alert mails over time, ALERT_MAILS_PER_SECOND for the whole site", async () => {
    const product = await addProduct("Crease Shield", "40.00");
    for (const email of ["one@example.com", "two@example.com", "three@example.com"]) await watchedBy(email, product.slug);
    await setPrice(product.id, "30.00");
    expect(await scanWatches(t.db, t.clock.now, 4)).toBe(3);
    const queued = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, ALERT_MAIL_JOB), eq(jobs.status, "pending")))
      .orderBy(jobs.runAt);
    expect(queued.map((job) => job.runAt.getTime() - t.clock.now.getTime())).toEqual([0, 250, 500]);
  });

  it("stops mail to an address its server refuses with 550, and shows it in the admin", async () => {
    const product = await addProduct("Sneaker Shield", "20.00");
    await watchedBy("gone@example.com", product.slug);
    smtp.refuse("gone@example.com", 550);
    await setPrice(product.id, "15.00");
    await tick();
    expect(smtp.to("gone@example.com")).toHaveLength(1);
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.kind, "alerts.mail"));
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.lastError).not.toContain("gone@example.com");
    const { subscribers: list, counts } = await subscribers();
    expect(list[0]).toMatchObject({
      email: "gone@example.com",
      state: "bouncing",
      bounceReason: expect.stringMatching(/Recipient address rejected/),
    });
    expect(counts.bouncing).toBe(1);

    const attempts = smtp.attempts.length;
    await setPrice(product.id, "20.00");
    await tick();
    await setPrice(product.id, "10.00");
    await tick(2 * 60 * 60_000);
    expect((await watch("gone@example.com", product.slug)).status).toBe(202);
    await runner.runDue();
    expect(smtp.attempts).toHaveLength(attempts);
  });

  it("retries a 421 with backoff through the job runner", async () => {
    const product = await addProduct("Deodoriser", "12.00");
    await watchedBy("busy@example.com", product.slug);
    smtp.refuse("busy@example.com", 421, 1);
    await setPrice(product.id, "10.00");
    await tick();
    expect(smtp.to("busy@example.com")).toHaveLength(1);
    const [retrying] = await t.db.select().from(jobs).where(eq(jobs.kind, "alerts.mail"));
    expect(retrying).toMatchObject({ status: "pending", attempts: 1 });
    await tick(1000);
    expect(smtp.to("busy@example.com")).toHaveLength(2);
    expect(smtp.to("busy@example.com")[1]!.subject).toBe("Price drop: Deodoriser is now $10.00");
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const product = await addProduct("Cleaner", "9.00");
    const big = "x".repeat(10 * 1024);
    const cases: Array<[unknown, string]> = [
      [{ email: "not-an-address", productSlug: product.slug }, "email"],
      [{ email: `${big}@example.com`, productSlug: product.slug }, "email"],
      [{ email: "a@example.com", productSlug: big }, "productSlug"],
      [{ email: "a@example.com", productSlug: product.slug, website: big }, "website"],
      [{ email: "a@example.com", productSlug: "no-such-product" }, "productSlug"],
      [{ email: "a@example.com", productSlug: product.slug, targetPrice: "12,50" }, "targetPrice"],
      [{ email: "a@example.com", productSlug: product.slug, targetPrice: -3 }, "targetPrice"],
      [{ email: "a@example.com", productSlug: product.slug, targetPrice: "0" }, "targetPrice"],
      [{ productSlug: product.slug }, "email"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/api/alerts/watches", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(new RegExp(`^${field}: `));
    }
    expect((await call("POST", "/api/alerts/confirm?token=short")).status).toBe(400);
    const [subscriberRows, watchRows, jobRows] = await Promise.all([
      t.db.select({ n: count() }).from(alertSubscribers),
      t.db.select({ n: count() }).from(priceWatches),
      t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, "alerts.confirm-mail")),
    ]);
    expect([subscriberRows[0]!.n, watchRows[0]!.n, jobRows[0]!.n]).toEqual([0, 0, 0]);
  });

  it("answers the honeypot and an address over its limit like anyone else, and limits a client with a 429", async () => {
    const product = await addProduct("Stand", "30.00");
    const trap = await call("POST", "/api/alerts/watches", {
      email: "bot@example.com",
      productSlug: product.slug,
      website: "http://spam.example",
    });
    expect(trap.status).toBe(202);
    expect((await t.db.select({ n: count() }).from(alertSubscribers))[0]!.n).toBe(0);

    // Four products for one address: the fourth request in the window sends nothing, and says the same.
    for (let i = 0; i < 4; i++) expect((await watch("same@example.com", (await addProduct(`Stand ${i}`, "30.00")).slug)).status).toBe(202);
    await runner.runDue();
    expect(smtp.to("same@example.com")).toHaveLength(3);

    for (let i = 4; i < WATCH_REQUESTS_PER_CLIENT; i++) expect((await watch(`p${i}@example.com`, product.slug)).status).toBe(202);
    const limited = await watch("late@example.com", product.slug);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await call(
      "POST",
      "/api/alerts/watches",
      { email: "late@example.com", productSlug: product.slug },
      { "x-test-client": "other" },
    );
    expect(other.status).toBe(202);
  });

  it("expires the confirmation link after 48 hours and deletes unconfirmed watches after seven days", async () => {
    const product = await addProduct("Shoe Bag", "15.00");
    await watch("slow@example.com", product.slug);
    await runner.runDue();
    const token = linkToken(smtp.to("slow@example.com")[0]!.text, "confirm");
    t.clock.advance(CONFIRM_LINK_MS + 1000);
    expect((await call("POST", `/api/alerts/confirm?token=${token}`)).status).toBe(410);
    expect((await call("POST", `/api/alerts/confirm?token=${"x".repeat(43)}`)).status).toBe(404);
    await tick(UNCONFIRMED_KEPT_MS);
    // A week on, the admin's session has expired too.
    const list = subscribersSchema.parse(
      await (await call("GET", "/api/admin/subscribers", undefined, { cookie: await t.login() })).json(),
    );
    expect(list.subscribers).toEqual([]);
    expect(list.watches).toBe(0);
  });

  it("lets the admin search, export and delete an address on request (kept only as a hash), and send a test mail", async () => {
    const product = await addProduct("Sole Protector", "25.00");
    await watchedBy("keep@example.com", product.slug);
    await watchedBy("forget@example.com", product.slug);
    const found = await subscribers("FORGET");
    expect(found.subscribers.map((s) => s.email)).toEqual(["forget@example.com"]);
    expect(found.subscribers[0]!.watches).toEqual([
      expect.objectContaining({ slug: product.slug, threshold: "23.75", targetPrice: null, confirmed: true, currency: "USD" }),
    ]);
    expect(found.counts.confirmed).toBe(2);
    expect(found.mail.mode).toBe("smtp");

    expect((await call("DELETE", `/api/admin/subscribers/${found.subscribers[0]!.id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/admin/subscribers/${found.subscribers[0]!.id}`)).status).toBe(404);
    const after = await subscribers();
    expect(after.subscribers.map((s) => s.email)).toEqual(["keep@example.com"]);
    expect(after.suppressed).toBe(1);
    const sent = smtp.received.length;
    expect((await watch("Forget@Example.com", product.slug)).status).toBe(202);
    await runner.runDue();
    expect(smtp.received).toHaveLength(sent);

    const test = await call("POST", "/api/admin/subscribers/test-mail", { email: "admin@example.com" });
    expect(test.status).toBe(200);
    expect(smtp.to("admin@example.com")[0]!.subject).toBe("Kicks Directory test mail");
    smtp.refuse("nobody@example.com", 550);
    const refused = await call("POST", "/api/admin/subscribers/test-mail", { email: "nobody@example.com" });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toMatch(/refused/);
    expect((await app.request("/api/admin/subscribers")).status).toBe(401);
  });

  it("pages Admin › Subscribers newest first by cursor, the search kept, with the counts on every page", async () => {
    // Two addresses share a creation time (to the microsecond): the id breaks the tie, nothing repeats or hides.
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await t.db.insert(alertSubscribers).values(
      [0, 1, 1, 2, 3, 4, 5].map((minutes, i) => ({
        email: `${i % 2 === 0 ? "even" : "odd"}${i}@example.com`,
        state: "confirmed" as const,
        unsubscribeToken: `token-${i}`,
        createdAt: at(minutes),
      })),
    );
    const walk = async (query: string) => {
      const emails: string[] = [];
      let next: string | null = `/api/admin/subscribers?${query}`;
      while (next) {
        const res = await call("GET", next);
        expect(res.status).toBe(200);
        const page = subscribersSchema.parse(await res.json());
        expect(page.subscribers.length).toBeLessThanOrEqual(2);
        expect(page.counts.confirmed).toBe(7);
        emails.push(...page.subscribers.map((s) => s.email));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
      }
      return emails;
    };
    expect(await walk("limit=2")).toEqual([
      "even6@example.com",
      "odd5@example.com",
      "even4@example.com",
      "odd3@example.com",
      "even2@example.com",
      "odd1@example.com",
      "even0@example.com",
    ]);
    expect(await walk("limit=2&q=ODD")).toEqual(["odd5@example.com", "odd3@example.com", "odd1@example.com"]);
    expect((await subscribers()).subscribers).toHaveLength(7);
    for (const bad of ["cursor=bm90LWEta2V5", "page=2", "limit=0", "limit=101"])
      expect((await call("GET", `/api/admin/subscribers?${bad}`)).status).toBe(400);
  });

  it("keeps mail in the outbox without SMTP_URL in development, and turns alerts off in production without it", async () => {
    const product = await addProduct("Insoles", "18.00");
    const res = await t.request("POST", "/api/alerts/watches", { body: { email: "dev@example.com", productSlug: product.slug } });
    expect(res.status).toBe(202);
    const devRunner = createJobRunner({ db: t.db, now: () => t.clock.now, log: t.log });
    t.appWith({}, { jobs: () => devRunner });
    await devRunner.runDue();
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: "dev@example.com", subject: "Confirm your price alert for Insoles" });
    const list = subscribersSchema.parse(await (await t.request("GET", "/api/admin/subscribers", { cookie: t.cookie })).json());
    expect(list.mail.mode).toBe("outbox");
    expect(list.outbox[0]).toMatchObject({ to: "dev@example.com", text: expect.stringContaining("/alerts?confirm=") });

    const production = t.appWith({ NODE_ENV: "production" });
    expect(((await (await production.request("/api/config")).json()) as { priceAlerts: boolean }).priceAlerts).toBe(false);
    const off = await production.request("/api/alerts/watches", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "prod@example.com", productSlug: product.slug }),
    });
    expect(off.status).toBe(503);
    expect(((await (await t.request("GET", "/api/config")).json()) as { priceAlerts: boolean }).priceAlerts).toBe(true);
  });
});
