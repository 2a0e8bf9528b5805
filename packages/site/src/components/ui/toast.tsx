import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

/** Toasts show for 5000 ms and close on a swipe to the right past 50 px; F8 (Radix default) focuses them. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = "right",
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} {...props} />;
}

/**
 * Where toasts appear, clear of what the admin works with: from `sm` on at the bottom left (page titles and
 * Add buttons sit at the top right; dialogs are centred, their buttons at the bottom right); on phones at
 * the top, over the header for the few seconds a toast shows. The empty viewport lets clicks through;
 * the toasts themselves take them.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cx(
        "pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:right-auto sm:bottom-0 sm:max-w-[380px]",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
    "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
    "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
  ].join(" "),
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cx(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cx("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cx("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({
  className,
  label = "Dismiss notification",
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label?: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cx(
        "absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cx(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}
