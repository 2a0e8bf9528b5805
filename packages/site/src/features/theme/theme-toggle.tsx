import { Moon, Sun } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import { useTheme } from "./use-theme";

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  // Prerendered HTML cannot know the stored theme: the icon follows the `dark` class that theme-init.js sets
  // on <html> before the first paint, and the label reads the stored theme once the page has hydrated.
  const current = useHydrated() ? theme : "light";
  const next = current === "dark" ? "light" : "dark";
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      shape="round"
      className={className}
      aria-label={`Switch to ${next} theme`}
      onClick={toggleTheme}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
