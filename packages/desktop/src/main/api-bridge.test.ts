import { ApiError, createApiClient, type TransportRequest, type TransportResponse } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBridgeTransport } from "../renderer/bridge-transport";
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from "../test/server";
import { ApiBridge } from "./api-bridge";
import { MemorySecretStore } from "./secret-store";

/** Everything the renderer side of the bridge received: responses and error messages. */
function recordingRenderer(bridge: ApiBridge) {
  const seen: string[] = [];
  const request = async (req: TransportRequest): Promise<TransportResponse> => {
    try {
      const response = await bridge.forward(req);
      seen.push(JSON.stringify(response));
      return response;
    } catch (error) {
      seen.push(String(error instanceof Error ? error.message : error));
      throw error;
    }
  };
  return { seen, api: createApiClient(createBridgeTransport({ api: { request } })) };
}

const product = {
  title: "Desktop Bridge Test Crate",
  price: "24.99",
  imageUrl: "https://images.example.com/crate.jpg",
  productUrl: "https://www.amazon.com/dp/B000000001",
};

describe("ApiBridge against the real server", () => {
  let server: RunningServer;
  const secrets = new MemorySecretStore();
  const tokensSeen = new Set<string>();
  let bridge: ApiBridge;
  let renderer: ReturnType<typeof recordingRenderer>;

  const stored = async () => {
    const token = await secrets.get(server.url);
    if (token) tokensSeen.add(token);
    return token;
  };
  const direct = (path: string, token: string, init: RequestInit = {}) =>
    fetch(server.url + path, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    });

  beforeAll(async () => {
    server = await startServer();
    bridge = new ApiBridge({ secrets, serverUrl: () => server.url });
    renderer = recordingRenderer(bridge);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("a wrong password is a 401 and stores nothing", async () => {
    await expect(renderer.api.admin.login({ body: { password: "wrong", mode: "token" } })).rejects.toMatchObject({ status: 401 });
    expect(await stored()).toBeNull();
  });

  it("login stores the token in the SecretStore and hands the renderer a token-free answer", async () => {
    const answer = await renderer.api.admin.login({ body: { password: TEST_ADMIN_PASSWORD, mode: "token" } });
    expect(answer).toEqual({ success: true, expiresAt: expect.any(String) });
    expect(answer).not.toHaveProperty("token");
    const token = await stored();
    expect(token).toMatch(/^\S{32,}$/);
  });

  it("calls carry the stored token: status says admin and an admin write succeeds", async () => {
    expect(await renderer.api.admin.status()).toEqual({ isAdmin: true });
    const created = await renderer.api.products.create({ body: product });
    expect(created).toMatchObject({ id: expect.any(Number), title: product.title, price: "24.99" });
    const list = (await renderer.api.products.adminPage()).items;
    expect(list.map((p) => p.title)).toContain(product.title);
  });

  it("forwards a paged list's Link header, so the renderer can load the next page", async () => {
    await renderer.api.products.create({ body: { ...product, title: "Desktop Bridge Second Crate" } });
    const first = await renderer.api.products.adminPage({ query: { limit: 1 } });
    expect(first.items.map((p) => p.title)).toEqual(["Desktop Bridge Second Crate"]);
    expect(first.next).toEqual(expect.any(String));
    const second = await renderer.api.products.adminPage({ query: { limit: 1, cursor: first.next } });
    expect(second.items.map((p) => p.title)).toEqual([product.title]);
    expect(JSON.parse(renderer.seen.at(-2)!)).toMatchObject({ link: expect.stringMatching(/^<\/api\/admin\/products\?limit=1&cursor=/) });
  });

  it("the renderer cannot set Authorization itself: only Accept and Content-Type are forwarded", async () => {
    const token = (await stored())!;
    const emptyBridge = new ApiBridge({ secrets: new MemorySecretStore(), serverUrl: () => server.url });
    const response = await emptyBridge.forward({
      method: "GET",
      path: "/api/admin/status",
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(response.body)).toEqual({ isAdmin: false });
  });

  it("a 401 (session revoked elsewhere) clears the stored token", async () => {
    const token = (await stored())!;
    expect((await direct("/api/admin/logout", token, { method: "POST" })).status).toBe(204);
    const error = await renderer.api.products.create({ body: { ...product, title: "Should not exist" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(await stored()).toBeNull();
    expect(await renderer.api.admin.status()).toEqual({ isAdmin: false });
  });

  it("a bogus stored token gets a 401 and is deleted", async () => {
    await secrets.set(server.url, "bogus-token-value-that-the-server-never-issued");
    await expect(renderer.api.products.adminPage()).rejects.toMatchObject({ status: 401 });
    expect(await secrets.get(server.url)).toBeNull();
  });

  it("sign out revokes the session on the server and deletes the stored entry", async () => {
    await renderer.api.admin.login({ body: { password: TEST_ADMIN_PASSWORD, mode: "token" } });
    const token = (await stored())!;
    expect((await direct("/api/admin/products", token)).status).toBe(200);

    await renderer.api.admin.logout();
    expect(await stored()).toBeNull();
    expect((await direct("/api/admin/products", token)).status).toBe(401);
    expect(await renderer.api.admin.status()).toEqual({ isAdmin: false });
  });

  it("no response or error that reached the renderer side contains a token", () => {
    expect(tokensSeen.size).toBeGreaterThanOrEqual(2);
    expect(renderer.seen.length).toBeGreaterThan(8);
    for (const text of renderer.seen) for (const token of tokensSeen) expect(text).not.toContain(token);
  });
});

describe("ApiBridge without a reachable server", () => {
  it("answers 503 when no server is configured", async () => {
    const bridge = new ApiBridge({ secrets: new MemorySecretStore(), serverUrl: () => null });
    const response = await bridge.forward({ method: "GET", path: "/api/products", headers: {} });
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toEqual({ message: "No server is configured." });
  });

  it("a network failure rejects with a plain message, and a failed logout still forgets the token", async () => {
    const secrets = new MemorySecretStore();
    const serverUrl = "http://127.0.0.1:9";
    await secrets.set(serverUrl, "secret-token-123");
    const bridge = new ApiBridge({ secrets, serverUrl: () => serverUrl });
    const error = await bridge.forward({ method: "GET", path: "/api/admin/products", headers: {} }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Could not reach http://127.0.0.1:9.");
    expect(await secrets.get(serverUrl)).toBe("secret-token-123");

    await expect(bridge.forward({ method: "POST", path: "/api/admin/logout", headers: {} })).rejects.toThrow("Could not reach");
    expect(await secrets.get(serverUrl)).toBeNull();
  });

  it("hands on a busy answer's Retry-After, so the admin's queries can retry it", async () => {
    const busy: typeof fetch = async () =>
      new Response(JSON.stringify({ message: "The server is busy." }), { status: 503, headers: { "Retry-After": "1" } });
    const bridge = new ApiBridge({ secrets: new MemorySecretStore(), serverUrl: () => "http://busy.test", fetch: busy });
    const response = await bridge.forward({ method: "GET", path: "/api/admin/products", headers: {} });
    expect(response).toMatchObject({ status: 503, retryAfter: "1" });
    const api = createApiClient(createBridgeTransport({ api: { request: (req) => bridge.forward(req) } }));
    const error = await api.products.adminPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(1);
  });

  it("redacts the token should a server ever echo it back", async () => {
    const secrets = new MemorySecretStore();
    await secrets.set("http://echo.test", "echoed-token-456");
    const echo: typeof fetch = async (_url, init) =>
      new Response(JSON.stringify({ youSent: new Headers(init?.headers).get("authorization") }), { status: 200 });
    const bridge = new ApiBridge({ secrets, serverUrl: () => "http://echo.test", fetch: echo });
    const response = await bridge.forward({ method: "GET", path: "/api/admin/status", headers: {} });
    expect(JSON.parse(response.body)).toEqual({ youSent: "Bearer [redacted]" });
  });
});
