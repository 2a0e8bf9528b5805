import { useEffect } from "react";
import { useThemeState } from "./theme-state";

/** Keeps the `dark` class (and color-scheme) on <html> in step with the theme. */
export function useApplyTheme() {
  const { theme } = useThemeState();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
  }, [theme]);
}

export function useTheme() {
  const { theme, setTheme } = useThemeState();
  return { theme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
