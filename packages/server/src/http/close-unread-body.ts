import type { MiddlewareHandler } from "hono";

/**
 * An answer sent before the request body was read (413 from the size check, 401, 415, 503 ...) ends the
 * connection: `Connection: close` tells the client not to reuse it. Otherwise @hono/node-server drains the
 * unread body for at most 500 ms and then closes the socket under a client that was told keep-alive, and
 * that client's next request on it dies ("socket hang up").
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const hasBody = (c.req.header("content-length") ?? "0") !== "0" || c.req.header("transfer-encoding") !== undefined;
  if (hasBody && !c.req.raw.bodyUsed) c.res.headers.set("Connection", "close");
};
