import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
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
  /**
   * Told of a request Node answered itself, before the app saw it (408 past a deadline, 400 malformed, 431 headers
   * too large): main.ts logs it and counts it in the metrics as the app's own answers are.
   */
  onClientError?: (status: number, code: string) => void;
}

const CLIENT_ERRORS: Record<number, string> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

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
  const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname, serverOptions }, onListening) as Server;
  // As Node answers such a request itself, with two differences: a 408 says when to come back (Retry-After, as every
  // 503 of the app does), and each is told of (Node's own 408s under overload reach neither the log nor the metrics).
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const code = error.code ?? "";
    if (code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    options.onClientError?.(status, code);
    const retry = status === 408 ? "Retry-After: 1\r\n" : "";
    socket.end(`HTTP/1.1 ${status} ${CLIENT_ERRORS[status]}\r\n${retry}Connection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}
