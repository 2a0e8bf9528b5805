import { once } from "node:events";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { createServer } from "./server";

const TIMEOUTS = { headersMs: 500, requestMs: 1000, checkIntervalMs: 100 };

interface Drip {
  /** When the server closed the connection, in ms from its opening (null: still open when the test gave up). */
  closedAfterMs: number | null;
  /** What the server sent before closing. */
  received: string;
}

/** A client that sends `head`, then one byte of `drip` every `everyMs`, until the server closes or `giveUpMs` passes. */
async function dripper(port: number, head: string, drip: string, everyMs: number, giveUpMs: number): Promise<Drip> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const started = performance.now();
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip[sent++ % drip.length] ?? "x");
  }, everyMs);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now() - started)));
  const gaveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), giveUpMs));
  const closedAfterMs = await Promise.race([closed, gaveUp]);
  clearInterval(timer);
  socket.destroy();
  return { closedAfterMs, received };
}

describe.each(engines)("deadlines on reading a request on %s", (engine) => {
  let t: TestContext;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    server = createServer({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", timeouts: TIMEOUTS });
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
  });

  it("closes a connection whose body drips in slower than the request deadline", async () => {
    const head = "POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const drips = await Promise.all(Array.from({ length: 5 }, () => dripper(port, head, '{"password":"', 200, 4000)));
    for (const { closedAfterMs, received } of drips) {
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1000);
      expect(received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
    // The handler waiting for the body gives up quietly.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.log.errors).toEqual([]);
  });

  it("closes a connection whose headers drip in slower than the headers deadline", async () => {
    const { closedAfterMs } = await dripper(port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: 1\r\n", 50, 4000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 1000);
  });

  it("answers a request past its deadline 408 with Retry-After, and tells of it; a malformed one 400", async () => {
    const told: [number, string][] = [];
    const own = createServer({
      fetch: t.app.fetch,
      port: 0,
      hostname: "127.0.0.1",
      timeouts: TIMEOUTS,
      onClientError: (status, code) => void told.push([status, code]),
    });
    try {
      await once(own, "listening");
      const ownPort = (own.address() as AddressInfo).port;
      const late = await dripper(ownPort, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n", "", 60_000, 10_000);
      expect(late.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\nRetry-After: 1\r\n/);
      const malformed = await dripper(ownPort, "NOT HTTP AT ALL\r\n\r\n", "", 60_000, 10_000);
      expect(malformed.received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(told.map(([status]) => status)).toEqual([408, 400]);
    } finally {
      own.closeAllConnections();
      own.close();
    }
  });

  it("answers a client that sends at an ordinary pace", async () => {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example" },
      body: JSON.stringify({ password: "wrong" }),
    });
    expect(login.status).toBe(401);
  });
});
