import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppDeps } from "../app-deps";
import { forbidden, unauthorized } from "../http/errors";
import { findSession } from "./auth.service";

export const SESSION_COOKIE = "sid";
export const CROSS_SITE_MESSAGE = "Cross-site request refused";
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type AuthVia = "cookie" | "bearer";

/** The session token a request carries: `Authorization: Bearer` wins over the `sid` cookie. */
export function sessionToken(c: Context): { token: string; via: AuthVia } | null {
  const header = c.req.header("authorization");
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** Whether a request's Origin header names one of env.ALLOWED_ORIGINS. */
export function isAllowedOrigin(deps: AppDeps, origin: string): boolean {
  return deps.env.ALLOWED_ORIGINS.includes(origin.replace(/\/+$/, ""));
}

/** Each request's answer of resolveAdmin: one session lookup a request, however many parts ask. */
const admins = new WeakMap<Request, Promise<AuthVia | null>>();

/** Which credential authenticates this request as the admin, or null. */
export function resolveAdmin(c: Context, deps: AppDeps): Promise<AuthVia | null> {
  let known = admins.get(c.req.raw);
  if (!known) {
    const found = sessionToken(c);
    known = found ? findSession(deps.db, found.token, deps.now()).then((session) => (session ? found.via : null)) : Promise.resolve(null);
    admins.set(c.req.raw, known);
  }
  return known;
}

/**
 * 401 without a live session. Cookie-authenticated writes must also carry an allowed Origin (CSRF
 * defence); bearer-token calls (desktop) are exempt because browsers never add that header.
 */
export function requireAdmin(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const via = await resolveAdmin(c, deps);
    if (!via) throw unauthorized();
    if (via === "cookie" && !SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (!origin || !isAllowedOrigin(deps, origin)) throw forbidden(CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
