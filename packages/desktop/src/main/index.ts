import { join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { app, BrowserWindow, ipcMain, net, protocol, session, shell, type WebContents } from "electron";
import { externalUrlSchema, type Settings } from "../shared/bridge";
import { RENDERER_CSP } from "../shared/csp";
import { ApiBridge } from "./api-bridge";
import { readEnv } from "./env";
import { isRendererUrl, registerIpc } from "./ipc";
import { createSecretStore } from "./secret-store";
import { checkServer, SettingsFile } from "./settings";

const env = readEnv();

/** The built renderer is served from app://renderer/ (a privileged standard scheme), not file://. */
const APP_SCHEME = "app";
const RENDERER_ROOT = resolve(import.meta.dirname, "../renderer");
const rendererUrl = env.ELECTRON_RENDERER_URL ?? `${APP_SCHEME}://renderer/`;

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
app.enableSandbox();

/** Serves out/renderer for app://renderer/…, with the CSP header; nothing outside that folder. */
async function serveRenderer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const pathname = decodeURIComponent(url.pathname);
  const file = resolve(RENDERER_ROOT, `.${pathname === "/" ? "/index.html" : pathname}`);
  const notFound = () => new Response("Not found", { status: 404 });
  if (url.host !== "renderer" || !file.startsWith(RENDERER_ROOT + sep)) return notFound();
  const response = await net.fetch(pathToFileURL(file).toString()).catch(() => null);
  if (!response?.ok) return notFound();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", RENDERER_CSP);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(response.body, { status: response.status, headers });
}

/** Opens http(s) URLs in the user's browser; anything else is ignored. */
async function openExternal(url: string): Promise<void> {
  if (externalUrlSchema.safeParse(url).success) await shell.openExternal(url);
}

/** Navigation stays inside the app; new windows are never created; links to the web open in the browser. */
function lockDown(contents: WebContents): void {
  const keepInApp = (event: { preventDefault(): void }, url: string) => {
    if (isRendererUrl(url, rendererUrl)) return;
    event.preventDefault();
    void openExternal(url);
  };
  contents.on("will-navigate", keepInApp);
  contents.on("will-redirect", keepInApp);
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    void openExternal(url);
    return { action: "deny" };
  });
}

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    show: false,
    title: "Kicks Directory Admin",
    autoHideMenuBar: true,
    webPreferences: {
      preload: join(import.meta.dirname, "../preload/index.cjs"),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click would otherwise raise auxclick → a new-window request (denied anyway by lockDown).
      disableBlinkFeatures: "Auxclick",
    },
  });
  window.once("ready-to-show", () => window.show());
  void window.loadURL(env.ELECTRON_RENDERER_URL ?? `${rendererUrl}index.html`);
}

async function start(): Promise<void> {
  protocol.handle(APP_SCHEME, serveRenderer);

  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);

  const { store, status } = await createSecretStore();
  if (status.kind === "memory") console.warn(`${status.message} (${status.reason ?? "unknown reason"})`);

  const settingsFile = new SettingsFile(join(app.getPath("userData"), "settings.json"));
  let settings: Settings = await settingsFile.load();

  const bridge = new ApiBridge({ secrets: store, serverUrl: () => settings.serverUrl });
  registerIpc(ipcMain, {
    bridge,
    keychainStatus: status,
    openExternal,
    rendererUrl,
    settings: {
      view: async () => ({ serverUrl: settings.serverUrl, suggestedServerUrl: env.KICKS_SERVER_URL ?? null }),
      setServer: async (url) => {
        const result = await checkServer(url);
        if (result.ok) {
          settings = { ...settings, serverUrl: result.serverUrl };
          await settingsFile.save(settings);
        }
        return result;
      },
    },
  });

  createWindow();
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

app.on("web-contents-created", (_event, contents) => lockDown(contents));
app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});
app
  .whenReady()
  .then(start)
  .catch((error: unknown) => {
    console.error("Kicks Directory Admin failed to start:", error);
    app.exit(1);
  });
