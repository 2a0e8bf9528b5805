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
