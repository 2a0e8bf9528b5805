import { useCallback } from "react";

/**
 * The ref of a controlled text box on a server-rendered page. A visitor can type into the box before React hydrates
 * it (the layout hydrates first; a lazy page when its code arrives): React then keeps the typed text in the box but
 * not in state, and nothing that follows the state sees it. On hydration this hands the box's text to `setValue`.
 * A controlled box's `defaultValue` is the value React last rendered, so they differ only if typed outside React.
 */
export function useTypedBeforeHydration(setValue: (value: string) => void) {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (input && input.value !== input.defaultValue) setValue(input.value);
    },
    [setValue],
  );
}
