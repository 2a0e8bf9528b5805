import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { channels } from "../shared/channels";
import { RENDERER_CSP } from "../shared/csp";

// The built main process (out/main/index.js) loaded under Node with a recording stand-in for the `electron`
// module: what it asks Electron to do, and how its handlers answer. Electron itself cannot run here.

type Listener = (...args: unknown[]) => unknown;
type WindowOpenHandler = (details: { url: string }) => { action: string };

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  const on = (map: Map<string, Listener[]>, event: string, listener: Listener) => map.set(event, [...(map.get(event) ?? []), listener]);
  const state = {
    userData: "",
    sandboxEnabled: false,
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    ipc: new Map<string, Listener>(),
    windows: [] as { options: { webPreferences: Record<string, unknown> }; loaded: string | null }[],
    contents: [] as { listeners: Map<string, Listener[]>; windowOpenHandler: WindowOpenHandler | null }[],
    opened: [] as string[],
    permissionRequest: null as null | Listener,
    permissionCheck: null as null | Listener,
  };

  class BrowserWindow {
    static getAllWindows = () => state.windows;
    readonly record: (typeof state.windows)[number];
    readonly webContents: (typeof state.contents)[number] & {
      on(event: string, listener: Listener): void;
      setWindowOpenHandler(h: WindowOpenHandler): void;
    };
    constructor(options: { webPreferences: Record<string, unknown> }) {
      this.record = { options, loaded: null };
      state.windows.push(this.record);
      const contents = {
        listeners: new Map<string, Listener[]>(),
        windowOpenHandler: null as WindowOpenHandler | null,
        on(event: string, listener: Listener) {
          on(contents.listeners, event, listener);
        },
        setWindowOpenHandler(handler: WindowOpenHandler) {
          contents.windowOpenHandler = handler;
        },
      };
      this.webContents = contents;
      state.contents.push(contents);
      for (const listener of listeners.get("web-contents-created") ?? []) listener({}, contents);
    }
    once() {}
    async loadURL(url: string) {
      this.record.loaded = url;
    }
  }

  const module = {
    app: {
      enableSandbox: () => void (state.sandboxEnabled = true),
      whenReady: () => Promise.resolve(),
      on: (event: string, listener: Listener) => on(listeners, event, listener),
      getPath: (name: string) => (name === "userData" ? state.userData : "/nonexistent"),
      quit: () => {},
      exit: (code: number) => {
        throw new Error(`app.exit(${code})`);
      },
    },
    BrowserWindow,
    ipcMain: { handle: (channel: string, handler: Listener) => void state.ipc.set(channel, handler) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => void state.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => void state.protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => void (state.permissionRequest = handler),
        setPermissionCheckHandler: (handler: Listener) => void (state.permissionCheck = handler),
      },
    },
    shell: { openExternal: async (url: string) => void state.opened.push(url) },
    net: {
      // Electron's net.fetch reads file: URLs; Node's fetch does not.
      fetch: async (url: string) => {
        const { readFile } = await import("node:fs/promises");
        const { fileURLToPath } = await import("node:url");
        const path = fileURLToPath(url);
        const type = path.endsWith(".html") ? "text/html" : path.endsWith(".js") ? "text/javascript" : "application/octet-stream";
        return new Response(await readFile(path), { headers: { "Content-Type": type } });
      },
    },
  };
  return { state, module };
});

vi.mock("electron", () => ({ ...electron.module, default: electron.module }));

const MAIN_BUNDLE = resolve(import.meta.dirname, "../../out/main/index.js");
const appFrame = { senderFrame: { url: "app://renderer/index.html#/admin", parent: null } };
const foreignFrame = { senderFrame: { url: "https://evil.example/", parent: null } };

describe("the built main process", () => {
  const { state } = electron;
  let health: Server;
  let healthUrl: string;

  const invoke = (channel: string, event: unknown, ...args: unknown[]) => Promise.resolve(state.ipc.get(channel)!(event, ...args));
  const serve = (url: string) => state.protocolHandlers.get("app")!(new Request(url));

  beforeAll(async () => {
    expect(existsSync(MAIN_BUNDLE), "out/main/index.js is built by the global setup").toBe(true);
    vi.stubEnv("ELECTRON_RENDERER_URL", ""); // as in a packaged app
    vi.stubEnv("KICKS_SERVER_URL", "");
    state.userData = await mkdtemp(join(tmpdir(), "desktop-userdata-"));
    health = createServer((req, res) => {
      res.writeHead(req.url === "/api/health" ? 200 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify(req.url === "/api/health" ? { status: "ok", database: "pglite" } : { message: "Not found" }));
    });
    await new Promise<void>((done) => health.listen(0, "127.0.0.1", done));
    healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}`;

    await import(/* @vite-ignore */ MAIN_BUNDLE);
    await vi.waitFor(() => expect(state.windows[0]?.loaded).toBeTruthy(), { timeout: 15_000 });
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((done) => health?.close(done));
    await rm(state.userData, { recursive: true, force: true });
  });

  it("sandboxes every renderer and opens one locked-down window on app://renderer", () => {
    expect(state.sandboxEnabled).toBe(true);
    expect(state.schemes).toEqual([{ scheme: "app", privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const [window] = state.windows;
    expect(window!.loaded).toBe("app://renderer/index.html");
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: "Auxclick",
    });
    expect(existsSync(window!.options.webPreferences.preload as string)).toBe(true);
  });

  it("serves the renderer with the CSP header and nothing outside out/renderer", async () => {
    const index = await serve("app://renderer/index.html");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-security-policy")).toBe(RENDERER_CSP);
    expect(index.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await index.text()).toContain('<div id="root"></div>');
    for (const url of [
      "app://renderer/%2e%2e/main/index.js",
      "app://renderer/..%2fmain%2findex.js",
      "app://other/index.html",
      "app://renderer/missing.js",
    ]) {
      expect((await serve(url)).status, url).toBe(404);
    }
  });

  it("denies permission requests and checks", () => {
    let granted: boolean | undefined;
    state.permissionRequest!({}, "media", (allowed: boolean) => (granted = allowed));
    expect(granted).toBe(false);
    expect(state.permissionCheck!({}, "clipboard-read")).toBe(false);
  });

  it("keeps navigation in the app and sends web links to the browser", () => {
    const contents = state.contents[0]!;
    const navigate = (url: string) => {
      let prevented = false;
      for (const listener of contents.listeners.get("will-navigate") ?? []) listener({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    };
    expect(navigate("app://renderer/index.html#/settings")).toBe(false);
    expect(navigate("https://example.com/article")).toBe(true);
    expect(navigate("file:///etc/passwd")).toBe(true);
    expect(contents.windowOpenHandler!({ url: "https://example.com/new" })).toEqual({ action: "deny" });
    expect(contents.windowOpenHandler!({ url: "javascript:alert(1)" })).toEqual({ action: "deny" });
    expect(contents.listeners.get("will-attach-webview")).toHaveLength(1);
    expect(state.opened).toEqual(["https://example.com/article", "https://example.com/new"]);
  });

  it("answers the bridge: settings, server check, keychain status, API calls; refuses foreign senders", async () => {
    expect([...state.ipc.keys()].sort()).toEqual(Object.values(channels).sort());
    await expect(invoke(channels.settingsGet, foreignFrame)).rejects.toThrow(/did not come from the app's window/);
    expect(await invoke(channels.settingsGet, appFrame)).toEqual({ serverUrl: null, suggestedServerUrl: null });
    expect(await invoke(channels.apiRequest, appFrame, { method: "GET", path: "/api/products", headers: {} })).toMatchObject({
      status: 503,
    });

    expect(await invoke(channels.settingsSetServer, appFrame, "http://127.0.0.1:9")).toMatchObject({ ok: false });
    expect(await invoke(channels.settingsSetServer, appFrame, `${healthUrl}/`)).toEqual({ ok: true, serverUrl: healthUrl });
    expect(JSON.parse(await readFile(join(state.userData, "settings.json"), "utf8"))).toEqual({ serverUrl: healthUrl });
    expect(await invoke(channels.settingsGet, appFrame)).toEqual({ serverUrl: healthUrl, suggestedServerUrl: null });

    const response = await invoke(channels.apiRequest, appFrame, {
      method: "GET",
      path: "/api/health",
      headers: { Accept: "application/json" },
    });
    expect(response).toEqual({ status: 200, statusText: "OK", body: JSON.stringify({ status: "ok", database: "pglite" }) });

    expect(await invoke(channels.keychainStatus, appFrame)).toMatchObject({
      kind: expect.stringMatching(/^(keychain|memory)$/),
      message: expect.any(String),
    });
    await invoke(channels.openExternal, appFrame, "https://example.com/help");
    expect(state.opened).toContain("https://example.com/help");
  });
});
