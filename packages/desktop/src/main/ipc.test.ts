import type { IpcMainInvokeEvent } from "electron";
import { describe, expect, it, vi } from "vitest";
import { channels } from "../shared/channels";
import { isRendererUrl, registerIpc, type IpcDependencies } from "./ipc";

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

function setup() {
  const handlers = new Map<string, Handler>();
  const deps = {
    bridge: { forward: vi.fn(async () => ({ status: 200, statusText: "OK", body: "[]" })) },
    settings: {
      view: vi.fn(async () => ({ serverUrl: "http://localhost:3000", suggestedServerUrl: null })),
      setServer: vi.fn(async (url: string) => ({ ok: true as const, serverUrl: url })),
    },
    keychainStatus: { kind: "keychain" as const, message: "ok" },
    openExternal: vi.fn(async () => {}),
    rendererUrl: "app://renderer/",
  } satisfies IpcDependencies;
  registerIpc({ handle: (channel: string, handler: Handler) => void handlers.set(channel, handler) }, deps);
  const call = (channel: string, frame: { url: string; parent: unknown } | null, ...args: unknown[]) =>
    handlers.get(channel)!({ senderFrame: frame } as unknown as IpcMainInvokeEvent, ...args);
  const app = { url: "app://renderer/index.html#/admin", parent: null };
  return { handlers, deps, call, app };
}

describe("registerIpc", () => {
  it("registers exactly the bridge's channels", () => {
    expect([...setup().handlers.keys()].sort()).toEqual(Object.values(channels).sort());
  });

  it("forwards a valid API request from the app's window", async () => {
    const { call, deps, app } = setup();
    const request = { method: "GET", path: "/api/admin/status", headers: { Accept: "application/json" } };
    await expect(call(channels.apiRequest, app, request)).resolves.toMatchObject({ status: 200 });
    expect(deps.bridge.forward).toHaveBeenCalledWith(request);
  });

  it("refuses calls from other origins, subframes or a destroyed frame", async () => {
    const { call, deps } = setup();
    const request = { method: "GET", path: "/api/products", headers: {} };
    for (const frame of [
      { url: "https://evil.example/", parent: null },
      { url: "file:///etc/passwd", parent: null },
      { url: "app://renderer/index.html", parent: {} },
      null,
    ]) {
      await expect(call(channels.apiRequest, frame, request)).rejects.toThrow(/did not come from the app's window/);
    }
    expect(deps.bridge.forward).not.toHaveBeenCalled();
  });

  it("validates every argument", async () => {
    const { call, deps, app } = setup();
    const bad = [
      [{ method: "GET", path: "https://evil.example/api/x", headers: {} }],
      [{ method: "GET", path: "/api/../admin", headers: {} }],
      [{ method: "TRACE", path: "/api/products", headers: {} }],
      [{ method: "GET", path: "/static/x", headers: {} }],
      [{ method: "GET", path: "/api/products", headers: {} }, "extra"],
      [],
    ];
    for (const args of bad) await expect(call(channels.apiRequest, app, ...args)).rejects.toThrow(/Invalid arguments/);
    expect(deps.bridge.forward).not.toHaveBeenCalled();

    await expect(call(channels.openExternal, app, "javascript:alert(1)")).rejects.toThrow(/Invalid arguments/);
    await expect(call(channels.openExternal, app, "file:///etc/passwd")).rejects.toThrow(/Invalid arguments/);
    expect(deps.openExternal).not.toHaveBeenCalled();
    await call(channels.openExternal, app, "https://example.com/page");
    expect(deps.openExternal).toHaveBeenCalledWith("https://example.com/page");

    await expect(call(channels.settingsSetServer, app, 42)).rejects.toThrow(/Invalid arguments/);
    await expect(call(channels.settingsGet, app, "unexpected")).rejects.toThrow(/Invalid arguments/);
    await expect(call(channels.keychainStatus, app)).resolves.toEqual({ kind: "keychain", message: "ok" });
  });
});

describe("isRendererUrl", () => {
  it("matches scheme and host (dev server or app://renderer)", () => {
    expect(isRendererUrl("http://localhost:5173/#/admin", "http://localhost:5173")).toBe(true);
    expect(isRendererUrl("http://localhost:5174/", "http://localhost:5173")).toBe(false);
    expect(isRendererUrl("app://renderer/index.html", "app://renderer/")).toBe(true);
    expect(isRendererUrl("app://other/index.html", "app://renderer/")).toBe(false);
    expect(isRendererUrl(undefined, "app://renderer/")).toBe(false);
    expect(isRendererUrl("not a url", "app://renderer/")).toBe(false);
  });
});
