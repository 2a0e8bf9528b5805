import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadEnv } from "../env";
import { deferred } from "@app/core/testing";
import { createDatabase, type DatabaseHandle } from "./client";
import { BUSY_MESSAGE, createGate } from "./gate";
import { DatabaseUnavailableError } from "./unavailable";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the gate in front of one connection", () => {
  it("runs one task at a time, in order", async () => {
    const gate = createGate({ maxWaiting: 10, maxWaitMs: 1000 });
    const order: string[] = [];
    const task = (name: string) =>
      gate.run(async () => {
        order.push(`start ${name}`);
        await sleep(10);
        order.push(`end ${name}`);
      });
    await Promise.all([task("a"), task("b"), task("c")]);
    expect(order).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("refuses at once beyond the queue bound, and after the wait limit, with a busy error", async () => {
    const gate = createGate({ maxWaiting: 1, maxWaitMs: 50 });
    const holding = gate.run(() => sleep(200));
    const waiter = gate.run(async () => "late");
    await expect(gate.run(async () => "third")).rejects.toEqual(new DatabaseUnavailableError(BUSY_MESSAGE, 1));
    await expect(waiter).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await holding;
    // Free again: the next task runs.
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("a failing task frees the gate", async () => {
    const gate = createGate({ maxWaiting: 1, maxWaitMs: 1000 });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => 1)).toBe(1);
  });
});

describe("embedded PGlite under more requests than it can serve", () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    handle = await createDatabase({ DATA_DIR: "memory://", pgliteLimits: { maxWaiting: 2, maxWaitMs: 100 } });
    await handle.migrate();
    app = createApp({
      db: handle.db,
      dbKind: handle.kind,
      env: loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "pw" }),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
  });
  afterAll(() => handle?.close());

  it("answers quick 503s with Retry-After while its one connection is taken, then serves again", async () => {
    // A transaction holds the single connection until released (PGlite's own statements block the event loop,
    // so a JS wait inside a transaction stands in for a slow one).
    const taken = deferred();
    const released = deferred();
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      taken.resolve();
      await released.promise;
    });
    await taken.promise;
    try {
      // All answered while the connection is still held: each waited its 100 ms, not until the connection was free.
      const replies = await Promise.all(Array.from({ length: 6 }, () => app.request("/api/blog")));
      for (const res of replies) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("1");
        expect(await res.json()).toEqual({ message: BUSY_MESSAGE });
      }
    } finally {
      released.resolve();
    }
    await holding;
    expect((await app.request("/api/blog")).status).toBe(200);
  });
});
