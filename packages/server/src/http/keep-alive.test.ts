import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { MAX_BODY_BYTES } from "./constants";

interface Reply {
  status: number;
  body: string;
  connection: string | undefined;
}

/** One request through a keep-alive agent (one socket), so a second request reuses the first one's connection. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: "127.0.0.1", port, method, path, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(engines)("keep-alive after an early error on %s", (engine) => {
  let t: TestContext;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext(engine);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const large = JSON.stringify({ password: "x".repeat(MAX_BODY_BYTES + 1024) });

  it.each([
    ["413 for a body over the limit", "POST", "/api/admin/login", large, {}, 413],
    ["401 before an admin body is read", "POST", "/api/products", JSON.stringify({ name: "x".repeat(256 * 1024) }), {}, 401],
    ["415 for a body that is not JSON", "POST", "/api/admin/login", "x".repeat(256 * 1024), { "content-type": "text/plain" }, 415],
  ] as const)("%s: the next request on the same connection still gets its answer", async (_name, method, path, body, headers, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, port, method, path, body, headers);
      expect(first.status).toBe(status);
      expect(first.connection).toBe("close");
      // A little later, as a pooled client would reuse the socket.
      await new Promise((r) => setTimeout(r, 50));
      const second = await send(agent, port, "GET", "/api/health");
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
