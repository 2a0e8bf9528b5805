import { lazy, type ComponentType } from "react";

/** Where the address last loaded afresh because a chunk failed is noted, with the time, for this tab. */
const RELOADED_KEY = "chunk-reload";
/** A second failure of the same address within this long is not reloaded again: the boundary shows it. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * A chunk that cannot be loaded (a deploy replaced the hashed file this tab asked for, the server restarted, the
 * connection dropped) loads the address afresh, once: the server renders every page, so the visitor gets the page
 * rather than nothing. A second failure of the same address soon after rejects, for the nearest ChunkBoundary to show
 * with a retry. Returns whether a reload was started.
 */
export function reloadOnce(now = Date.now()): boolean {
  const here = window.location.href;
  try {
    const [at, href] = (window.sessionStorage.getItem(RELOADED_KEY) ?? "").split(" ");
    if (href === here && now - Number(at) < RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED_KEY, `${now} ${here}`);
  } catch {
    return false; // no storage (a private mode): no way to tell a first failure from a loop, so never reload
  }
  window.location.reload();
  return true;
}

/** React's lazy(), whose failed load reloads the address once (reloadOnce) and otherwise rejects as before. */
// `any` as React's own lazy() has it: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() =>
    load().catch((error: unknown) => {
      // While the page reloads, the page stays as it is (its fallback) rather than flashing an error.
      if (reloadOnce()) return new Promise<{ default: T }>(() => {});
      throw error;
    }),
  );
}
