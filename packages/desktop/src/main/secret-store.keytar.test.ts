import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createSecretStore, KeytarSecretStore, loadKeytar } from "./secret-store";

// A real OS keyring: on Linux a Secret Service on the session bus (CI: dbus-run-session + gnome-keyring-daemon).
const SERVICE = "kicks-directory-admin-test";
const required = process.env.REQUIRE_KEYRING === "1";
const choice = await createSecretStore({ service: SERVICE });
const available = choice.status.kind === "keychain";
if (!available) {
  console.warn(
    `\n*** SKIPPING the keytar SecretStore test: no usable keyring (${choice.status.reason ?? "unknown"}).\n` +
      "*** Run it under dbus-run-session with an unlocked gnome-keyring-daemon; REQUIRE_KEYRING=1 makes this a failure.\n",
  );
}

describe("KeytarSecretStore against the OS keyring", () => {
  const account = `http://keyring-test.invalid/${randomUUID()}`;

  afterAll(async () => {
    if (available) await new KeytarSecretStore(await loadKeytar(), SERVICE).delete(account);
  });

  it.skipIf(!available && !required)("stores, reads back from a fresh instance, and deletes a token", async () => {
    expect(available, `REQUIRE_KEYRING=1 but no keyring is usable: ${choice.status.reason}`).toBe(true);
    expect(choice.status.message).toMatch(/system keychain/);

    await choice.store.set(account, "token-1");
    await choice.store.set(account, "token-2"); // replaces, not duplicates
    // A new store over a fresh keytar handle sees the entry, as the next launch of the app would.
    const nextLaunch = new KeytarSecretStore(await loadKeytar(), SERVICE);
    expect(await nextLaunch.get(account)).toBe("token-2");
    expect(await nextLaunch.get(`${account}/other`)).toBeNull();

    await nextLaunch.delete(account);
    expect(await choice.store.get(account)).toBeNull();
    await expect(choice.store.delete(account)).resolves.toBeUndefined();
  });
});
