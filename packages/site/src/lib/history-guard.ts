/**
 * A hook into the browser's Back and Forward (popstate) that runs before the router's own listener: the
 * router (BrowserRouter, HashRouter) registers its listener when it mounts, and a listener registered later
 * hears the event only after the router has already rendered the other screen. So the listener is installed
 * before the router mounts (`installHistoryGuard`, called by each host at start-up) and consults whatever
 * guard is set now (`setHistoryGuard`, e.g. the admin's unsaved-changes prompt).
 */
export type HistoryGuard = (event: PopStateEvent) => "allow" | "block";

let guard: HistoryGuard | null = null;
let installed = false;

export function installHistoryGuard(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener(
    "popstate",
    (event) => {
      if (guard?.(event) === "block") event.stopImmediatePropagation();
    },
    true,
  );
}

/** Set (or clear, with null) the guard; returns a function that clears it if it is still the one set. */
export function setHistoryGuard(next: HistoryGuard | null): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}
