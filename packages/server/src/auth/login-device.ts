import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A browser that has signed in before carries this cookie, and its login attempts are limited under its own
 * key instead of its address: someone guessing behind the same proxy address cannot lock it out
 * (docs/decisions/0010-login-limit-keys.md). The value is `id.signature`, signed with a key derived from the
 * admin password, so only a browser that once knew the password has one, and changing the password voids them.
 */
export const DEVICE_COOKIE = "login_device";
export const DEVICE_TTL_S = 365 * 24 * 60 * 60;

const sign = (secret: string, id: string) => createHmac("sha256", `login-device\u0000${secret}`).update(id).digest("base64url");

export function newDeviceCookie(secret: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${sign(secret, id)}`;
}

/** The device id of a genuine cookie value, or null. */
export function deviceIdOf(secret: string, value: string | undefined): string | null {
  const [id, signature, ...rest] = (value ?? "").split(".");
  if (!id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
