import { clsx, type ClassValue } from "clsx";

/**
 * The one way to combine class names, on public pages and in the admin: joined, falsy ones dropped, without
 * resolving Tailwind conflicts (no tailwind-merge in any bundle). A class list built with it must not set one property
 * twice for the same variant (`h-9` with `h-10`, `hidden` with `inline-flex`), and a caller's `className` must not
 * restate what a component sets (Card's `gap-4`): write the alternatives as a condition instead
 * (`active ? "bg-primary" : "bg-muted"`), a breakpoint variant (`max-sm:hidden`) or a component prop (Skeleton's
 * `rounded`, Button's `shape`). The site's component tests (test/setup.ts) and the browser tests check every rendered
 * element for such pairs.
 */
export const cx = (...inputs: ClassValue[]): string => clsx(inputs);
