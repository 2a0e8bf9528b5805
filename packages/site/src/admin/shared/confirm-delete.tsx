import { Trash2 } from "lucide-react";
import type { ReactElement } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { WithTooltip } from "./with-tooltip";

function MaybeTooltip({ label, children }: { label: string | null; children: ReactElement }) {
  return label ? <WithTooltip label={label}>{children}</WithTooltip> : children;
}

/** A delete button that asks first (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDelete({
  triggerLabel,
  title,
  description = "This cannot be undone.",
  onConfirm,
  pending = false,
  withText = false,
}: {
  /** Accessible name of the trigger, e.g. "Delete Shoe Tree". */
  triggerLabel: string;
  title: string;
  description?: string;
  onConfirm: () => void;
  pending?: boolean;
  withText?: boolean;
}) {
  return (
    <AlertDialog>
      <MaybeTooltip label={withText ? null : triggerLabel}>
        <AlertDialogTrigger asChild>
          <Button
            variant={withText ? "outline" : "ghost"}
            size={withText ? "sm" : "icon"}
            aria-label={triggerLabel}
            disabled={pending}
            className={withText ? "text-destructive" : "text-destructive hover:text-destructive"}
          >
            <Trash2 aria-hidden="true" />
            {withText ? "Delete" : null}
          </Button>
        </AlertDialogTrigger>
      </MaybeTooltip>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
