import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "../../lib/class-names";

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cx("flex flex-col gap-4", className)} {...props} />;
}

/** `wrap`: tabs that do not fit the width go on to another row (many tabs on a phone) instead of widening the page. */
export function TabsList({ className, wrap = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { wrap?: boolean }) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cx(
        "inline-flex w-fit max-w-full items-center rounded-lg bg-muted p-1 text-muted-foreground",
        wrap ? "h-auto flex-wrap [&>[data-slot=tabs-trigger]]:h-9" : "h-11",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(
        "inline-flex h-full items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted",
        "hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cx("outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-md", className)}
      {...props}
    />
  );
}
