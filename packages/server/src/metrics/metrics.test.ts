import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { METRICS_REFUSED } from "../app";
import { createServer } from "../http/server";
import { createJobRunner, PermanentJobError } from "../jobs/jobs.runner";
import { engines, useTestContext } from "../test/test-app";
import { createMetrics, isLoopback } from "./metrics";

const TOKEN = "metrics-token-0123456789";

/** The value of one sample line (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("isLoopback", () => {
  it("is the socket's own host only", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "[::1]"]) expect(isLoopback(address), address).toBe(true);
    for (const address of ["10.0.0.1", "::ffff:10.0.0.1", "unknown", "", "fe80::1", "::2", "128.0.0.1"])
      expect(isLoopback(address), address).toBe(false);
  });
});

describe.each(engines)("/metrics on %s", (engine) => {
  const t = useTestContext(engine);

  it("is refused without the token off loopback, and served in Prometheus' format with it", async () => {
    const metrics = createMetrics();
    const app = t.appWith({ METRICS_TOKEN: TOKEN }, { metrics, pool: () => t.handle.stats() });
    const refused = await app.request("/metrics");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: METRICS_REFUSED });
    expect((await app.request("/metrics", { headers: { authorization: "Bearer wrong-token-000000000" } })).status).toBe(403);

    for (let i = 0; i < 3; i++) expect((await app.request("/api/products")).status).toBe(200);
    expect(
      (await app.request("/api/products/99999", { method: "DELETE", headers: { cookie: t.cookie, origin: "https://kicks.example" } }))
        .status,
    ).toBe(404);

    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, "http_request_duration_seconds_count", 'method="GET",route="/api/products",status="200"')).toBe(3);
    expect(sample(text, "http_request_duration_seconds_count", 'method="DELETE",route="/api/products/:id",status="404"')).toBe(1);
    expect(sample(text, "http_request_duration_seconds_bucket", 'le="+Inf",method="GET",route="/api/products",status="200"')).toBe(3);
    expect(sample(text, "db_pool_max_connections")).toBe(engine === "pglite" ? 1 : 10);
    expect(sample(text, "db_pool_active_queries")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "db_pool_waiting_queries")).toBe(0);
    for (const state of ["due", "scheduled", "running"]) expect(sample(text, "jobs_queue_depth", `state="${state}"`)).toBe(0);
  });

  it("counts the job queue and each run's outcome", async () => {
    const metrics = createMetrics();
    const jobs = createJobRunner({ db: t.db, log: t.log, now: () => t.clock.now, metrics, baseBackoffMs: 60_000 });
    const app = t.appWith({ METRICS_TOKEN: TOKEN }, { metrics, jobs: () => jobs });
    let calls = 0;
    jobs.register("demo.flaky", {
      run: async () => {
        if (calls++ === 0) throw new Error("once");
      },
    });
    jobs.register("demo.bad", {
      run: async () => {
        throw new PermanentJobError("never");
      },
    });
    await jobs.schedule("demo.flaky", t.clock.now);
    await jobs.schedule("demo.bad", t.clock.now);
    await jobs.schedule("demo.flaky", new Date(t.clock.now.getTime() + 3_600_000));
    const read = async () => (await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text();

    let text = await read();
    expect(sample(text, "jobs_queue_depth", 'state="due"')).toBe(2);
    expect(sample(text, "jobs_queue_depth", 'state="scheduled"')).toBe(1);

    await jobs.runDue();
    text = await read();
    expect(sample(text, "job_runs_total", 'kind="demo.flaky",outcome="retried"')).toBe(1);
    expect(sample(text, "job_runs_total", 'kind="demo.bad",outcome="failed"')).toBe(1);
    expect(sample(text, "jobs_queue_depth", 'state="due"')).toBe(0);
    expect(sample(text, "jobs_queue_depth", 'state="scheduled"')).toBe(2);

    t.clock.advance(2 * 3_600_000);
    await jobs.runDue();
    text = await read();
    expect(sample(text, "job_runs_total", 'kind="demo.flaky",outcome="done"')).toBe(2);
    expect(sample(text, "job_run_duration_seconds_count", 'kind="demo.flaky"')).toBe(3);
    expect(sample(text, "jobs_queue_depth", 'state="scheduled"')).toBe(0);
  });

  it("is served to a scraper on loopback without a token", async () => {
    const app = t.appWith({});
    const server = createServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("# TYPE http_request_duration_seconds histogram");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("with TRUST_PROXY, judges the client a proxy on this host names, not the proxy's loopback socket", async () => {
    const app = t.appWith({ TRUST_PROXY: "1" });
    const server = createServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      const proxied = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(proxied.status).toBe(403);
      // A scraper on this host, straight or through the proxy, still reads them.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
