import { errorMessage, queryKeys, type ApiClient } from "@app/core";
import { Button, buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/site/ui";
import { adminQueries } from "@app/site/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DesktopBridge, KeychainStatus } from "../shared/bridge";
import { ServerForm } from "./server-form";

/** Desktop-only settings: the server address, where the session is kept, and sign out. */
export function SettingsPage({
  api,
  desktop,
  serverUrl,
  onServerChanged,
}: {
  api: ApiClient;
  desktop: DesktopBridge;
  serverUrl: string;
  onServerChanged: (serverUrl: string) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [keychain, setKeychain] = useState<KeychainStatus | null>(null);

  useEffect(() => {
    desktop.settings.keychainStatus().then(setKeychain, () => setKeychain(null));
  }, [desktop]);

  const status = useQuery(adminQueries.status(api));

  const signOut = useMutation({
    mutationFn: () => api.admin.logout(),
    // The main process forgets the stored session whatever the server answers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStatus.all }),
    onSuccess: () => navigate("/admin"),
  });

  return (
    <main className="mx-auto grid max-w-2xl gap-6 p-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Settings</h1>
        <Link className={buttonVariants({ variant: "outline", size: "sm" })} to="/admin">
          Back to admin
        </Link>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Server</h2>
          </CardTitle>
          <CardDescription>
            Connected to <span className="font-mono text-foreground">{serverUrl}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          <ServerForm
            desktop={desktop}
            initialUrl={serverUrl}
            submitLabel="Change server"
            onSaved={(url) => {
              onServerChanged(url);
              navigate("/admin");
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Session</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 pb-6">
          {keychain && (
            <p role="status" className={keychain.kind === "memory" ? "font-medium text-destructive" : "text-muted-foreground"}>
              {keychain.message}
              {keychain.reason && <span className="block text-sm text-muted-foreground">Reason: {keychain.reason}</span>}
            </p>
          )}
          {status.data?.isAdmin ? (
            <div className="grid gap-2">
              <Button variant="destructive" className="justify-self-start" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                {signOut.isPending ? "Signing out…" : "Sign out"}
              </Button>
              {signOut.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(signOut.error, "Could not sign out on the server; the stored session was removed.")}
                </p>
              )}
            </div>
          ) : (
            <p className="text-muted-foreground">{status.isPending ? "Checking the session…" : "You are not signed in."}</p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
