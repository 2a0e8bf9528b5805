import { createContext, use, useMemo, useState, type ReactNode } from "react";

export type Theme = "light" | "dark";

/** Stored as the raw words 'light' / 'dark' under 'theme' (public/theme-init.js reads the same key). */
export const THEME_STORAGE_KEY = "theme";

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light"; // storage unavailable (private mode, blocked, the server): the default
  }
}

function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the theme still applies for this visit */
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * The current theme: the stored one (default light) until changed; every change is stored. UI state of the public
 * pages, held in React state rather than jotai, whose store would add ~5 KB to their start-up code (the admin keeps
 * jotai for its own state).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? readStoredTheme();
  const state = useMemo<ThemeState>(
    () => ({
      theme,
      setTheme: (next) => {
        setChosen(next);
        storeTheme(next);
      },
    }),
    [theme],
  );
  return <ThemeContext value={state}>{children}</ThemeContext>;
}

export function useThemeState(): ThemeState {
  const state = use(ThemeContext);
  if (!state) throw new Error("useThemeState needs a ThemeProvider (app/providers.tsx)");
  return state;
}
