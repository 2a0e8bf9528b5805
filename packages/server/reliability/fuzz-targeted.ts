/**
 * The targeted part of `pnpm fuzz`: the inputs and bursts of an outside test of 20,000 fuzzed requests per engine
 * (round three in docs/reliability.md), each checked for the answer it must get and measured as that test measured it.
 * Every check returns report lines and a count of failures.
 */
import net from "node:net";
import { DOMParser } from "@xmldom/xmldom";
import { CLICKS_PER_MINUTE } from "../src/clicks/clicks.service";
import { LOGIN_MAX_FAILURES } from "../src/auth/auth.service";
import { MAX_JSON_DEPTH } from "../src/http/validate";
import { fmt, newPool, percentile, send, type Sent, type Target, Tally } from "./harness";

export interface Check {
  name: string;
  lines: string[];
  failures: number;
}

/** What the server logged so far (warnings and errors, as the console logger writes them). */
export interface LogTap {
  lines: string[];
  bytes(): number;
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Deep nesting (item 1): a 400 on every JSON route at any depth past the limit, the public login included. */
export async function deepNesting(target: Target): Promise<Check> {
  const pool = newPool(target.origin, 4);
  const json = { "content-type": "application/json" };
  const admin = { ...json, authorization: `Bearer ${target.token}` };
  const tally = new Tally();
  let failures = 0;
  try {
    for (const depth of [MAX_JSON_DEPTH + 1, 3000, 5000, 20_000, 80_000]) {
      for (const body of [nestedArrays(depth), nestedObjects(depth)]) {
        const requests: Sent[] = [
          { method: "POST", path: "/api/admin/login", headers: json, body },
          { method: "POST", path: "/api/products", headers: admin, body },
          { method: "PATCH", path: "/api/tweets/1", headers: admin, body },
        ];
        for (const request of requests) {
          const outcome = await send(pool, request);
          tally.add(outcome.status);
          if (outcome.status !== 400) failures++;
        }
      }
      // The beacon has its own 2 KB limit: past it a 413, below it a 400 like the others.
      const beacon = await send(pool, {
        method: "POST",
        path: "/api/clicks",
        headers: { "content-type": "text/plain", "user-agent": BROWSER },
        body: nestedArrays(depth),
      });
      tally.add(beacon.status);
      if (beacon.status !== (depth * 2 > 2048 ? 413 : 400)) failures++;
    }
    return { name: "deep nesting", lines: [`answers: ${tally} (every one a 400, or 413 over the beacon's 2 KB)`], failures };
  } finally {
    await pool.destroy();
  }
}

/**
 * Deep nesting's cost to others (item 1's figure): the median of GET /api/stores one at a time, alone and while one
 * client sends 40 KB bodies nested 20,000 levels to POST /api/admin/login back to back.
 */
export async function nestingLatency(target: Target, samples = 60): Promise<Check> {
  const reader = newPool(target.origin, 1);
  const flooder = newPool(target.origin, 1);
  const median = async () => {
    const ms: number[] = [];
    for (let i = 0; i < samples; i++) {
      const outcome = await send(reader, { method: "GET", path: "/api/stores" });
      if (outcome.status === 200) ms.push(outcome.ms);
    }
    return percentile(ms, 50);
  };
  try {
    const alone = await median();
    let flooding = true;
    let sent = 0;
    const statuses = new Tally();
    const flood = (async () => {
      const body = nestedArrays(20_000);
      while (flooding) {
        const outcome = await send(flooder, {
          method: "POST",
          path: "/api/admin/login",
          headers: { "content-type": "application/json" },
          body,
        });
        statuses.add(outcome.status);
        sent++;
      }
    })();
    const during = await median();
    flooding = false;
    await flood;
    return {
      name: "deep nesting, cost to others",
      lines: [
        `GET /api/stores median, one at a time: ${fmt(alone)} alone, ${fmt(during)} while one client sent ${sent} bodies of 40 KB nested 20,000 levels (${statuses})`,
      ],
      failures: statuses.count((s) => s !== "400"),
    };
  } finally {
    await reader.destroy();
    await flooder.destroy();
  }
}

/** `//` paths (item 2): a quiet 404, and nothing (or one bounded line) in the log. */
export async function doubleSlashPaths(target: Target, log: LogTap): Promise<Check> {
  const pool = newPool(target.origin, 4);
  const long = "x".repeat(12 * 1024);
  const paths = [`//api/${long}`, `//api:${long}`, `//[${long}`, "//evil.example/", "//api/products", "///", `//${long}`];
  const tally = new Tally();
  const before = log.bytes();
  const linesBefore = log.lines.length;
  let failures = 0;
  try {
    for (let round = 0; round < 10; round++) {
      for (const path of paths) {
        const outcome = await send(pool, { method: "GET", path });
        tally.add(outcome.status);
        if (outcome.status !== 404) failures++;
      }
    }
    const logged = log.bytes() - before;
    const longest = Math.max(0, ...log.lines.slice(linesBefore).map((line) => line.length));
    if (logged > 0) failures++;
    return {
      name: "// paths",
      lines: [
        `${tally.total} requests (${paths.length} forms, paths up to 12 KB): ${tally}; logged ${logged} bytes (longest line ${longest})`,
      ],
      failures,
    };
  } finally {
    await pool.destroy();
  }
}

/**
 * The limiters under a burst (item 3, and the login limit of round two): 100 simultaneous beacons from one address
 * record CLICKS_PER_MINUTE, 20 simultaneous wrong passwords get LOGIN_MAX_FAILURES checks. Run once per target:
 * it uses up this address's budgets.
 */
export async function limiterBursts(target: Target): Promise<Check> {
  const pool = newPool(target.origin, 100);
  try {
    const beacons = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(pool, {
          method: "POST",
          path: "/api/clicks",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
          body: JSON.stringify({ url: `https://shop.example/burst-${i}`, source: "/" }),
        }),
      ),
    );
    const clickTally = new Tally();
    for (const b of beacons) clickTally.add(b.status);
    const stats = await send(pool, {
      method: "GET",
      path: "/api/admin/clicks?days=1",
      headers: { authorization: `Bearer ${target.token}` },
    });
    const recorded = (JSON.parse(stats.body) as { total: number }).total;

    const logins = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(pool, {
          method: "POST",
          path: "/api/admin/login",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ password: "wrong", mode: "token" }),
        }),
      ),
    );
    const loginTally = new Tally();
    for (const l of logins) loginTally.add(l.status);
    const failures = (recorded === CLICKS_PER_MINUTE ? 0 : 1) + (loginTally.count((s) => s === "401") === LOGIN_MAX_FAILURES ? 0 : 1);
    return {
      name: "limiter bursts",
      lines: [
        `100 simultaneous beacons from one address: ${clickTally}; clicks recorded: ${recorded} (limit ${CLICKS_PER_MINUTE})`,
        `20 simultaneous wrong passwords: ${loginTally} (limit ${LOGIN_MAX_FAILURES})`,
      ],
      failures,
    };
  } finally {
    await pool.destroy();
  }
}

/** Characters XML 1.0 allows nowhere in a document (lone surrogates included). */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;

function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  if (XML_FORBIDDEN.test(xml)) problems.push("a character XML forbids");
  new DOMParser({
    errorHandler: { warning: () => {}, error: (m: string) => problems.push(m), fatalError: (m: string) => problems.push(m) },
  }).parseFromString(xml, "application/xml");
  return problems;
}

/** Hostile titles (item 5): posts and products whose text holds U+0001, U+000B, U+FFFE; the feed and sitemap stay XML. */
export async function controlCharacters(target: Target): Promise<Check> {
  const pool = newPool(target.origin, 2);
  const admin = { "content-type": "application/json", authorization: `Bearer ${target.token}` };
  const hostile = ["\u0001", "\u000b", "\ufffe", "\u0008", "\u001f", "\uffff"];
  const tally = new Tally();
  try {
    for (const [i, ch] of hostile.entries()) {
      const post = {
        title: `Control ${i}${ch} post`,
        slug: `control-${i}`,
        excerpt: `About${ch} it`,
        category: `Care${ch}`,
        content: `<p>Body${ch}</p>`,
        published: true,
      };
      tally.add((await send(pool, { method: "POST", path: "/api/blog", headers: admin, body: JSON.stringify(post) })).status);
      const product = {
        title: `Crep${ch} ${i}`,
        price: "19.99",
        imageUrl: "https://img.example/a.jpg",
        productUrl: `https://shop.example/control-${i}`,
      };
      tally.add((await send(pool, { method: "POST", path: "/api/products", headers: admin, body: JSON.stringify(product) })).status);
    }
    const lines = [`${hostile.length} posts and products with U+0001, U+000B, U+FFFE, U+0008, U+001F, U+FFFF: ${tally}`];
    let failures = 0;
    for (const path of ["/rss.xml", "/sitemap.xml"]) {
      const outcome = await send(pool, { method: "GET", path });
      const problems = outcome.status === 200 ? xmlProblems(outcome.body) : [`status ${outcome.status}`];
      lines.push(
        `${path}: ${outcome.status}, ${problems.length === 0 ? "well-formed XML" : `NOT XML: ${problems.slice(0, 2).join("; ")}`}`,
      );
      if (problems.length > 0) failures++;
    }
    return { name: "control characters", lines, failures };
  } finally {
    await pool.destroy();
  }
}

/**
 * Slow bodies (item 6): `connections` clients that send a request's headers, then one byte of its body every
 * `everyMs`; after `checkAfterMs`, how many the server still holds open. Started in the background: the
 * random requests go on meanwhile. Resolves with the check once it has looked.
 */
export function slowBodies(target: Target, connections = 50, everyMs = 5000, checkAfterMs = 40_000): Promise<Check> {
  const { hostname, port } = new URL(target.origin);
  const closedAt: Array<number | null> = [];
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const started = performance.now();
  for (let i = 0; i < connections; i++) {
    const socket = net.connect(Number(port), hostname);
    const index = closedAt.push(null) - 1;
    socket.on("error", () => {});
    // Read what the server sends (its 408): a paused socket would never see the server close it.
    socket.resume();
    socket.on("close", () => (closedAt[index] = performance.now() - started));
    socket.write("POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{");
    timers.push(setInterval(() => socket.writable && socket.write(" "), everyMs));
    sockets.push(socket);
  }
  return new Promise((resolve) => {
    setTimeout(() => {
      for (const timer of timers) clearInterval(timer);
      const open = closedAt.filter((t) => t === null).length;
      const closed = closedAt.filter((t): t is number => t !== null);
      for (const socket of sockets) socket.destroy();
      resolve({
        name: "slow bodies",
        lines: [
          `${connections} connections dripping a byte every ${everyMs / 1000} s: ${open} still open after ${checkAfterMs / 1000} s; the others closed after ${fmt(Math.min(...closed))} to ${fmt(Math.max(...closed))}`,
        ],
        failures: open,
      });
    }, checkAfterMs);
  });
}
