import { useEffect, useState } from "react";

/**
 * Runs `task` once the browser is idle (at most 2 s later), or after a short timer where `requestIdleCallback` is
 * missing (Safari). Returns what cancels it: an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * How many of `count` things are awake: `initial` at first, then one more per idle moment (a short task each, not one
 * long one), or all of them at the first idle moment at which `allAwake()` holds. Used by the hero's slides and the
 * product grid's cards (decisions 0065 and 0066); `allAwake` must be stable (a module-level function).
 */
export function useAwakeOnePerIdle(count: number, initial: number, allAwake: () => boolean = () => false): number {
  const [awake, setAwake] = useState(initial);
  useEffect(() => {
    if (awake < count) return whenIdle(() => setAwake((n) => (allAwake() ? count : n + 1)));
  }, [awake, count, allAwake]);
  return awake;
}
