import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThemeToggle } from "./theme-toggle";
import { useApplyTheme } from "./use-theme";
import { ThemeProvider } from "./theme-state";

function Harness() {
  useApplyTheme();
  return <ThemeToggle />;
}

const renderToggle = () =>
  render(
    <ThemeProvider>
      <Harness />
    </ThemeProvider>,
  );

describe("theme toggle", () => {
  it("defaults to light with no class on <html>", () => {
    renderToggle();
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("switches to dark, stores 'dark' under 'theme' and sets the class, then back to light", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("starts from the stored theme after a reload", () => {
    localStorage.setItem("theme", "dark");
    renderToggle();
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("hydrates build-time HTML for a visitor whose stored theme is dark, then names the right action", async () => {
    // At build time no theme is stored: the prerendered button is the light one.
    const html = renderToString(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    localStorage.setItem("theme", "dark");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    container.remove();
  });
});
