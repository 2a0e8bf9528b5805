import { adminStatusSchema, loginResponseSchema } from "@app/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, engines, FOREIGN_ORIGIN, ORIGIN, type TestContext } from "../test/test-app";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, SESSION_TTL_MS } from "./auth.service";

describe.each(engines)("admin auth on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.now = new Date();
  });

  const login = (password: string, client = "client-a", extra: { origin?: string | null; mode?: string } = {}) =>
    t.request("POST", "/api/admin/login", {
      body: { password, ...(extra.mode ? { mode: extra.mode } : {}) },
      origin: extra.origin,
      headers: { "x-test-client": client },
    });
  const status = async (opts: { cookie?: string; token?: string }) =>
    adminStatusSchema.parse(await (await t.request("GET", "/api/admin/status", opts)).json()).isAdmin;

  it("a wrong password is 401, saying what to do", async () => {
    const res = await login("nope");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "That password is not right. Check it (and Caps Lock) and try again." });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("validates the body: missing password and malformed JSON are 400", async () => {
    const missing = await t.request("POST", "/api/admin/login", { body: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^password:/);
    const malformed = await t.request("POST", "/api/admin/login", { rawBody: "{" });
    expect(malformed.status).toBe(400);
    const badMode = await t.request("POST", "/api/admin/login", { body: { password: ADMIN_PASSWORD, mode: "magic" } });
    expect(badMode.status).toBe(400);
  });

  it("cookie login sets an HttpOnly SameSite=Lax session cookie and status turns true", async () => {
    expect(await status({})).toBe(false);
    const res = await login(ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.token).toBeUndefined();
    expect(new Date(body.expiresAt).getTime()).toBe(t.clock.now.getTime() + SESSION_TTL_MS);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${SESSION_TTL_MS / 1000}`);
    expect(setCookie).not.toContain("Secure");
    const cookie = setCookie.split(";")[0] as string;
    expect(await status({ cookie })).toBe(true);
  });

  it("the cookie is Secure in production", async () => {
    const app = t.appWith({ NODE_ENV: "production" });
    const res = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("Secure");
  });

  it("token login returns a bearer token and sets no cookie", async () => {
    const res = await login(ADMIN_PASSWORD, "desktop", { mode: "token", origin: null });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await status({ token: body.token })).toBe(true);
    expect(await status({ token: "not-a-real-token" })).toBe(false);
  });

  it("login refuses a foreign Origin but accepts none", async () => {
    const foreign = await login(ADMIN_PASSWORD, "client-a", { origin: FOREIGN_ORIGIN });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: "Cross-site request refused" });
    expect((await login(ADMIN_PASSWORD, "client-a", { origin: null })).status).toBe(200);
  });

  it("the allowed origins never come from the request's Host", async () => {
    const cookie = await t.login();
    const evil = "http://evil.example";
    const headers = { "content-type": "application/json", origin: evil, host: "evil.example", cookie };
    const write = await t.app.request(`${evil}/api/tweets`, { method: "POST", headers, body: JSON.stringify({ content: "pwned" }) });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: "Cross-site request refused" });
    const signIn = await t.app.request(`${evil}/api/admin/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(403);
    // PUBLIC_SITE_URL's origin is allowed whatever the Host.
    const own = await t.app.request(`${evil}/api/tweets`, {
      method: "POST",
      headers: { ...headers, origin: ORIGIN },
      body: JSON.stringify({ content: "ok" }),
    });
    expect(own.status).toBe(201);
  });

  it("development also allows the Vite dev and preview servers' origins; production does not", async () => {
    const post = (env: Record<string, string>, origin: string) =>
      t.appWith(env).request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin, "x-test-client": origin },
        body: JSON.stringify({ password: ADMIN_PASSWORD }),
      });
    expect((await post({ NODE_ENV: "development" }, "http://localhost:5173")).status).toBe(200);
    expect((await post({ NODE_ENV: "production" }, "http://localhost:5173")).status).toBe(403);
    expect((await post({ NODE_ENV: "production", CORS_ORIGINS: "https://www.kicks.example/" }, "https://www.kicks.example")).status).toBe(
      200,
    );
  });

  it("limits failed logins per client: 5 failures in 15 minutes → 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await login("wrong")).status).toBe(401);
    t.clock.advance(60_000);
    const limited = await login(ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBe(LOGIN_WINDOW_MS / 1000 - 60);
    expect(await limited.json()).toEqual({ message: "Too many login attempts. Try again in 14 minutes." });
    // Another client is not affected.
    expect((await login(ADMIN_PASSWORD, "client-b")).status).toBe(200);
    // Once the failures age out of the window, the client may try again.
    t.clock.advance(retryAfter * 1000);
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
  });

  it("concurrent wrong passwords from one client get at most the limit of password checks", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => login("wrong", "racer")));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_MAX_FAILURES);
    // The right password is no exception while the client is locked out.
    expect((await login(ADMIN_PASSWORD, "racer")).status).toBe(429);
  });

  it("counts an IPv6 client's failures under its /64, not per address, behind a trusted proxy", async () => {
    // The app's own client key (no test override): the address our proxy appended to X-Forwarded-For.
    const instance = await t.openInstance({ env: { TRUST_PROXY: "1" } });
    try {
      const from = (address: string, password = "guess") =>
        instance.app.request("/api/admin/login", {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": address },
          body: JSON.stringify({ password }),
        });
      for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) expect((await from(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
      expect((await from("2001:db8:1:2:ffff::1", ADMIN_PASSWORD)).status).toBe(429);
      // Another /64 and an IPv4 client keep their own budgets.
      expect((await from("2001:db8:1:3::1", ADMIN_PASSWORD)).status).toBe(200);
      expect((await from("203.0.113.7", ADMIN_PASSWORD)).status).toBe(200);
    } finally {
      await instance.close();
    }
  });

  it("a browser that signed in before keeps its own limit: guesses from its address do not lock it out", async () => {
    const withDevice = (password: string, device: string) =>
      t.request("POST", "/api/admin/login", { body: { password }, cookie: device, headers: { "x-test-client": "office-proxy" } });
    const first = await login(ADMIN_PASSWORD, "office-proxy");
    const device = /login_device=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect(device).toBeDefined();
    expect(first.headers.get("set-cookie")).toMatch(
      /login_device=[^;]+; Max-Age=31536000; Path=\/api\/admin\/login; HttpOnly; SameSite=Strict/,
    );
    // Someone else behind the same proxy address guesses until that address is locked out.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login("guess", "office-proxy")).status).toBe(401);
    expect((await login(ADMIN_PASSWORD, "office-proxy")).status).toBe(429);
    // The admin's browser still gets in, and a forged or tampered device cookie counts as the address.
    expect((await withDevice(ADMIN_PASSWORD, device as string)).status).toBe(200);
    expect((await withDevice(ADMIN_PASSWORD, "login_device=forged.c2lnbmF0dXJl")).status).toBe(429);
    expect((await withDevice(ADMIN_PASSWORD, `${device as string}x`)).status).toBe(429);
    // The device's own key has the same limit.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await withDevice("guess", device as string)).status).toBe(401);
    expect((await withDevice(ADMIN_PASSWORD, device as string)).status).toBe(429);
  });

  it("a successful login clears the client's failures", async () => {
    for (let i = 0; i < 4; i++) await login("wrong");
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("wrong")).status).toBe(401);
    expect((await login("wrong")).status).toBe(401);
    expect((await login("wrong")).status).toBe(429);
  });

  it("logout ends a cookie session, clears the cookie and answers 204", async () => {
    const cookie = await t.login();
    const res = await t.request("POST", "/api/admin/logout", { cookie });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
    expect(await status({ cookie })).toBe(false);
    expect((await t.request("GET", "/api/admin/products", { cookie })).status).toBe(401);
  });

  it("logout ends a bearer session too", async () => {
    const token = await t.loginToken();
    expect((await t.request("POST", "/api/admin/logout", { token, origin: null })).status).toBe(204);
    expect(await status({ token })).toBe(false);
  });

  it("sessions expire after 7 days", async () => {
    const cookie = await t.login();
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect(await status({ cookie })).toBe(true);
    t.clock.advance(2000);
    expect(await status({ cookie })).toBe(false);
    expect((await t.request("GET", "/api/admin/products", { cookie })).status).toBe(401);
  });
});
