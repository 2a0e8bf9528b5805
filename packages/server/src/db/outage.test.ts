import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { CONTENT_VERSION_MAX_AGE_MS } from "../pages/page-cache";
import { loadEnv } from "../env";
import { createPostgresDatabase } from "../test/test-app";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy";
import { createDatabase, type DatabaseHandle } from "./client";
import { asDatabaseUnavailable } from "./unavailable";

const baseUrl = process.env.DATABASE_URL;
const UNAVAILABLE = { message: "The database is unavailable right now. Try again in a moment." };

/** Postgres only: the app runs over a TCP proxy that the test takes away and brings back. */
describe.runIf(baseUrl)("a Postgres outage", () => {
  let database: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const logged = { errors: [] as string[], warnings: [] as string[] };

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl as string);
    const direct = await createDatabase({ DATABASE_URL: database.url, DATA_DIR: "memory://" });
    await direct.migrate();
    await direct.close();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    handle = await createDatabase({
      DATABASE_URL: proxied.toString(),
      DATA_DIR: "memory://",
      timeouts: { connectSeconds: 1, queryDeadlineMs: 1500 },
    });
    app = createApp({
      db: handle.db,
      dbKind: handle.kind,
      env: loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "pw", PUBLIC_SITE_URL: "https://kicks.example" }),
      log: { info: () => {}, warn: (m) => logged.warnings.push(m), error: (m) => logged.errors.push(m) },
    });
  });
  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await database?.drop();
  });

  const timed = async (path: string) => {
    const started = performance.now();
    const res = await app.request(path);
    return { res, ms: performance.now() - started };
  };

  it("health checks the database: 200 while it answers, 503 while it is gone, 200 again once it is back", async () => {
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/api/blog")).status).toBe(200);

    await proxy.set("refuse");
    const health = await app.request("/api/health");
    expect(health.status).toBe(503);
    expect(health.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/blog", "/api/stores", "/api/admin/status"]) {
      const res = await app.request(path, { headers: { cookie: "sid=some-session" } });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual(UNAVAILABLE);
    }

    await proxy.set("up");
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await app.request("/api/health")).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    expect((await app.request("/api/blog")).status).toBe(200);
    expect(logged.errors).toEqual([]);
    expect(logged.warnings.length).toBeGreaterThan(0);
  });

  it("an unreachable database is a 503 within the connect timeout, not a hang", async () => {
    await proxy.set("blackhole");
    try {
      // A visitor's list answered in the last second is still answered from memory (the data version an instance
      // keeps, pages/page-cache.ts); past that, the version must be read, and cannot be.
      await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_MAX_AGE_MS + 50));
      const { res, ms } = await timed("/api/blog");
      expect(res.status).toBe(503);
      // connectSeconds is 1 here; without a connect timeout postgres.js waits 30 s.
      expect(ms).toBeLessThan(5000);
      expect((await timed("/api/health")).res.status).toBe(503);
      // More requests than the pool has connections: queued queries are cut at the query deadline (1.5 s
      // here), not after one connect timeout per attempt ahead of them.
      const burst = await Promise.all(Array.from({ length: 25 }, () => timed("/api/blog")));
      for (const { res } of burst) expect(res.status).toBe(503);
      expect(Math.max(...burst.map((b) => b.ms))).toBeLessThan(3000);
    } finally {
      await proxy.set("up");
    }
    expect(logged.errors).toEqual([]);
  });

  it("with the production time limits, a request that cannot get a connection is a 503 within about a second, however long the server refuses", async () => {
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const production = await createDatabase({ DATABASE_URL: proxied.toString(), DATA_DIR: "memory://" });
    const warnings: string[] = [];
    const prodApp = createApp({
      db: production.db,
      dbKind: production.kind,
      env: loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "pw", PUBLIC_SITE_URL: "https://kicks.example" }),
      log: { info: () => {}, warn: (m) => warnings.push(m), error: (m) => logged.errors.push(m) },
    });
    // Reads, and logins (a transaction: its BEGIN waits for a connection as a query does).
    const send = async (i: number) => {
      const started = performance.now();
      const res = await (i % 3 === 0
        ? prodApp.request("/api/admin/login", {
            method: "POST",
            headers: { "content-type": "application/json", origin: "https://kicks.example" },
            body: JSON.stringify({ password: "wrong" }),
          })
        : prodApp.request(i % 3 === 1 ? "/api/stores" : "/api/blog"));
      return { status: res.status, ms: performance.now() - started };
    };
    try {
      expect((await send(1)).status).toBe(200);
      await proxy.set("refuse");
      // The answer just given stays servable from memory for the data version's maximum age (pages/page-cache.ts).
      await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_MAX_AGE_MS + 50));
      // Bursts of 21 (the outside test's writes) for 5 s, as long as its Postgres stop.
      const answers: { status: number; ms: number }[] = [];
      const until = performance.now() + 5000;
      while (performance.now() < until) answers.push(...(await Promise.all(Array.from({ length: 21 }, (_, i) => send(i)))));
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([503]));
      const slowest = Math.max(...answers.map((a) => a.ms));
      expect(slowest).toBeLessThan(1500);
      // Back up: answered again within about a second (no reconnect backoff of several seconds).
      await proxy.set("up");
      const back = performance.now();
      while ((await send(1)).status !== 200) {
        expect(performance.now() - back).toBeLessThan(1500);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await proxy.set("up");
      await production.close();
    }
    expect(logged.errors).toEqual([]);
  });

  it("a server that accepts connections and closes them unanswered (Postgres down behind a proxy) is a quick 503, and the whole pool is back with it", async () => {
    // The app's proxy stays up; behind it a second one refuses, as a pooler or load balancer does when its Postgres is gone.
    const front = await startTcpProxy("127.0.0.1", proxy.port);
    const url = new URL(database.url);
    url.hostname = "127.0.0.1";
    url.port = String(front.port);
    const pooled = await createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: "memory://", timeouts: { queryDeadlineMs: 1500 } });
    const query = async (statement = sql`select 1`) => {
      const started = performance.now();
      const error = await pooled.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      return { unavailable: error === null ? null : asDatabaseUnavailable(error), ms: performance.now() - started };
    };
    const tenSleeps = async () => {
      const started = performance.now();
      await Promise.all(Array.from({ length: 10 }, () => pooled.db.execute(sql`select pg_sleep(0.3)`)));
      return performance.now() - started;
    };
    try {
      await tenSleeps();
      await proxy.set("refuse");
      const answers: { unavailable: unknown; ms: number }[] = [];
      const until = performance.now() + 3000;
      while (performance.now() < until) answers.push(...(await Promise.all(Array.from({ length: 12 }, () => query()))));
      for (const answer of answers) expect(answer.unavailable).toBeInstanceOf(Error);
      // Before: each waited for the query deadline (1.5 s here), reconnecting all along.
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1000);
      await proxy.set("up");
      expect((await query()).unavailable).toBeNull();
      // All ten connections serve again: ten 0.3 s statements at once take 0.3 s, not several rounds (before: none
      // answered for over a minute, every connection stuck on the query the deadline had cancelled).
      expect(await tenSleeps()).toBeLessThan(1200);
      // A query cancelled at its deadline while it runs (postgres.js opens a connection for the cancel request,
      // which the server closes unanswered: not an error) is a 503, and the pool goes on.
      const slow = await query(sql`select pg_sleep(5)`);
      expect(slow.unavailable).toBeInstanceOf(Error);
      expect(slow.ms).toBeLessThan(4000);
      expect((await query()).unavailable).toBeNull();
    } finally {
      await proxy.set("up");
      await pooled.close();
      await front.close();
    }
  });

  it("statements have a server-side time limit, and hitting it is a 503", async () => {
    const [row] = (await handle.db.execute(sql`show statement_timeout`)) as unknown as { statement_timeout: string }[];
    expect(row?.statement_timeout).toBe("5s");
    const short = await createDatabase({ DATABASE_URL: database.url, DATA_DIR: "memory://", timeouts: { statementMs: 100 } });
    try {
      const error = await short.db.execute(sql`select pg_sleep(2)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(asDatabaseUnavailable(error)?.message).toBe("The database took too long to answer. Try again in a moment.");
    } finally {
      await short.close();
    }
  });
});
