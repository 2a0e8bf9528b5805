import type * as Keytar from "keytar";
import type { KeychainStatus } from "../shared/bridge";

/** Where the admin session token is kept, keyed by the normalized server URL. */
export interface SecretStore {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

/** The keychain entries' service name (macOS Keychain, Windows Credential Manager, Linux Secret Service). */
export const KEYCHAIN_SERVICE = "kicks-directory-admin";

export type KeytarApi = Pick<typeof Keytar, "getPassword" | "setPassword" | "deletePassword">;

/** The OS keychain through keytar. */
export class KeytarSecretStore implements SecretStore {
  constructor(
    private readonly keytar: KeytarApi,
    private readonly service: string = KEYCHAIN_SERVICE,
  ) {}

  get(account: string): Promise<string | null> {
    return this.keytar.getPassword(this.service, account);
  }

  set(account: string, secret: string): Promise<void> {
    return this.keytar.setPassword(this.service, account, secret);
  }

  async delete(account: string): Promise<void> {
    await this.keytar.deletePassword(this.service, account);
  }
}

/** Keeps secrets for the life of the process only; used when no keychain is available. Never touches disk. */
export class MemorySecretStore implements SecretStore {
  private readonly secrets = new Map<string, string>();

  async get(account: string): Promise<string | null> {
    return this.secrets.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret);
  }

  async delete(account: string): Promise<void> {
    this.secrets.delete(account);
  }
}

export const NO_KEYCHAIN_MESSAGE = "No system keychain available: you will need to sign in again next time.";

export interface SecretStoreChoice {
  store: SecretStore;
  status: KeychainStatus;
}

const PROBE_ACCOUNT = "__probe__";

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads keytar; a missing or broken native module (or one built for another ABI) rejects. */
export async function loadKeytar(): Promise<KeytarApi> {
  const module = await import("keytar");
  // keytar is CommonJS: its functions arrive on `default` under ESM interop.
  const api = ("default" in module ? module.default : module) as KeytarApi;
  if (typeof api?.getPassword !== "function") throw new Error("keytar did not load");
  return api;
}

/**
 * The keychain when keytar loads and the OS keychain answers a harmless read; otherwise memory,
 * with the reason. Callers show `status.message` to the user.
 */
export async function createSecretStore(
  options: { load?: () => Promise<KeytarApi>; probeTimeoutMs?: number; service?: string } = {},
): Promise<SecretStoreChoice> {
  const { load = loadKeytar, probeTimeoutMs = 5000, service = KEYCHAIN_SERVICE } = options;
  try {
    const keytar = await load();
    await withTimeout(
      Promise.resolve().then(() => keytar.getPassword(service, PROBE_ACCOUNT)),
      probeTimeoutMs,
      "The keychain",
    );
    return {
      store: new KeytarSecretStore(keytar, service),
      status: { kind: "keychain", message: "Your session is kept in the system keychain." },
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      store: new MemorySecretStore(),
      status: { kind: "memory", message: NO_KEYCHAIN_MESSAGE, reason },
    };
  }
}
