import type { ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip";

/** A visible hint for an icon-only control (its accessible name comes from its own aria-label). */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
