import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { setHistoryGuard } from "../../lib/history-guard";
import { isPlainClick } from "../../lib/plain-click";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";

interface UnsavedChanges {
  /** Mark one editor (by id) as holding unsaved text, or not. */
  setDirty(id: string, dirty: boolean): void;
  /** Ask whether to discard unsaved text; resolves true when the admin chooses to leave. */
  confirmDiscard(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** The link a click would follow inside the app, or null (other windows, downloads, modified clicks). */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download"))
    return null;
  if (anchor.origin !== window.location.origin) return null;
  return anchor;
}

/** The position the router's browser and hash histories keep in each history entry's state (`idx`, as React Router keeps it). */
function historyIndex(state: unknown): number | null {
  const idx = typeof state === "object" && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === "number" ? idx : null;
}

/**
 * Guards unsaved text across the admin: while any editor is dirty, following a link inside the app, going
 * Back or Forward, or closing the window asks first ("Discard unsaved changes?"), and editors ask the same
 * before closing a dialog (`useUnsavedChanges().confirmDiscard`).
 *
 * The hosts mount the admin in a BrowserRouter (site) or a HashRouter (desktop) with no navigation blocker, so
 * this does what one would: a confirmed link is clicked again, and a history step is caught before the router
 * sees it (lib/history-guard.ts), undone with `history.go`, and replayed if the admin chooses to leave.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const bypass = useRef(false);
  /** The history position of the screen on show, and whether the next history step is our own undo. */
  const shownIndex = useRef<number | null>(null);
  const undoing = useRef(false);
  const location = useLocation();
  useEffect(() => {
    shownIndex.current = historyIndex(window.history.state);
  }, [location]);
  const [pending, setPending] = useState<((leave: boolean) => void) | null>(null);

  const confirmDiscard = useCallback(
    () => (dirty.current.size === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => setPending(() => resolve))),
    [],
  );

  const setDirty = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
  }, []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (bypass.current || dirty.current.size === 0) return;
      const anchor = inAppLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => (leave: boolean) => {
        if (!leave) return;
        dirty.current.clear();
        bypass.current = true;
        try {
          anchor.click();
        } finally {
          bypass.current = false;
        }
      });
    };
    // Runs before the router's popstate listener (lib/history-guard.ts): a blocked step never reaches it.
    const onPopState = (event: PopStateEvent) => {
      if (undoing.current) {
        undoing.current = false;
        return "block" as const;
      }
      if (dirty.current.size === 0) return "allow" as const;
      const from = shownIndex.current;
      const to = historyIndex(event.state);
      if (from === null || to === null || from === to) return "allow" as const;
      undoing.current = true;
      window.history.go(from - to);
      setPending(() => (leave: boolean) => {
        if (!leave) return;
        dirty.current.clear();
        window.history.go(to - from);
      });
      return "block" as const;
    };
    const clearHistoryGuard = setHistoryGuard(onPopState);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      clearHistoryGuard();
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  const answer = (leave: boolean) => {
    const resolve = pending;
    setPending(null);
    resolve?.(leave);
  };

  const value = useMemo(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && answer(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
            <AlertDialogDescription>You have text that is not saved yet. If you leave now, it will be lost.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => answer(false)}>Keep editing</AlertDialogCancel>
            <AlertDialogAction onClick={() => answer(true)}>Discard changes</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </UnsavedChangesContext.Provider>
  );
}

/** Outside the provider (e.g. a component rendered on its own in a test) nothing is guarded. */
const unguarded: UnsavedChanges = { setDirty: () => {}, confirmDiscard: () => Promise.resolve(true) };

export function useUnsavedChanges(): UnsavedChanges {
  return useContext(UnsavedChangesContext) ?? unguarded;
}

/** Registers this editor's unsaved state with the guard while mounted. */
export function useGuardUnsaved(isDirty: boolean) {
  const id = useId();
  const { setDirty } = useUnsavedChanges();
  useEffect(() => {
    setDirty(id, isDirty);
    return () => setDirty(id, false);
  }, [id, isDirty, setDirty]);
}
