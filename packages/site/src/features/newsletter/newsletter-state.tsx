import { createContext, use, useMemo, useRef, useState, type ReactNode } from "react";

interface NewsletterPanelState {
  /** Whether the newsletter panel is visible (UI state only). */
  isOpen: boolean;
  /** Opens the panel, after `delayMs` when given (toggle: 150 ms, #newsletter hash: 300 ms). */
  openAfter: (delayMs?: number) => void;
  /** Closes the panel at once and cancels any pending open. */
  close: () => void;
}

const NewsletterPanelContext = createContext<NewsletterPanelState | null>(null);

/**
 * The newsletter panel's open state, with a pending delayed open that a close (or a newer open) cancels. React state
 * rather than jotai, whose store would add to the public pages' start-up code (docs/decisions/0022).
 */
export function NewsletterPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The controls never change, so an effect that uses them runs once.
  const controls = useMemo(() => {
    const cancelPending = () => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    };
    return {
      openAfter: (delayMs = 0) => {
        cancelPending();
        if (delayMs <= 0) return setOpen(true);
        pending.current = setTimeout(() => {
          pending.current = null;
          setOpen(true);
        }, delayMs);
      },
      close: () => {
        cancelPending();
        setOpen(false);
      },
    };
  }, []);
  const state = useMemo<NewsletterPanelState>(() => ({ isOpen, ...controls }), [isOpen, controls]);
  return <NewsletterPanelContext value={state}>{children}</NewsletterPanelContext>;
}

export function useNewsletterPanelState(): NewsletterPanelState {
  const state = use(NewsletterPanelContext);
  if (!state) throw new Error("useNewsletterPanelState needs a NewsletterPanelProvider (app/providers.tsx)");
  return state;
}
