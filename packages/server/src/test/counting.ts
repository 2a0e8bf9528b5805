import type { Database } from "../db/client";
import type { ChangeWatch } from "../db/notifications";

/** The database, counting the calls of `method` (each starts one statement: one round trip). */
export function counting(db: Database, method: "select" | "execute") {
  const counter = { calls: 0 };
  const proxy = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === method) counter.calls++;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

/** A change watch the test moves by hand. */
export const manualWatch = () => {
  let token: number | null = 0;
  return { token: () => token, set: (next: number | null) => (token = next) } satisfies ChangeWatch & { set(next: number | null): void };
};
