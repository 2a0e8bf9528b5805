/**
 * `pnpm load`: LOAD_CONNECTIONS (default 200) keep-alive connections reading a mix of API routes for
 * LOAD_SECONDS (default 10, at most LOAD_REQUESTS = 100,000) on each engine, loopback only. Reports status
 * counts and latency, of the answers and of the 503s apart; the goal is no 5xx but 503 (the quick "busy"),
 * and answers well under a few seconds.
 *
 * The load is sent from a child process (this file, with LOAD_ORIGIN set), as real clients are: in the
 * server's process the client's own work queued behind the server's synchronous PGlite statements and was
 * counted as the server's latency. Each loop has a connection of its own, opened before the clock starts (how
 * long opening them all at once took is reported apart): through one shared pool, requests also waited for the
 * pool to open connections and were counted as the server's latency.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { enginesToRun, fmt, loop, newClient, percentile, send, startTarget, Tally } from "./harness";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 100_000);
const PATHS = ["/api/products", "/api/blog", "/api/stores", "/api/search?q=nike", "/api/search?q=cleaning%20kit", "/api/health"];
/**
 * Then each public page alone, against GET /api/products alone in the same run (the target: a page serves at least
 * half of /api/products' requests per second, p99 ≤ 200 ms, no 503), for PAGE_SECONDS each.
 */
const PAGE_SECONDS = Number(process.env.LOAD_PAGE_SECONDS ?? 5);
const PAGES = ["/api/products", "/", "/products", "/blog", "/blog/innovative-sneaker-boxes", "/stores"];
/**
 * Then the attacker's mixes (docs/decisions/0052-no-request-buys-a-render.md) on CONNECTIONS connections for
 * ATTACK_SECONDS: addresses no cache holds (random query strings, utm_ links, random deep pages, searches) and forged
 * session cookies and tokens, beside a visitor on VISITOR_CONNECTIONS connections fetching kept pages. The visitor's
 * p99 is to stay under 200 ms without a 503 on Postgres, and the attacker is to get kept pages and 503s, not renders.
 */
const ATTACK_SECONDS = Number(process.env.LOAD_ATTACK_SECONDS ?? 10);
const VISITOR_CONNECTIONS = 4;
const VISITOR_PAGES = ["/", "/products", "/blog", "/stores"];
const random = () => Math.random().toString(36).slice(2, 10);
/** The i-th request of the attacker's mix. */
const ATTACKS: ((i: number) => { path: string; headers?: Record<string, string> })[] = [
  () => ({ path: `/?x=${random()}` }),
  () => ({ path: `/products?utm_source=${random()}&utm_campaign=${random()}&fbclid=${random()}` }),
  () => ({ path: "/products", headers: { cookie: `sid=${random()}` } }),
  () => ({ path: "/stores", headers: { authorization: `Bearer ${random()}` } }),
  () => ({ path: `/products?page=${1 + Math.floor(Math.random() * 99_999)}` }),
  () => ({ path: `/blog?page=${1 + Math.floor(Math.random() * 99_999)}` }),
  () => ({ path: `/products/${random()}-${random()}` }),
  () => ({ path: `/search?q=${random()}` }),
];

interface ClientReport {
  sent: number;
  seconds: number;
  /** How long opening every connection took (a first request on each, answered). */
  openingMs: number;
  counts: [string, number][];
  /** Latencies (ms) of 200s and of 503s. */
  answered: number[];
  busy: number[];
}

/** The client: sends the load to LOAD_ORIGIN and reports to the parent process. */
async function runClient(origin: string, paths: readonly string[], seconds: number): Promise<ClientReport> {
  const attack = process.env.LOAD_ATTACK === "1";
  const clients = Array.from({ length: CONNECTIONS }, () => newClient(origin));
  const tally = new Tally();
  const answered: number[] = [];
  const busy: number[] = [];
  try {
    const opening = performance.now();
    await Promise.all(clients.map((client) => send(client, { method: "GET", path: "/robots.txt" })));
    const openingMs = performance.now() - opening;
    const started = performance.now();
    let next = 0;
    const sent = await loop(CONNECTIONS, started + seconds * 1000, REQUESTS, async (i) => {
      const client = clients[next++ % CONNECTIONS] as (typeof clients)[number];
      const request = attack ? (ATTACKS[i % ATTACKS.length] as (typeof ATTACKS)[number])(i) : { path: paths[i % paths.length] as string };
      const outcome = await send(client, {
        method: "GET",
        path: request.path,
        headers: { "accept-encoding": "gzip", ...request.headers },
        discardBody: true,
      });
      tally.add(outcome.status);
      if (outcome.status === 200) answered.push(outcome.ms);
      if (outcome.status === 503) busy.push(outcome.ms);
    });
    return { sent, seconds: (performance.now() - started) / 1000, openingMs, counts: [...tally.counts], answered, busy };
  } finally {
    await Promise.all(clients.map((client) => client.destroy()));
  }
}

const latency = (samples: number[]) =>
  `p50 ${fmt(percentile(samples, 50))}, p99 ${fmt(percentile(samples, 99))}, max ${fmt(samples.length ? Math.max(...samples) : NaN)}`;

/** Runs one phase's load from a child process (LOAD_PATHS, LOAD_PHASE_SECONDS) and collects its report. */
async function phase(origin: string, paths: readonly string[], seconds: number, env: Record<string, string> = {}): Promise<ClientReport> {
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, LOAD_ORIGIN: origin, LOAD_PATHS: JSON.stringify(paths), LOAD_PHASE_SECONDS: String(seconds), ...env },
  });
  return new Promise<ClientReport>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ClientReport));
    child.once("exit", (code) => reject(new Error(`the load client exited with ${code} before reporting`)));
  });
}

async function runServer() {
  let failures = 0;
  for (const engine of enginesToRun()) {
    const target = await startTarget(engine);
    try {
      const report = await phase(target.origin, PATHS, SECONDS);
      const tally = new Tally();
      for (const [status, n] of report.counts) tally.counts.set(status, n);
      const all = [...report.answered, ...report.busy];
      const perSecond = (n: number) => Math.round(n / report.seconds);
      console.log(`\n### load on ${engine}: ${CONNECTIONS} connections, ${report.seconds.toFixed(1)} s\n`);
      console.log(`- connections opened (a first request on each, all at once) in ${fmt(report.openingMs)}`);
      console.log(`- requests: ${report.sent} (${perSecond(report.sent)}/s; 200s: ${perSecond(report.answered.length)}/s)`);
      console.log(`- statuses: ${tally}`);
      console.log(`- 200s: ${latency(report.answered)}`);
      console.log(`- 503s: ${latency(report.busy)}`);
      console.log(`- over 10 s: ${all.filter((ms) => ms > 10_000).length}; over 2 s: ${all.filter((ms) => ms > 2000).length}`);
      failures += tally.fiveHundreds + tally.count((s) => s === "network error" || s === "timeout");

      console.log(`\n#### each page alone on ${engine} (${CONNECTIONS} connections, ${PAGE_SECONDS} s each, gzip accepted)\n`);
      console.log("| path | requests/s | share of /api/products | p50 | p99 | 503s | other non-200 |");
      console.log("|---|---|---|---|---|---|---|");
      let apiRate = 0;
      for (const path of PAGES) {
        const page = await phase(target.origin, [path], PAGE_SECONDS);
        const pageTally = new Tally();
        for (const [status, n] of page.counts) pageTally.counts.set(status, n);
        const rate = page.answered.length / page.seconds;
        if (path === "/api/products") apiRate = rate;
        const busy = pageTally.count((s) => s === "503");
        const other = pageTally.count((s) => s !== "200" && s !== "503");
        console.log(
          `| ${path} | ${Math.round(rate)} | ${apiRate ? `${Math.round((100 * rate) / apiRate)}%` : "–"} | ${fmt(percentile(page.answered, 50))} | ${fmt(percentile(page.answered, 99))} | ${busy} | ${other} |`,
        );
        failures += pageTally.fiveHundreds + pageTally.count((s) => s === "network error" || s === "timeout");
      }
      const first = await fetch(`${target.origin}/`);
      const etag = first.headers.get("etag") ?? "";
      await first.arrayBuffer();
      const again = await fetch(`${target.origin}/`, { headers: { "if-none-match": etag } });
      console.log(`\n- an unchanged page (/) asked again with its ETag: ${again.status}${again.status === 304 ? " Not Modified" : ""}`);
      if (again.status !== 304) failures++;

      // The attacker's mixes beside a visitor of kept pages (each page kept first, as it is once anyone asked).
      for (const path of VISITOR_PAGES) await (await fetch(`${target.origin}${path}`)).arrayBuffer();
      const [attacker, visitor] = await Promise.all([
        phase(target.origin, [], ATTACK_SECONDS, { LOAD_ATTACK: "1" }),
        phase(target.origin, VISITOR_PAGES, ATTACK_SECONDS, { LOAD_CONNECTIONS: String(VISITOR_CONNECTIONS) }),
      ]);
      const attackTally = new Tally();
      for (const [status, n] of attacker.counts) attackTally.counts.set(status, n);
      const visitorTally = new Tally();
      for (const [status, n] of visitor.counts) visitorTally.counts.set(status, n);
      console.log(
        `\n#### the attacker's mixes on ${engine} (${CONNECTIONS} connections, ${ATTACK_SECONDS} s) beside a visitor of kept pages\n`,
      );
      console.log(`- attacker: ${attacker.sent} requests (${Math.round(attacker.sent / attacker.seconds)}/s); statuses: ${attackTally}`);
      console.log(`- attacker's 200s: ${latency(attacker.answered)}; 503s: ${latency(attacker.busy)}`);
      console.log(
        `- visitor (${VISITOR_CONNECTIONS} connections, ${VISITOR_PAGES.join(" ")}): ${visitor.sent} requests; statuses: ${visitorTally}`,
      );
      console.log(`- visitor's 200s: ${latency(visitor.answered)}`);
      failures += attackTally.fiveHundreds + visitorTally.fiveHundreds;
      failures += attackTally.count((s) => s === "network error" || s === "timeout");
    } finally {
      await target.close();
    }
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

const clientOrigin = process.env.LOAD_ORIGIN;
if (clientOrigin) {
  const report = await runClient(
    clientOrigin,
    process.env.LOAD_PATHS ? (JSON.parse(process.env.LOAD_PATHS) as string[]) : PATHS,
    Number(process.env.LOAD_PHASE_SECONDS ?? SECONDS),
  );
  process.send?.(report, () => process.exit(0));
} else {
  await runServer();
}
