import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

/**
 * The toast titled `title` is visible; it is then dismissed so it cannot cover (and, hovered, keep alive
 * over) the next control to click. Found by its parts, not by role: while a modal dialog is open, Radix
 * hides everything outside it (the toast viewport too) from the accessibility tree.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-slot="toast"]').filter({
    has: page.locator('[data-slot="toast-title"]').getByText(title, { exact: true }),
  });
  await toast.waitFor({ state: "visible" });
  if (description !== undefined) {
    expect(await toast.locator('[data-slot="toast-description"]').innerText()).toBe(description);
  }
  // On a slow machine the toast may time out (5 s) before the click lands; either way it must go.
  await toast
    .locator('[data-slot="toast-close"]')
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: "hidden" });
}

/** Sign in through the gate's form at `path`, then wait for the screen's heading. */
export async function signIn(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Password").fill(inject("adminPassword"));
  await page.getByRole("button", { name: "Log in" }).click();
  await expectToast(page, "Login successful");
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}
