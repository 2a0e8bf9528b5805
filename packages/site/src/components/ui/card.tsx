import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

const GAP = { 2: "gap-2", 3: "gap-3", 4: "gap-4" } as const;

/**
 * A card: a column of its parts (`row`: side by side) `gap` apart. Direction and gap are props, not classes to
 * override: classes are joined, never merged (lib/class-names).
 */
export function Card({ className, gap = 4, row = false, ...props }: ComponentProps<"div"> & { gap?: keyof typeof GAP; row?: boolean }) {
  return (
    <div
      data-slot="card"
      className={cx("flex rounded-xl border bg-card text-card-foreground shadow-sm", row ? "flex-row" : "flex-col", GAP[gap], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cx("flex flex-col gap-1.5 px-5 pt-5", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-title" className={cx("font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-description" className={cx("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cx("px-5", className)} {...props} />;
}
