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

/** A button (`trigger`) that asks before it acts (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmAction({
  trigger,
  tooltip = null,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactElement;
  /** A tooltip for a trigger that shows an icon only. */
  tooltip?: string | null;
  title: string;
  description: string;
  cancelLabel?: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <MaybeTooltip label={tooltip}>
        <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      </MaybeTooltip>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A delete button that asks first. */
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
  const button = (
    <Button
      variant={withText ? "outline" : "ghostDestructive"}
      size={withText ? "sm" : "icon"}
      aria-label={triggerLabel}
      disabled={pending}
      className={withText ? "text-destructive" : undefined}
      title={withText ? triggerLabel : undefined}
    >
      <Trash2 aria-hidden="true" />
      {withText ? <span data-slot="button-label">Delete</span> : null}
    </Button>
  );
  return (
    <ConfirmAction
      trigger={button}
      tooltip={withText ? null : triggerLabel}
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
