import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

const SIZE = { 4: "size-4", 5: "size-5", 6: "size-6" } as const;

/** A spinning indicator. Decorative: pair it with visible text (or pass a `label` to announce it). */
export function Spinner({ className, label, size = 4, ...props }: ComponentProps<"svg"> & { label?: string; size?: keyof typeof SIZE }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(SIZE[size], "animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    />
  );
}
