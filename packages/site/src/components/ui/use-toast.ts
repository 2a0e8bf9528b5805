import { createContext, useContext, useSyncExternalStore, type ReactElement } from "react";
import type { ToastVariant } from "./toast";

/** One toast visible at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A follow-up control beside the text, e.g. a `<ToastAction altText=… asChild>` wrapping a link. */
  action?: ReactElement;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
  toast(input: ToastInput): string;
  dismiss(id?: string): void;
  /** Clears pending removal timers (the host unmounted). */
  dispose(): void;
}

/** A toast store per toaster (no module-level state, so two hosts or two tests never share toasts). */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    toast(input) {
      counter += 1;
      const id = String(counter);
      emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
      return id;
    },
    dismiss,
    dispose() {
      for (const timer of removalTimers.values()) clearTimeout(timer);
      removalTimers.clear();
    },
  };
}

export const ToastStoreContext = createContext<ToastStore | null>(null);

function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error("useToast must be used inside <Toaster>");
  return store;
}

/** Show and dismiss toasts of the nearest <Toaster>. */
export function useToast() {
  const store = useToastStore();
  return { toast: store.toast, dismiss: store.dismiss };
}

/** The current toasts (for the toaster that renders them). */
export function useToasts(): readonly ToastItem[] {
  const store = useToastStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
