import { useEffectEvent, useLayoutEffect, useMemo } from "react";
import { useLocation, useNavigationType } from "react-router";

const KEY = "history-entry-memo";

/** What a page noted as the visitor left a history entry: its own state and where it was scrolled to. */
export type EntryMemo<T> = T & { scrollY: number };

/** What was noted for each history entry of this tab, by its router key (session storage: it outlives a reload). */
function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What `useNoteOnLeave` noted for this history entry, when the visitor comes back to it by Back or Forward (null on a
 * new visit): a page's state that the history should bring back, such as the pages "Show more" appended.
 */
export function useEntryMemo<T>(): EntryMemo<T> | null {
  const { key } = useLocation();
  const back = useNavigationType() === "POP";
  return useMemo(() => (back ? ((readAll()[key] as EntryMemo<T> | undefined) ?? null) : null), [key, back]);
}

/**
 * Notes `value` and the scroll position for this history entry as the visitor leaves it (another address in the app,
 * or another site), for `useEntryMemo` on the way back. The last 50 entries are kept.
 */
export function useNoteOnLeave<T extends object>(value: T): void {
  const { key } = useLocation();
  const note = useEffectEvent(() => ({ ...value, scrollY: Math.round(window.scrollY) }));
  useLayoutEffect(() => {
    const save = () => {
      try {
        const all = readAll();
        delete all[key];
        all[key] = note();
        const keys = Object.keys(all);
        for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete all[old];
        window.sessionStorage.setItem(KEY, JSON.stringify(all));
      } catch {
        // No storage (a private mode, full): Back shows the entry as a new visit would.
      }
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [key]);
}
