import { loginRequestSchema, loginResponseSchema, type TransportRequest, type TransportResponse } from "@app/core";
import type { SecretStore } from "./secret-store";

/** Request headers the renderer may set. Anything else (Authorization, Cookie, Origin…) is dropped. */
const FORWARDED_HEADERS = new Set(["accept", "content-type"]);

const LOGIN_PATH = "/api/admin/login";
const LOGOUT_PATH = "/api/admin/logout";

export interface ApiBridgeOptions {
  secrets: SecretStore;
  /** The normalized server URL (also the keychain account), or null before the user connects. */
  serverUrl: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function jsonResponse(status: number, statusText: string, message: string): TransportResponse {
  return { status, statusText, body: JSON.stringify({ message }) };
}

function pathOnly(path: string): string {
  return path.split("?")[0]!;
}

/**
 * Sends the renderer's API calls to the server from the main process (pure Node: no Electron import).
 * It adds the stored bearer token, keeps the token out of everything it returns, stores the token a
 * token-mode login returns, and forgets it on logout or on any 401.
 */
export class ApiBridge {
  private readonly secrets: SecretStore;
  private readonly serverUrl: () => string | null;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: ApiBridgeOptions) {
    this.secrets = options.secrets;
    this.serverUrl = options.serverUrl;
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  async forward(request: TransportRequest): Promise<TransportResponse> {
    const serverUrl = this.serverUrl();
    if (!serverUrl) return jsonResponse(503, "Service Unavailable", "No server is configured.");

    const path = pathOnly(request.path);
    const isLogin = request.method === "POST" && path === LOGIN_PATH;
    const isLogout = request.method === "POST" && path === LOGOUT_PATH;
    const tokenLogin = isLogin && this.isTokenLogin(request.body);

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (FORWARDED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    const token = isLogin ? null : await this.secrets.get(serverUrl);
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(serverUrl + request.path, {
        method: request.method,
        headers,
        body: request.body,
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      if (isLogout) await this.forget(serverUrl);
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      // The error's own text can carry request details; the renderer gets a plain sentence.
      throw new Error(timedOut ? `${serverUrl} did not answer in time.` : `Could not reach ${serverUrl}.`);
    }

    if (isLogout || response.status === 401) await this.forget(serverUrl);
    if (tokenLogin && response.ok) body = await this.keepToken(serverUrl, body);

    // A busy or unavailable server's Retry-After, for the admin's queries to retry by (site/src/lib/query-client.ts).
    const retryAfter = response.headers.get("retry-after");
    // A paged list names its next page in the Link header (a same-server /api/ path): the renderer's client follows it.
    const link = response.headers.get("Link");
    return {
      status: response.status,
      statusText: response.statusText,
      body: token ? redact(body, token) : body,
      ...(retryAfter ? { retryAfter: retryAfter.slice(0, 64) } : {}),
      ...(link ? { link } : {}),
    };
  }

  private isTokenLogin(body: string | undefined): boolean {
    if (body === undefined) return false;
    try {
      const parsed = loginRequestSchema.safeParse(JSON.parse(body));
      return parsed.success && parsed.data.mode === "token";
    } catch {
      return false;
    }
  }

  /** Stores the login's token in the SecretStore and returns the body without it. */
  private async keepToken(serverUrl: string, body: string): Promise<string> {
    let parsed;
    try {
      parsed = loginResponseSchema.safeParse(JSON.parse(body));
    } catch {
      parsed = null;
    }
    if (!parsed?.success || !parsed.data.token) {
      throw new Error("The server's login answer had no session token.");
    }
    const { token, ...rest } = parsed.data;
    try {
      await this.secrets.set(serverUrl, token);
    } catch {
      throw new Error("Signed in, but the session could not be stored in the keychain.");
    }
    return JSON.stringify(rest);
  }

  private async forget(serverUrl: string): Promise<void> {
    try {
      await this.secrets.delete(serverUrl);
    } catch {
      // Nothing stored, or the keychain is gone: either way no token remains usable from here.
    }
  }
}

function redact(body: string, token: string): string {
  return body.includes(token) ? body.split(token).join("[redacted]") : body;
}
