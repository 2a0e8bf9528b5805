import { once } from "node:events";
import net from "node:net";

export type ProxyMode = "up" | "refuse" | "blackhole";

export interface TcpProxy {
  port: number;
  /**
   * "up" forwards; "refuse" cuts every connection and stops listening, so connecting is refused (a server
   * that went away); "blackhole" cuts every connection and accepts new ones that never answer (an
   * unreachable host).
   */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of a database, to take it away and bring it back under a running app. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = "up";
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode !== "up") return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = async (port: number) => {
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async set(next) {
      mode = next;
      if (next !== "up") for (const socket of sockets) socket.destroy();
      if (next === "refuse") await stopListening();
      else if (!server.listening) await listen(port);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
}
