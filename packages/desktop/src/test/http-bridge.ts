import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve, sep } from "node:path";
import { z } from "zod";
import type { ApiBridge } from "../main/api-bridge";
import { apiRequestSchema, type KeychainStatus, type SetServerResult, type SettingsView } from "../shared/bridge";
import { RENDERER_CSP } from "../shared/csp";

/**
 * A test stand-in for the Electron shell around the renderer bundle: serves out/renderer with the app's CSP,
 * and answers the bridge calls over HTTP with the real main-process code (ApiBridge, checkServer) in Node.
 * `DESKTOP_BRIDGE_INIT_SCRIPT` is the page-side half: it defines `window.desktop` on top of these endpoints.
 */
export interface HttpBridgeOptions {
  rendererDir: string;
  bridge: Pick<ApiBridge, "forward">;
  settings: { view(): Promise<SettingsView>; setServer(url: string): Promise<SetServerResult> };
  keychainStatus: KeychainStatus;
  opened: string[];
}

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export async function startHttpBridge(options: HttpBridgeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(options.rendererDir);

  const handleBridge = async (route: string, body: unknown): Promise<unknown> => {
    switch (route) {
      case "api":
        return options.bridge.forward(apiRequestSchema.parse(body));
      case "settings-get":
        return options.settings.view();
      case "settings-set-server":
        return options.settings.setServer(z.string().parse(body));
      case "keychain-status":
        return options.keychainStatus;
      case "open-external":
        options.opened.push(z.string().parse(body));
        return null;
      default:
        throw new Error(`unknown bridge route ${route}`);
    }
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    try {
      if (request.method === "POST" && url.pathname.startsWith("/__bridge/")) {
        const result = await handleBridge(url.pathname.slice("/__bridge/".length), await readBody(request));
        return send(response, 200, { result: result ?? null });
      }
      const file = resolve(root, `.${url.pathname === "/" ? "/index.html" : decodeURIComponent(url.pathname)}`);
      if (!file.startsWith(root + sep)) return send(response, 404, { message: "not found" });
      const content = await readFile(file);
      response
        .writeHead(200, {
          "Content-Type": MIME[extname(file)] ?? "application/octet-stream",
          "Content-Security-Policy": RENDERER_CSP,
          "X-Content-Type-Options": "nosniff",
        })
        .end(content);
    } catch (error) {
      const notFound = (error as NodeJS.ErrnoException).code === "ENOENT";
      send(response, notFound ? 404 : 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Runs in the page before the bundle: `window.desktop` with the preload's shape, over the endpoints above. */
export const DESKTOP_BRIDGE_INIT_SCRIPT = `(() => {
  const call = async (route, body) => {
    const response = await fetch("/__bridge/" + route, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body ?? null),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(json.error);
    return json.result;
  };
  Object.defineProperty(window, "desktop", {
    value: Object.freeze({
      api: Object.freeze({ request: (request) => call("api", request) }),
      settings: Object.freeze({
        get: () => call("settings-get"),
        setServer: (url) => call("settings-set-server", url),
        keychainStatus: () => call("keychain-status"),
      }),
      openExternal: (url) => call("open-external", url),
    }),
  });
})();`;
