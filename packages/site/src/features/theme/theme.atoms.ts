import { atom } from "jotai";

export type Theme = "light" | "dark";

/** Stored as the raw words 'light' / 'dark' under 'theme' (public/theme-init.js reads the same key). */
export const THEME_STORAGE_KEY = "theme";

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light"; // storage unavailable (private mode, blocked): the default
  }
}

function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the theme still applies for this visit */
  }
}

const baseThemeAtom = atom<Theme | null>(null);

/** The current theme: the stored one (default light) until changed; every change is stored. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom) ?? readStoredTheme(),
  (_get, set, theme: Theme) => {
    set(baseThemeAtom, theme);
    storeTheme(theme);
  },
);

export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === "dark" ? "light" : "dark");
});
