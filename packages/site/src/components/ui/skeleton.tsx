import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

const ROUNDED = { md: "rounded-md", xl: "rounded-xl", none: "rounded-none" } as const;

/**
 * A loading placeholder; decorative, so hidden from assistive technology (announce loading elsewhere). Its corners
 * are a prop, not a class to override, so public pages need no class merging (lib/class-names).
 */
export function Skeleton({ className, rounded = "md", ...props }: ComponentProps<"div"> & { rounded?: keyof typeof ROUNDED }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cx("animate-pulse bg-muted motion-reduce:animate-none", ROUNDED[rounded], className)}
      {...props}
    />
  );
}
