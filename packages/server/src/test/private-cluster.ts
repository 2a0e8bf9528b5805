import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A Postgres cluster of its own (initdb in a temporary folder, listening on a free loopback port), so `pnpm
 * faults` can stop and start a real server under load, and the replica test can stream from it, without touching
 * the shared one (whose pg_hba.conf need not allow replication). Run as root, the server runs as the `postgres`
 * user (Postgres refuses root).
 */
export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server: "fast" is a clean shutdown, "immediate" a crash (WAL recovery at the next start). */
  stop(mode: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
  /** A hot standby streaming from this cluster (pg_basebackup -R), on a port of its own. */
  replicate(): Promise<PrivateCluster>;
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => existsSync(path.join(dir, "pg_ctl")));
  if (!found) throw new Error(`no Postgres binaries under ${root} (initdb, pg_ctl)`);
  return found;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The folder's owner is the `postgres` user when we run as root (Postgres refuses root). */
function ownedFolder(asRoot: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kicks-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  // Asynchronous: the app under test and its writers run in this process and must keep running meanwhile.
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    await promisify(execFile)(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
      timeout: 60_000,
    });
  };

  /** A server on the cluster in `dir`/data, started on a free port. */
  const serve = async (dir: string): Promise<PrivateCluster> => {
    const data = path.join(dir, "data");
    const port = await freePort();
    let running = false;
    const start = async () => {
      await run("pg_ctl", [
        "-D",
        data,
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-t",
        "60",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        "start",
      ]);
      running = true;
    };
    const stop = async (mode: "fast" | "immediate") => {
      await run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    };
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      start,
      stop,
      destroy: async () => {
        try {
          if (running) await stop("immediate");
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
      replicate: async () => {
        const replicaDir = ownedFolder(asRoot);
        // initdb's pg_hba.conf (-A trust) lets 127.0.0.1 connect for replication; -R writes standby.signal.
        await run("pg_basebackup", [
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-U",
          "postgres",
          "-D",
          path.join(replicaDir, "data"),
          "-R",
          "-X",
          "stream",
        ]);
        return serve(replicaDir);
      },
    };
  };

  const dir = ownedFolder(asRoot);
  await run("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "-A", "trust", "--no-sync"]);
  return serve(dir);
}
