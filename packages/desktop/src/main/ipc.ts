import type { TransportResponse } from "@app/core";
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import { z } from "zod";
import { apiRequestSchema, externalUrlSchema, type KeychainStatus, type SetServerResult, type SettingsView } from "../shared/bridge";
import { channels } from "../shared/channels";
import type { ApiBridge } from "./api-bridge";

export interface IpcDependencies {
  bridge: Pick<ApiBridge, "forward">;
  settings: { view(): Promise<SettingsView>; setServer(url: string): Promise<SetServerResult> };
  keychainStatus: KeychainStatus;
  openExternal(url: string): Promise<void>;
  /** The renderer's own base URL: app://renderer/ when built, the dev server's URL under `electron-vite dev`. */
  rendererUrl: string;
}

/** True when `url` belongs to the app's renderer (same scheme and host; app:// URLs have an opaque origin). */
export function isRendererUrl(url: string | undefined, rendererUrl: string): boolean {
  if (!url) return false;
  try {
    const candidate = new URL(url);
    const own = new URL(rendererUrl);
    return candidate.protocol === own.protocol && candidate.host === own.host;
  } catch {
    return false;
  }
}

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

/**
 * Registers the bridge's handlers. Each one checks that the call comes from the app's own top-level
 * renderer frame and validates every argument with zod before doing anything.
 */
export function registerIpc(ipcMain: Pick<IpcMain, "handle">, deps: IpcDependencies): void {
  const guarded =
    <A extends unknown[]>(schema: z.ZodType<A, unknown>, run: (...args: A) => Promise<unknown>): Handler =>
    async (event, ...args) => {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null || !isRendererUrl(frame.url, deps.rendererUrl)) {
        throw new Error("Refused: the call did not come from the app's window.");
      }
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new Error(`Invalid arguments: ${z.prettifyError(parsed.error)}`);
      return run(...parsed.data);
    };

  ipcMain.handle(
    channels.apiRequest,
    guarded(z.tuple([apiRequestSchema]), (request): Promise<TransportResponse> => deps.bridge.forward(request)),
  );
  ipcMain.handle(
    channels.settingsGet,
    guarded(z.tuple([]), () => deps.settings.view()),
  );
  ipcMain.handle(
    channels.settingsSetServer,
    guarded(z.tuple([z.string().max(2048)]), (url) => deps.settings.setServer(url)),
  );
  ipcMain.handle(
    channels.keychainStatus,
    guarded(z.tuple([]), async () => deps.keychainStatus),
  );
  ipcMain.handle(
    channels.openExternal,
    guarded(z.tuple([externalUrlSchema]), (url) => deps.openExternal(url)),
  );
}
