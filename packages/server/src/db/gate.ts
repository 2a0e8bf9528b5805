import { DatabaseUnavailableError } from "./unavailable";

export interface GateLimits {
  /** Callers allowed to wait for the one connection; more are refused at once. */
  maxWaiting: number;
  /** A caller that waited this long gives up. */
  maxWaitMs: number;
}

/** Embedded PGlite's queue: without it, waits under overload grew instead of being refused (docs/reliability.md). */
export const PGLITE_LIMITS: GateLimits = { maxWaiting: 64, maxWaitMs: 1000 };

export const BUSY_MESSAGE = "The database is busy. Try again in a moment.";

export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Statements running (0 or 1) and waiting their turn now (the /metrics pool figures). */
  stats(): { active: number; waiting: number };
}

/**
 * One task at a time, with a bounded, timed queue in front: a caller that would wait behind too many others,
 * or too long, fails fast with DatabaseUnavailableError (a 503 with Retry-After) instead of waiting.
 */
export function createGate(limits: GateLimits): Gate {
  let busy = false;
  const waiting: { resolve: () => void; timer: NodeJS.Timeout }[] = [];
  const busyError = () => new DatabaseUnavailableError(BUSY_MESSAGE, 1);

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        return resolve();
      }
      if (waiting.length >= limits.maxWaiting) return reject(busyError());
      const entry = {
        resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busyError());
        }, limits.maxWaitMs),
      };
      waiting.push(entry);
    });

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  };

  return {
    stats: () => ({ active: busy ? 1 : 0, waiting: waiting.length }),
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
