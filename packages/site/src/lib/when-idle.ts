/**
 * Runs `task` once the browser is idle (at most `timeout` ms later), or after a short timer where
 * `requestIdleCallback` is missing (Safari). Returns what cancels it: an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
