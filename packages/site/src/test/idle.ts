import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * The browser's idle moments, held for a test to hand out one at a time: `requestIdleCallback` as Chromium and Firefox
 * have it (jsdom has none, where lib/when-idle falls back to a timer). Undone before the next test (`unstubGlobals` in
 * vitest.config.ts).
 */
export function holdIdleMoments() {
  const pending = new Map<number, IdleRequestCallback>();
  let lastId = 0;
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    pending.set(++lastId, callback);
    return lastId;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => pending.delete(id));
  return {
    /** How many callbacks wait for an idle moment. */
    get waiting() {
      return pending.size;
    },
    /** One idle moment: the oldest waiting callback runs. */
    next() {
      const [id, callback] = pending.entries().next().value ?? [];
      if (id === undefined || !callback) throw new Error("no callback waits for an idle moment");
      pending.delete(id);
      act(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
    },
  };
}
