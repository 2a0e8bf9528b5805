import { Button, Input, Label } from "@app/site/ui";
import { useId, useState, type FormEvent } from "react";
import type { DesktopBridge } from "../shared/bridge";

/** A server URL field checked by the main process (GET /api/health) before it is remembered. */
export function ServerForm({
  desktop,
  initialUrl,
  submitLabel,
  onSaved,
}: {
  desktop: DesktopBridge;
  initialUrl: string;
  submitLabel: string;
  onSaved: (serverUrl: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setError(null);
    try {
      const result = await desktop.settings.setServer(url.trim());
      if (result.ok) onSaved(result.serverUrl);
      else setError(result.message);
    } catch {
      setError("Could not save the server address.");
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Label htmlFor={`${id}-url`}>Server URL</Label>
      <Input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        placeholder="https://kicksdirectory.example.com"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={checking || url.trim() === ""}>
        {checking ? "Checking…" : submitLabel}
      </Button>
    </form>
  );
}
