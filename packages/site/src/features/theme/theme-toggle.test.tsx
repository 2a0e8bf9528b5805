import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import themeScript from "../../../public/theme-init.js?raw";
import { ThemeToggle } from "./theme-toggle";

/** The inline theme script of every page's head, run as the browser runs it (its click listener removed after). */
let removeListener = () => {};
function runThemeScript() {
  const add = vi.spyOn(document, "addEventListener");
  new Function(themeScript)();
  const listener = add.mock.calls.find(([type]) => type === "click")?.[1];
  if (!listener) throw new Error("theme-init.js listens to no click");
  removeListener = () => document.removeEventListener("click", listener);
}
afterEach(() => removeListener());

const isDark = () => document.documentElement.classList.contains("dark");

describe("theme toggle", () => {
  it("defaults to light with no class on <html>", () => {
    runThemeScript();
    render(<ThemeToggle />);
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeInTheDocument();
    expect(isDark()).toBe(false);
  });

  it("switches to dark, stores 'dark' under 'theme' and sets the class, then back to light", async () => {
    const user = userEvent.setup();
    runThemeScript();
    render(<ThemeToggle />);
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");

    await user.click(await screen.findByRole("button", { name: "Switch to light theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(isDark()).toBe(false);
    await screen.findByRole("button", { name: "Switch to dark theme" });
  });

  it("switches without colour transitions, and has them back once the new colours are painted", async () => {
    runThemeScript();
    render(<ThemeToggle />);
    const root = document.documentElement;
    fireEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    // globals.css turns every transition off under this class.
    expect(root.classList.contains("theme-switching")).toBe(true);
    await vi.waitFor(() => expect(root.classList.contains("theme-switching")).toBe(false));
    expect(isDark()).toBe(true);
  });

  it("keeps the transitions off for a second tap made before the first one's colours were painted", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    try {
      runThemeScript();
      render(<ThemeToggle />);
      const root = document.documentElement;
      const toggle = screen.getByRole("button", { name: "Switch to dark theme" });
      fireEvent.click(toggle);
      vi.advanceTimersToNextFrame();
      // The first switch's frame is drawn, and the second tap comes before the task that would take the class away:
      // that task leaves it to the second switch, whose own frame has not been drawn yet.
      fireEvent.click(toggle);
      vi.advanceTimersByTime(1);
      expect(root.classList.contains("theme-switching")).toBe(true);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(root.classList.contains("theme-switching")).toBe(false);
      expect(isDark()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts from the stored theme after a reload", () => {
    localStorage.setItem("theme", "dark");
    runThemeScript();
    render(<ThemeToggle />);
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    expect(isDark()).toBe(true);
  });

  it("switches the theme from the server's HTML before React has started, and React then names the right action", async () => {
    // The prerendered button is the light one: no theme is known on the server.
    const html = renderToString(<ThemeToggle />);
    runThemeScript();
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    const button = screen.getByRole("button", { name: "Switch to dark theme" });
    // A tap before the page's code has arrived: the inline script alone switches the theme and renames the button.
    await userEvent.setup().click(button);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(button).toHaveAccessibleName("Switch to light theme");
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ThemeToggle />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    // Hydrated, a click is still the script's alone: one switch per click, never two.
    await userEvent.setup().click(button);
    expect(isDark()).toBe(false);
    await screen.findByRole("button", { name: "Switch to dark theme" });
    container.remove();
  });
});

describe("product cards asleep at start (docs/decisions/0066)", () => {
  const asleep = () => document.documentElement.classList.contains("cards-asleep");

  it("lets them sleep from before the first paint until the first scroll", () => {
    runThemeScript();
    expect(asleep()).toBe(true);
    window.dispatchEvent(new Event("scroll"));
    expect(asleep()).toBe(false);
  });
});
