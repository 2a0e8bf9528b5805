import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and resolves Tailwind conflicts, the later class winning (`cn("px-2", "px-4")` is `px-4`).
 * For the admin and its own components only: public code uses `cx` (lib/class-names), which leaves tailwind-merge
 * out of the public pages' start-up code.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
