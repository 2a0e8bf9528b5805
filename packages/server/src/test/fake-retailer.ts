import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRetailer {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Set the answer of a path: a status, or a function of the request. */
  answer(path: string, reply: number | ((req: IncomingMessage, res: ServerResponse) => void)): void;
  /** Every request seen: method, path and when it arrived (ms). */
  requests: { method: string; path: string; at: number }[];
  close(): Promise<void>;
}

/** A local retailer site for link checks: each path answers what the test set (404 when unset). */
export async function startFakeRetailer(): Promise<FakeRetailer> {
  const replies = new Map<string, number | ((req: IncomingMessage, res: ServerResponse) => void)>();
  const requests: FakeRetailer["requests"] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ method: req.method ?? "GET", path, at: Date.now() });
    const reply = replies.get(path) ?? 404;
    if (typeof reply === "function") return reply(req, res);
    res.writeHead(reply, { "content-type": "text/html" });
    res.end(req.method === "HEAD" ? undefined : `<h1>${reply}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (path, reply) => void replies.set(path, reply),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
