import { createApiClient, queryKeys, routes } from "@app/core";
import { AdminApp, ApiProvider, createQueryClient, type AdminPlatform } from "@app/site/admin";
import { buttonVariants, Spinner } from "@app/site/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { HashRouter, Link, Navigate, Route, Routes } from "react-router";
import type { DesktopBridge, SettingsView } from "../shared/bridge";
import { createBridgeTransport } from "./bridge-transport";
import { ConnectServerPage } from "./connect-server.page";
import { SettingsPage } from "./settings.page";

/** The desktop renderer: connect to a server first, then the shared admin screens plus a settings screen. */
export function DesktopApp({ desktop }: { desktop: DesktopBridge }) {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    desktop.settings.get().then(setSettings, (error: unknown) => {
      setLoadError(error instanceof Error ? error.message : "Could not read the settings.");
    });
  }, [desktop]);

  if (loadError) {
    return (
      <main className="grid min-h-screen place-items-center p-6">
        <p role="alert" className="text-destructive">
          {loadError}
        </p>
      </main>
    );
  }
  if (!settings) {
    return (
      <main className="grid min-h-screen place-items-center">
        <Spinner label="Loading" />
      </main>
    );
  }

  const setServer = (serverUrl: string) => setSettings({ ...settings, serverUrl });
  if (!settings.serverUrl) {
    return <ConnectServerPage desktop={desktop} suggestedUrl={settings.suggestedServerUrl} onConnected={setServer} />;
  }
  // A new server gets a new client and an empty cache.
  return <ConnectedApp key={settings.serverUrl} desktop={desktop} serverUrl={settings.serverUrl} onServerChanged={setServer} />;
}

function ConnectedApp({
  desktop,
  serverUrl,
  onServerChanged,
}: {
  desktop: DesktopBridge;
  serverUrl: string;
  onServerChanged: (serverUrl: string) => void;
}) {
  const [{ api, queryClient }] = useState(() => {
    // A 401 means the main process has dropped the stored session: re-check the status so the login shows.
    const transport = createBridgeTransport(desktop, {
      onUnauthorized: (path) => {
        if (!path.startsWith(queryKeys.adminStatus.all[0])) void client.invalidateQueries({ queryKey: queryKeys.adminStatus.all });
      },
    });
    const apiClient = createApiClient(transport);
    const client = createQueryClient();
    return { api: apiClient, queryClient: client };
  });

  const platform: AdminPlatform = {
    kind: "desktop",
    loginMode: "token",
    openExternal: (url) => void desktop.openExternal(url),
    storeHomeUrl: serverUrl,
  };

  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <HashRouter>
          <Routes>
            <Route
              path={`${routes.admin}/*`}
              element={
                <AdminApp
                  platform={platform}
                  headerExtra={
                    <Link className={buttonVariants({ variant: "ghost", size: "sm" })} to="/settings">
                      Settings
                    </Link>
                  }
                />
              }
            />
            <Route
              path="/settings"
              element={<SettingsPage api={api} desktop={desktop} serverUrl={serverUrl} onServerChanged={onServerChanged} />}
            />
            <Route path="*" element={<Navigate to={routes.admin} replace />} />
          </Routes>
        </HashRouter>
      </ApiProvider>
    </QueryClientProvider>
  );
}
