import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

/** A text box, as wide as its container (`fit`: as wide as its content, e.g. a date and time). */
export function Input({ className, type = "text", fit = false, ...props }: ComponentProps<"input"> & { fit?: boolean }) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cx(
        "flex h-10 min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors",
        "placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/40",
        fit ? "w-fit" : "w-full",
        className,
      )}
      {...props}
    />
  );
}
