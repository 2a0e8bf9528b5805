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
  // The answer it reports may take a busy machine long (an upload converts pictures): wait for it, not for a time.
  await toast.waitFor({ state: "visible", timeout: 90_000 });
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

/** The admin API through a bearer session (as the desktop app signs in): what a test adds, it removes. */
export async function adminApi() {
  const base = inject("baseURL");
  const login = await fetch(new URL("/api/admin/login", base), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: inject("adminPassword"), mode: "token" }),
  });
  expect(login.status, "login").toBe(200);
  const { token } = (await login.json()) as { token: string };
  const call = async <T = { id: number }>(method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
    return response.status === 204 ? null : ((await response.json()) as T);
  };
  return {
    call,
    logout: () => fetch(new URL("/api/admin/logout", base), { method: "POST", headers: { Authorization: `Bearer ${token}` } }),
  };
}

/** `count` products of a display case from an example shop, titled `E2E {name} Case …`: their ids, to delete after. */
export async function addProducts(admin: Awaited<ReturnType<typeof adminApi>>, count: number, name: string): Promise<number[]> {
  const run = Date.now().toString(36);
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const created = await admin.call("POST", "/api/products", {
      title: `E2E ${name} Case ${run} ${n}`,
      price: "19.99",
      imageUrl: "/images/products/display-case.webp",
      productUrl: `https://example.com/${name.toLowerCase()}-${run}-${n}`,
      sourceStore: "Example Shop",
      category: "sneaker-accessories",
    });
    ids.push(created?.id ?? 0);
  }
  return ids;
}
