import { adminStatusSchema, loginResponseSchema } from "@app/core";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../app-deps";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, forbidden } from "../http/errors";
import { CROSS_SITE_MESSAGE, isAllowedOrigin, requireAdmin, resolveAdmin, SESSION_COOKIE, sessionToken } from "./auth.middleware";
import { clearLoginFailures, createSession, deleteSession, passwordMatches, reserveLoginAttempt, SESSION_TTL_MS } from "./auth.service";
import { DEVICE_COOKIE, DEVICE_TTL_S, deviceIdOf, newDeviceCookie } from "./login-device";

/** POST /admin/login, GET /admin/status, POST /admin/logout. */
export function createAuthRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  const secure = deps.env.NODE_ENV === "production";

  /** Login and logout have no session to check yet, but a present, foreign Origin is still refused. */
  const refuseForeignOrigin = (c: Context) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !isAllowedOrigin(deps, origin)) throw forbidden(CROSS_SITE_MESSAGE);
  };

  // The Origin is checked before the body is read.
  const originChecked: MiddlewareHandler = async (c, next) => {
    refuseForeignOrigin(c);
    await next();
  };

  on(
    "admin.login",
    async (c, { body: { password, mode } }) => {
      const secret = deps.env.adminPassword;
      const device = deviceIdOf(secret, getCookie(c, DEVICE_COOKIE));
      const clientKey = device ? `device:${device}` : deps.clientKey(c);
      const retryAfter = await reserveLoginAttempt(deps.db, clientKey, deps.now());
      if (retryAfter !== null) {
        const minutes = Math.ceil(retryAfter / 60);
        throw new ApiProblem(429, `Too many login attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`, undefined, {
          "Retry-After": String(retryAfter),
        });
      }
      // The attempt already counts as a failure; only a correct password takes it back.
      if (!passwordMatches(password, secret))
        throw new ApiProblem(401, "That password is not right. Check it (and Caps Lock) and try again.");
      await clearLoginFailures(deps.db, clientKey);
      const { token, expiresAt } = await createSession(deps.db, mode, deps.now());
      if (mode === "cookie") {
        setCookie(c, SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          secure,
          maxAge: Math.floor(SESSION_TTL_MS / 1000),
          expires: expiresAt,
        });
        if (!device) {
          setCookie(c, DEVICE_COOKIE, newDeviceCookie(secret), {
            httpOnly: true,
            sameSite: "Strict",
            path: "/api/admin/login",
            secure,
            maxAge: DEVICE_TTL_S,
          });
        }
        return c.json(loginResponseSchema.parse({ success: true, expiresAt: expiresAt.toISOString() }));
      }
      return c.json(loginResponseSchema.parse({ success: true, token, expiresAt: expiresAt.toISOString() }));
    },
    { use: [originChecked] },
  );

  on("admin.status", async (c) => {
    const via = await resolveAdmin(c, deps);
    c.header("Cache-Control", "no-store");
    return c.json(adminStatusSchema.parse({ isAdmin: via !== null }));
  });

  on("admin.logout", async (c) => {
    refuseForeignOrigin(c);
    const found = sessionToken(c);
    if (found) await deleteSession(deps.db, found.token);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
    return c.body(null, 204);
  });

  return app;
}
