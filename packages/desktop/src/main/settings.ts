import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { healthSchema } from "@app/core";
import { serverUrlSchema, settingsSchema, type SetServerResult, type Settings } from "../shared/bridge";

/** settings.json in the app's userData folder. It holds the server URL only: never a token. */
export class SettingsFile {
  constructor(private readonly path: string) {}

  async load(): Promise<Settings> {
    let text: string;
    try {
      text = await readFile(this.path, "utf8");
    } catch {
      return settingsSchema.parse({});
    }
    try {
      const parsed = settingsSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: an unreadable file means "not configured"
    }
    return settingsSchema.parse({});
  }

  async save(settings: Settings): Promise<void> {
    const valid = settingsSchema.parse(settings);
    await mkdir(dirname(this.path), { recursive: true });
    const temp = `${this.path}.${randomUUID()}.tmp`;
    await writeFile(temp, `${JSON.stringify(valid, null, 2)}\n`, { encoding: "utf8", mode: 0o600 });
    await rename(temp, this.path);
  }
}

/** Validates a server URL and checks that it answers GET /api/health like this product's server. */
export async function checkServer(input: unknown, fetchImpl: typeof fetch = fetch, timeoutMs = 8000): Promise<SetServerResult> {
  const url = serverUrlSchema.safeParse(input);
  if (!url.success) return { ok: false, message: "Enter the server's address, starting with http:// or https://." };
  const serverUrl = url.data;
  let response: Response;
  try {
    response = await fetchImpl(`${serverUrl}/api/health`, {
      headers: { Accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, message: `Could not reach ${serverUrl}. Check the address and that the server is running.` };
  }
  if (!response.ok) return { ok: false, message: `${serverUrl} answered ${response.status} to its health check.` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!healthSchema.safeParse(body).success) {
    return { ok: false, message: `${serverUrl} does not look like a Kicks Directory server.` };
  }
  return { ok: true, serverUrl };
}
