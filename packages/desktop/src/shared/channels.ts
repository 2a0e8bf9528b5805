/** IPC channel names of the desktop bridge (preload ↔ main). Kept apart from the schemas so the preload stays tiny. */
export const channels = {
  apiRequest: "api:request",
  settingsGet: "settings:get",
  settingsSetServer: "settings:set-server",
  keychainStatus: "settings:keychain-status",
  openExternal: "shell:open-external",
} as const;
