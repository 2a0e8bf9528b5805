import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a page is prerendered at build time and while React hydrates that HTML in the browser; true
 * from the render right after (and from the first render of a page the browser renders itself). What only the
 * browser knows (the stored theme, today's date) renders from it, so the first render in
 * the browser matches the prerendered HTML and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
