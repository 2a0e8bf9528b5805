import { clsx, type ClassValue } from "clsx";
import { createContext, use } from "react";

/**
 * Joins class names, dropping falsy ones, without resolving conflicts: the public pages' way, so their start-up
 * code carries no tailwind-merge (~8 KB gzipped). A class list built with it must not set one property twice for
 * the same variant (`h-9` with `h-10`, `hidden` with `inline-flex`): write the alternatives as a condition instead
 * (`active ? "bg-primary" : "bg-muted"`), or a breakpoint variant (`max-sm:hidden`). The browser tests check every
 * public page for such pairs.
 */
export const cx = (...inputs: ClassValue[]): string => clsx(inputs);

/**
 * How the shared components (Button, Badge, Card, Skeleton) combine their own classes with the caller's: joined by
 * default (`cx`), as the public pages need; the admin provides tailwind-merge (lib/cn), so a class its screens pass
 * overrides the component's own (`gap-3` replaces Card's `gap-4`).
 */
export const ClassMergeContext = createContext<(classes: string) => string>((classes) => classes);

/** The class combiner of the screen a shared component is on (see ClassMergeContext). */
export function useClassNames(): (...inputs: ClassValue[]) => string {
  const merge = use(ClassMergeContext);
  return (...inputs) => merge(clsx(inputs));
}
