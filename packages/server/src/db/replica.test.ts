import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ConfigError, loadEnv } from "../env";
import { createPrivateCluster, type PrivateCluster } from "../test/private-cluster";
import { ADMIN_PASSWORD, createTestContext, ORIGIN } from "../test/test-app";
import { createDatabase, type DatabaseHandle } from "./client";

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe("DATABASE_REPLICA_URL", () => {
  it("is refused without DATABASE_URL (the embedded database has no replicas)", () => {
    expect(() => loadEnv({ NODE_ENV: "test", DATABASE_REPLICA_URL: "postgres://replica/db" })).toThrow(ConfigError);
  });

  it("on the embedded database, visitors' reads and the admin's use the one database", { timeout: 90_000 }, async () => {
    const t = await createTestContext("pglite");
    try {
      expect(t.handle.replica).toBe(t.handle.db);
      expect((await t.request("GET", "/api/products")).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/**
 * A real streaming replica: a private Postgres cluster (its own pg_hba.conf allows replication from 127.0.0.1, which
 * the shared server's need not), and a hot standby made from it with pg_basebackup -R. The standby's replay is paused
 * to tell the two apart: what a visitor reads then comes from the replica only if a write just made is missing.
 */
describe.skipIf(!process.env.DATABASE_URL)("a streaming replica (Postgres engine runs only: DATABASE_URL is set)", () => {
  let primary: PrivateCluster;
  let replica: PrivateCluster;
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let replicaSql: postgres.Sql;

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function caughtUp() {
    const primarySql = postgres(primary.url, { max: 1, onnotice: () => {} });
    try {
      const [{ lsn }] = (await primarySql`select pg_current_wal_lsn()::text as lsn`) as unknown as [{ lsn: string }];
      for (let i = 0; i < 200; i++) {
        const [row] = await replicaSql`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`;
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the replica did not catch up");
    } finally {
      await primarySql.end();
    }
  }

  beforeAll(async () => {
    primary = await createPrivateCluster();
    replica = await primary.replicate();
    replicaSql = postgres(replica.url, { max: 1, onnotice: () => {} });
    handle = await createDatabase({ DATABASE_URL: primary.url, DATABASE_REPLICA_URL: replica.url, DATA_DIR: "memory://" });
    await handle.migrate();
    const env = loadEnv({
      NODE_ENV: "test",
      ADMIN_PASSWORD,
      PUBLIC_SITE_URL: ORIGIN,
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
    });
    app = createApp({
      db: handle.db,
      replica: handle.replica,
      dbKind: handle.kind,
      env,
      log: silent,
      renderer: null,
      loadLimits: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000 },
    });
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await replicaSql?.end();
    await handle?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  it("is a hot standby streaming from the primary", async () => {
    const [standby] = await replicaSql`select pg_is_in_recovery() as standby`;
    expect(standby?.standby).toBe(true);
    const primarySql = postgres(primary.url, { max: 1, onnotice: () => {} });
    const senders = await primarySql`select state from pg_stat_replication`;
    await primarySql.end();
    expect(senders.map((s) => s.state)).toEqual(["streaming"]);
  });

  it("sends visitors' reads (lists, a post, search, feeds) to the replica, and an admin who just wrote reads the primary", async () => {
    const login = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    const cookie = /sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(cookie).not.toBe("");
    const admin = { cookie, origin: ORIGIN, "content-type": "application/json" };
    await caughtUp();
    await replicaSql`select pg_wal_replay_pause()`;

    try {
      const product = await app.request("/api/products", {
        method: "POST",
        headers: admin,
        body: JSON.stringify({
          title: "Replica Lag Detector Spray",
          price: "9.99",
          imageUrl: "/images/products/protective-spray.svg",
          productUrl: "https://www.amazon.com/dp/B00K0OHD3G",
          amazonAsin: "b00k0ohd3g",
        }),
      });
      expect(product.status, await product.clone().text()).toBe(201);
      const post = await app.request("/api/blog", {
        method: "POST",
        headers: admin,
        body: JSON.stringify({
          title: "Replica lag explained",
          slug: "replica-lag",
          content: "<p>Why a visitor may see a write a moment later.</p>",
          published: true,
        }),
      });
      expect(post.status, await post.clone().text()).toBe(201);

      const titles = async (headers: Record<string, string>) =>
        ((await (await app.request("/api/products", { headers })).json()) as { title: string }[]).map((p) => p.title);
      const found = async (headers: Record<string, string>) =>
        ((await (await app.request("/api/search?q=replica", { headers })).json()) as unknown[]).length;

      // The admin who wrote reads the primary: the product, the post and the search hit are there.
      expect(await titles({ cookie })).toContain("Replica Lag Detector Spray");
      expect((await app.request("/api/blog/replica-lag", { headers: { cookie } })).status).toBe(200);
      expect(await found({ cookie })).toBeGreaterThan(0);

      // A visitor reads the replica, whose replay is paused: none of it yet; so does one with a forged session.
      expect(await titles({})).not.toContain("Replica Lag Detector Spray");
      expect(await found({ cookie: "sid=forged" })).toBe(0);
      expect(await found({ authorization: "Bearer forged" })).toBe(0);
      expect((await app.request("/api/blog/replica-lag")).status).toBe(404);
      expect(await found({})).toBe(0);
      expect(await (await app.request("/rss.xml")).text()).not.toContain("Replica lag explained");
    } finally {
      await replicaSql`select pg_wal_replay_resume()`;
    }

    // Once the replica has replayed the writes, visitors see them: at the latest when the data version this instance
    // last read from the replica is a second old (pages/page-cache.ts), for the lists kept per version.
    await caughtUp();
    const visitorTitles = async () => ((await (await app.request("/api/products")).json()) as { title: string }[]).map((p) => p.title);
    await expect.poll(visitorTitles, { timeout: 3000, interval: 100 }).toContain("Replica Lag Detector Spray");
    expect((await app.request("/api/blog/replica-lag")).status).toBe(200);
  });
});
