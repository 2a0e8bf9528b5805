import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { themeAtom, toggleThemeAtom } from "./theme.atoms";

/** Keeps the `dark` class (and color-scheme) on <html> in step with the theme atom. */
export function useApplyTheme() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
  }, [theme]);
}

export function useTheme() {
  return { theme: useAtomValue(themeAtom), toggleTheme: useSetAtom(toggleThemeAtom) };
}
