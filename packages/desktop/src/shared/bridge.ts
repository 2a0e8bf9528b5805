import { httpUrlSchema, type HttpMethod, type TransportRequest, type TransportResponse } from "@app/core";
import { z } from "zod";

/**
 * The narrow API the preload exposes as `window.desktop`, and the zod schemas the main process validates
 * every IPC argument with. The renderer sees no token, no ipcRenderer and no process.env.
 */

const httpMethods = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const satisfies readonly HttpMethod[];

/** 10 MB: well above any admin payload; the server caps bodies lower. */
const MAX_BODY_CHARS = 10 * 1024 * 1024;

/** An API path: "/api/…", optional query string, no traversal, no fragment, no scheme tricks. */
export const apiPathSchema = z
  .string()
  .max(8192)
  .regex(/^\/api\/[^\\#\s]*$/, "must be an /api/ path")
  .refine(
    (path) =>
      !path
        .split("?")[0]!
        .split("/")
        .some((segment) => segment === ".." || segment === "."),
    "must not contain dot segments",
  );

/** What the renderer may ask the main process to send. Headers other than these two are dropped. */
export const apiRequestSchema = z.object({
  method: z.enum(httpMethods),
  path: apiPathSchema,
  headers: z.record(z.string(), z.string().max(1024)).default({}),
  body: z.string().max(MAX_BODY_CHARS).optional(),
}) satisfies z.ZodType<TransportRequest, unknown>;

export const apiResponseSchema = z.object({
  status: z.number().int(),
  statusText: z.string(),
  body: z.string(),
  retryAfter: z.string().max(64).optional(),
  /** A paged list's `Link` header (its next page). */
  link: z.string().max(8192).optional(),
}) satisfies z.ZodType<TransportResponse>;

/**
 * A server base URL, normalized: http(s), no credentials, query or fragment, no trailing slash.
 * The normalized form is also the keychain account the session token is stored under.
 */
export const serverUrlSchema = httpUrlSchema.pipe(
  z
    .string()
    .refine((value) => {
      const url = new URL(value);
      return url.username === "" && url.password === "" && url.search === "" && url.hash === "";
    }, "must not contain credentials, a query or a fragment")
    .transform((value) => {
      const url = new URL(value);
      return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    }),
);

/** An external link the renderer asks the OS to open. */
export const externalUrlSchema = httpUrlSchema;

/** What settings.json holds: only the server URL, never a token. */
export const settingsSchema = z.object({ serverUrl: serverUrlSchema.nullable().default(null) });
export type Settings = z.infer<typeof settingsSchema>;

export interface SettingsView {
  serverUrl: string | null;
  /** A URL to prefill the connect screen with (KICKS_SERVER_URL), when no server is configured. */
  suggestedServerUrl: string | null;
}

export type SetServerResult = { ok: true; serverUrl: string } | { ok: false; message: string };

export interface KeychainStatus {
  /** `keychain`: the OS keychain keeps the session across launches; `memory`: only until the app quits. */
  kind: "keychain" | "memory";
  message: string;
  /** Why the keychain could not be used (shown as a detail). */
  reason?: string;
}

/** `window.desktop`, as the preload exposes it. */
export interface DesktopBridge {
  api: { request(request: TransportRequest): Promise<TransportResponse> };
  settings: {
    get(): Promise<SettingsView>;
    setServer(url: string): Promise<SetServerResult>;
    keychainStatus(): Promise<KeychainStatus>;
  };
  openExternal(url: string): Promise<void>;
}
