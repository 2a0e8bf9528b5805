import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        brand: "bg-brand text-brand-foreground hover:bg-brand/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        ghostDestructive: "text-destructive hover:bg-accent",
        link: "text-foreground underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "min-h-11 px-6 py-2 text-base",
        icon: "size-10 text-sm",
      },
      shape: {
        default: "rounded-md",
        round: "rounded-full",
      },
      /**
       * On one line, or (a large link on its own, whose words may be longer than the narrowest phone is wide) on as
       * many as the width allows: a large button's height is a minimum, so a second line makes it taller.
       */
      wrap: {
        false: "whitespace-nowrap",
        true: "max-w-full text-center text-balance",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default", wrap: false },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A button. A link that looks like one takes the classes instead (`<Link className={buttonVariants({ size: "sm" })}>`),
 * which needs no Slot and no class merging: cva joins its `className` option after the variant's classes.
 */
export function Button({ className, variant, size, shape, wrap, ...props }: ButtonProps) {
  return <button data-slot="button" className={cx(buttonVariants({ variant, size, shape, wrap }), className)} {...props} />;
}
