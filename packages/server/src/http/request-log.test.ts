import { describe, expect, it } from "vitest";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { createLogger, type LogLevel, prettyLine } from "../log/logger";
import { ADMIN_PASSWORD, engines, useTestContext } from "../test/test-app";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-log";

type LogRecord = Record<string, unknown>;

/** The real logger (pino), its JSON lines collected. */
function collectingLogger(level: LogLevel = "info") {
  const lines: string[] = [];
  const log = createLogger({
    level,
    format: "json",
    instance: "test-host:1",
    destination: { write: (line: string) => void lines.push(line) },
  });
  const records = () => lines.flatMap((chunk) => chunk.split("\n").filter(Boolean)).map((line) => JSON.parse(line) as LogRecord);
  return { log, lines, records };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps a well-formed id and replaces anything else with a new UUID", () => {
    expect(requestIdOf("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    for (const bad of [undefined, "", "a b", "x".repeat(129), "<script>", "id\nforged: line"]) expect(requestIdOf(bad)).toMatch(UUID);
  });
});

describe("prettyLine", () => {
  it("makes a record a short readable line (pnpm dev)", () => {
    const line = prettyLine(
      JSON.stringify({
        level: "info",
        time: "2026-11-27T02:03:04.567Z",
        instance: "h:1",
        msg: "GET /api/products 200",
        status: 200,
        route: "/api/products",
      }),
    );
    expect(line).toBe("02:03:04 INFO  GET /api/products 200  route=/api/products\n");
  });
});

describe.each(engines)("request logs on %s", (engine) => {
  const t = useTestContext(engine);

  const appWithLog = (level: LogLevel = "info") => {
    const collected = collectingLogger(level);
    return { ...collected, app: t.appWith({}, { log: collected.log }) };
  };

  it("writes one JSON record per request (id, method, route, path, status, duration, instance) and echoes the id", async () => {
    const { app, records } = appWithLog();
    const res = await app.request("/api/products?limit=5");
    expect(res.status).toBe(200);
    const id = res.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(UUID);
    const requests = records().filter((r) => r.requestId === id);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: "info",
      instance: "test-host:1",
      method: "GET",
      route: "/api/products",
      path: "/api/products",
      status: 200,
      msg: "GET /api/products 200",
    });
    expect(typeof requests[0]?.durationMs).toBe("number");
    expect(typeof requests[0]?.time).toBe("string");
  });

  it("keeps a well-formed X-Request-Id, names the route pattern, and puts the id on every answer (errors included)", async () => {
    const { app, records } = appWithLog();
    const patch = await app.request("/api/products/12345", {
      method: "PATCH",
      headers: { [REQUEST_ID_HEADER]: "edge-7f3a", cookie: t.cookie, origin: "https://kicks.example", "content-type": "application/json" },
      body: JSON.stringify({ price: 10 }),
    });
    expect(patch.status).toBe(404);
    expect(patch.headers.get(REQUEST_ID_HEADER)).toBe("edge-7f3a");
    expect(records().find((r) => r.requestId === "edge-7f3a")).toMatchObject({ route: "/api/products/:id", status: 404, method: "PATCH" });

    for (const [path, init, status] of [
      ["/api/nothing-here", {}, 404],
      ["/api/admin/products", {}, 401],
      [
        "/api/programs",
        { method: "POST", headers: { "content-type": "text/plain", cookie: t.cookie, origin: "https://kicks.example" }, body: "x" },
        415,
      ],
    ] as const) {
      const res = await app.request(path, {
        ...init,
        headers: { ...("headers" in init ? init.headers : {}), [REQUEST_ID_HEADER]: "bad id!" },
      });
      expect(res.status, path).toBe(status);
      expect(res.headers.get(REQUEST_ID_HEADER), path).toMatch(UUID);
    }
    expect(records().filter((r) => r.method !== undefined)).toHaveLength(4);
  });

  it("never logs a password, a session token, a cookie or a query string", async () => {
    const { app, lines } = appWithLog("trace");
    const login = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example" },
      body: JSON.stringify({ password: ADMIN_PASSWORD, mode: "token" }),
    });
    const { token } = (await login.json()) as { token: string };
    await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example" },
      body: JSON.stringify({ password: "wrong-password-value" }),
    });
    await app.request("/api/admin/products?q=private-query-text", { headers: { authorization: `Bearer ${token}` } });
    await app.request("/api/search?q=secret-words&token=abc123", { headers: { cookie: t.cookie } });
    const text = lines.join("");
    expect(text).toContain("/api/search");
    for (const secret of [
      ADMIN_PASSWORD,
      "wrong-password-value",
      token,
      t.cookie.split("=")[1] ?? "",
      "private-query-text",
      "secret-words",
      "abc123",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("LOG_LEVEL=warn leaves the request records out", async () => {
    const { app, lines } = appWithLog("warn");
    expect((await app.request("/api/products")).status).toBe(200);
    expect(lines).toEqual([]);
  });

  it("carries the id of the request that scheduled a job into the job run's record", async () => {
    const { log, records } = collectingLogger();
    let runner: JobRunner | undefined;
    const app = t.appWith({}, { log, jobs: (db) => (runner = createJobRunner({ db, log, now: () => t.clock.now })) });
    const res = await app.request("/api/admin/links/check", {
      method: "POST",
      headers: { cookie: t.cookie, origin: "https://kicks.example", [REQUEST_ID_HEADER]: "check-now-42" },
    });
    expect(res.status).toBe(202);
    expect(await runner?.runDue()).toBe(1);
    const run = records().find((r) => r.kind === "links.check");
    expect(run).toMatchObject({ requestId: "check-now-42", outcome: "done", attempt: 1, instance: "test-host:1", level: "info" });
    expect(typeof run?.durationMs).toBe("number");
  });
});
