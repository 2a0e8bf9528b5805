import { atom } from "jotai";

/** Whether the newsletter panel is visible (UI state only). */
export const newsletterOpenAtom = atom(false);

/** A pending delayed open, so a close (or a newer open) can cancel it. */
const pendingOpenAtom = atom<ReturnType<typeof setTimeout> | null>(null);

/** Opens the panel, after `delayMs` when given (toggle: 150 ms, #newsletter hash: 300 ms). */
export const openNewsletterAtom = atom(null, (get, set, delayMs: number = 0) => {
  const pending = get(pendingOpenAtom);
  if (pending !== null) clearTimeout(pending);
  if (delayMs <= 0) {
    set(pendingOpenAtom, null);
    set(newsletterOpenAtom, true);
    return;
  }
  const timer = setTimeout(() => {
    set(pendingOpenAtom, null);
    set(newsletterOpenAtom, true);
  }, delayMs);
  set(pendingOpenAtom, timer);
});

/** Closes the panel at once and cancels any pending open. */
export const closeNewsletterAtom = atom(null, (get, set) => {
  const pending = get(pendingOpenAtom);
  if (pending !== null) clearTimeout(pending);
  set(pendingOpenAtom, null);
  set(newsletterOpenAtom, false);
});
