import { describe, expect, it, vi } from "vitest";
import { createSecretStore, KeytarSecretStore, MemorySecretStore, NO_KEYCHAIN_MESSAGE, type KeytarApi } from "./secret-store";

function fakeKeytar(overrides: Partial<KeytarApi> = {}): KeytarApi {
  const entries = new Map<string, string>();
  return {
    getPassword: vi.fn(async (service: string, account: string) => entries.get(`${service}|${account}`) ?? null),
    setPassword: vi.fn(async (service: string, account: string, password: string) => void entries.set(`${service}|${account}`, password)),
    deletePassword: vi.fn(async (service: string, account: string) => entries.delete(`${service}|${account}`)),
    ...overrides,
  };
}

describe("createSecretStore", () => {
  it("uses the keychain when keytar loads and answers the probe", async () => {
    const keytar = fakeKeytar();
    const { store, status } = await createSecretStore({ load: async () => keytar, service: "svc" });
    expect(status.kind).toBe("keychain");
    expect(store).toBeInstanceOf(KeytarSecretStore);
    await store.set("http://a", "t");
    expect(keytar.setPassword).toHaveBeenCalledWith("svc", "http://a", "t");
    expect(await store.get("http://a")).toBe("t");
  });

  it("falls back to memory, saying so, when keytar cannot be loaded", async () => {
    const { store, status } = await createSecretStore({
      load: async () => {
        throw new Error("Cannot find module 'keytar'");
      },
    });
    expect(store).toBeInstanceOf(MemorySecretStore);
    expect(status).toEqual({ kind: "memory", message: NO_KEYCHAIN_MESSAGE, reason: "Cannot find module 'keytar'" });
    expect(status.message).toBe("No system keychain available: you will need to sign in again next time.");
  });

  it("falls back to memory when the keychain rejects or throws", async () => {
    const rejecting = fakeKeytar({ getPassword: async () => Promise.reject(new Error("Cannot autolaunch D-Bus without X11 $DISPLAY")) });
    expect((await createSecretStore({ load: async () => rejecting })).status).toMatchObject({ kind: "memory", reason: /D-Bus/ });
    const throwing = fakeKeytar({
      getPassword: () => {
        throw new Error("boom");
      },
    });
    expect((await createSecretStore({ load: async () => throwing })).status.kind).toBe("memory");
  });

  it("falls back to memory when the keychain does not answer in time", async () => {
    const hanging = fakeKeytar({ getPassword: () => new Promise<never>(() => {}) });
    const { status } = await createSecretStore({ load: async () => hanging, probeTimeoutMs: 20 });
    expect(status).toMatchObject({ kind: "memory", reason: "The keychain did not answer within 20 ms" });
  });
});

describe("MemorySecretStore", () => {
  it("keeps secrets per account until deleted", async () => {
    const store = new MemorySecretStore();
    await store.set("http://a", "1");
    await store.set("http://b", "2");
    expect(await store.get("http://a")).toBe("1");
    await store.delete("http://a");
    expect(await store.get("http://a")).toBeNull();
    expect(await store.get("http://b")).toBe("2");
  });
});
