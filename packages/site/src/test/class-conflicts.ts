import { twMerge } from "tailwind-merge";

/**
 * The classes of a class list that set a property another class of the list sets too, for the same variant: what
 * tailwind-merge would drop. Classes are joined, never merged (lib/class-names), so such a pair leaves the choice to
 * the stylesheet's order. The component tests (test/setup.ts) and the browser tests expect none.
 */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(" "));
  return classes.split(/\s+/).filter((name) => name && !kept.has(name));
}
