import { contextBridge, ipcRenderer } from "electron";
import type { DesktopBridge } from "../shared/bridge";
import { channels } from "../shared/channels";

/** The only surface the renderer gets: typed calls to fixed channels. No ipcRenderer, no process.env. */
const desktop: DesktopBridge = {
  api: { request: (request) => ipcRenderer.invoke(channels.apiRequest, request) },
  settings: {
    get: () => ipcRenderer.invoke(channels.settingsGet),
    setServer: (url) => ipcRenderer.invoke(channels.settingsSetServer, url),
    keychainStatus: () => ipcRenderer.invoke(channels.keychainStatus),
  },
  openExternal: (url) => ipcRenderer.invoke(channels.openExternal, url),
};

contextBridge.exposeInMainWorld("desktop", desktop);
