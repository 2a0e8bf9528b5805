import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useGuardUnsaved, useUnsavedChanges } from "./unsaved-changes";

/**
 * Focus goes back to the control that opened a dialog once it is gone. The admin's dialogs are mounted while open
 * and unmounted to close (no Radix trigger to return to), so the opener is noted when the dialog mounts and focused
 * again after it unmounts, if it is still on the page.
 */
export function useReturnFocus() {
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // After Radix's own focus handling of the unmount (which falls back to the body).
      setTimeout(() => {
        if (opener.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
}

/**
 * An open add/edit dialog around one form, with Cancel and a submit button that spins while saving.
 * While the form is `dirty`, closing it (Cancel, Escape, a click outside) asks before discarding.
 * Once closed, focus is back on the button that opened it.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  dirty = false,
  submitDisabled = false,
  wide = false,
  formLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  /** The form holds changes that are not saved. */
  dirty?: boolean;
  /** Blocks submitting besides `pending` (e.g. text over its limit). */
  submitDisabled?: boolean;
  /** A wider dialog, for a form with fields side by side. */
  wide?: boolean;
  formLabel?: string;
  children: ReactNode;
}) {
  const { confirmDiscard } = useUnsavedChanges();
  useGuardUnsaved(dirty);
  useReturnFocus();
  const requestClose = async () => {
    if (!dirty || (await confirmDiscard())) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && void requestClose()}>
      <DialogContent width={wide ? "2xl" : "xl"}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={formLabel}>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => void requestClose()}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitDisabled || pending}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
