import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";

export type Theme = "light" | "dark";

/** Stored as the raw words 'light' / 'dark' under 'theme' (public/theme-init.js reads the same key). */
export const THEME_STORAGE_KEY = "theme";

const parseTheme = (value: string | null): Theme => (value === "dark" ? "dark" : "light");

const rawStorage = {
  getItem: (key: string, initialValue: Theme): Theme => {
    try {
      const value = localStorage.getItem(key);
      return value === null ? initialValue : parseTheme(value);
    } catch {
      return initialValue;
    }
  },
  setItem: (key: string, value: Theme) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable (private mode): the theme still applies for this visit */
    }
  },
  removeItem: (key: string) => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

export const themeAtom = atomWithStorage<Theme>(THEME_STORAGE_KEY, "light", rawStorage, { getOnInit: true });

export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === "dark" ? "light" : "dark");
});
