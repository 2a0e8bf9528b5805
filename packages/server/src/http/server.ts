import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/** Deadlines on reading a request (Node's http.Server options), so a client that sends slowly is cut off. */
export interface ServerTimeouts {
  /** Receiving a request's headers (Node's headersTimeout). */
  headersMs: number;
  /** Receiving a whole request, its body included (Node's requestTimeout); at least headersMs. */
  requestMs: number;
  /** How often the two are checked (Node's connectionsCheckingInterval): a deadline is met up to this late. */
  checkIntervalMs: number;
}

/**
 * A browser sends its headers in one packet and the largest body (MAX_BODY_BYTES, 512 KB) in 30 s at 17 KB/s, a
 * poor mobile uplink; a client dripping bytes to hold connections open is cut off at these. Node's own defaults
 * (60 s, 300 s, checked every 30 s) let such connections stay open (docs/reliability.md, round three, item 6).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, checkIntervalMs: 1000 };

export interface CreateServerOptions {
  /** The app's fetch; `bindings` are @hono/node-server's (the socket, for getConnInfo). */
  fetch: (request: Request, bindings: object) => Response | Promise<Response>;
  port: number;
  hostname?: string;
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The app's HTTP server on `port` (main.ts; tests pass short timeouts). A request not fully received by its deadline
 * is answered 408 and its connection closed; `onListening` gets the address it listens on.
 */
export function createServer(options: CreateServerOptions, onListening?: (address: AddressInfo) => void): Server {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: Math.max(timeouts.requestMs, timeouts.headersMs),
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
  return serve({ fetch: options.fetch, port: options.port, hostname: options.hostname, serverOptions }, onListening) as Server;
}
