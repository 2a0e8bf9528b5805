import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/site/ui";
import type { DesktopBridge } from "../shared/bridge";
import { ServerForm } from "./server-form";

/** First launch: which Kicks Directory server to administer. */
export function ConnectServerPage({
  desktop,
  suggestedUrl,
  onConnected,
}: {
  desktop: DesktopBridge;
  suggestedUrl: string | null;
  onConnected: (serverUrl: string) => void;
}) {
  return (
    <main className="grid min-h-screen place-items-center bg-background p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-bold">Connect to server</h1>
          </CardTitle>
          <CardDescription>Enter the address of your Kicks Directory server. It is checked before it is remembered.</CardDescription>
        </CardHeader>
        <CardContent className="pb-6">
          <ServerForm desktop={desktop} initialUrl={suggestedUrl ?? ""} submitLabel="Connect" onSaved={onConnected} />
        </CardContent>
      </Card>
    </main>
  );
}
