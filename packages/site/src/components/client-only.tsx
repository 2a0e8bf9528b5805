import type { ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated";

/**
 * Content that depends on what only the browser knows (the query string, the path of an unknown page): the
 * prerendered HTML carries `fallback`, and the browser renders the children in its place right after hydration.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
