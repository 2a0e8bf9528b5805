import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "../../components/ui/button";

const root = () => document.documentElement;
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
};
const isDark = () => root().classList.contains("dark");

/**
 * The theme button. The inline theme script (public/theme-init.js, in every page's head) applies the stored theme
 * before the first paint and handles every click on a `data-theme-toggle` button: the button works from the moment
 * it is painted, before this code has arrived, and nothing else switches the theme (docs/decisions/0040). This
 * component renders the button and names its action after the `dark` class on <html>: prerendered HTML cannot know
 * the stored theme, so the server and hydration render the light one's label (the icon follows the class in CSS).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      shape="round"
      className={className}
      data-theme-toggle=""
      // The inline script renames the button when a tap switches the theme before hydration.
      suppressHydrationWarning
      aria-label={`Switch to ${dark ? "light" : "dark"} theme`}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
