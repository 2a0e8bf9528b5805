import { useMediaQuery } from "./use-media-query";

/** True when the visitor asked for reduced motion: carousels then stop auto-advancing. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
