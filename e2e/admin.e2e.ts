import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectToast, signIn } from "./support/admin";
import { openPage, screenshot, sidewaysOverflow, useBrowser, type Watched } from "./support/browser";
import { startBuiltServer, fetchPolitely } from "./support/server";
import { deferred } from "../packages/core/src/testing/deferred";

/**
 * The admin console (its screens and their exact texts) driven as a user would, by role and label, in
 * headless Chromium against the built server. Every test signs in on its own and works on records it
 * creates with a name unique to this run, so the tests do not depend on each other or on demo counts.
 */

const RUN = Date.now().toString(36);
const LONG = 120_000;

/** Waits longer than vitest's 1 s default: the shared machine is slow. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

/** A same-origin image the server really serves (no network in tests). */
const imageUrl = (baseURL: string) => `${baseURL}/images/products/display-case.webp`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The public store card's shop button: its name is the label, then ': {store} (opens in a new tab)'. */
const shopButton = (page: Page, label: "Shop Now" | "Visit Site", store: string) =>
  page.getByRole("link", { name: new RegExp(`^${label}\\s*: ${escapeRegExp(store)} \\(opens in a new tab\\)$`) });

async function isAdmin(w: Watched): Promise<boolean> {
  const response = await w.context.request.get("/api/admin/status");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { isAdmin: boolean }).isAdmin;
}

/** What an anonymous visitor gets (no cookies), straight from the server. */
async function publicJson<T>(path: string): Promise<T> {
  const response = await fetchPolitely(new URL(path, inject("baseURL")));
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The fields of GET /api/stores this suite reads. */
interface PublicStore {
  id: number;
  name: string;
  city: string;
  website: string | null;
  rakutenMerchantId: string | null;
}

/** An unbroken token as long as a tracking URL, which user text may well contain. */
const LONG_TOKEN = `https://example.com/track?ref=${"a1b2c3d4".repeat(15)}`;

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

describe("admin console", () => {
  const browser = useBrowser();

  it(
    "gate: checking, a wrong password, then the right one",
    async () => {
      // The browser logs the expected 401 of the wrong password as a console error.
      const w = await openPage(browser(), { allow: [/status of 401/] });
      const { page } = w;
      // Hold the first status answer so the checking state is really on screen.
      const statusHeld = deferred();
      // Later status checks pass straight through (the promise is settled by then).
      await page.route("**/api/admin/status", async (route) => {
        await statusHeld.promise;
        await route.continue();
      });
      await page.goto("/admin");
      const checking = page.getByRole("status").filter({ hasText: "Checking authentication..." });
      await checking.waitFor({ state: "visible" });
      await screenshot(page, "admin-gate-checking-light-desktop");
      statusHeld.resolve();

      const passwordField = page.getByLabel("Password");
      await passwordField.waitFor();
      expect(await checking.count()).toBe(0);
      expect(await passwordField.getAttribute("type")).toBe("password");
      await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
      await screenshot(page, "admin-login-light-desktop");

      await passwordField.fill("definitely-wrong");
      await page.getByRole("button", { name: "Log in" }).click();
      await expectToast(page, "Invalid password");
      expect(await page.getByRole("heading", { level: 1, name: "Manage Products" }).count()).toBe(0);
      expect(await isAdmin(w)).toBe(false);

      await passwordField.fill(inject("adminPassword"));
      await page.getByRole("button", { name: "Log in" }).click();
      await expectToast(page, "Login successful");
      await page.getByRole("heading", { level: 1, name: "Manage Products" }).waitFor();
      expect(await isAdmin(w)).toBe(true);
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "products: extract, validation errors, add, edit and delete",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin", "Manage Products");
      await page.locator('[data-testid="product-placeholder"]').first().waitFor({ state: "detached" });
      await screenshot(page, "admin-products-light-desktop");

      await page.getByRole("button", { name: "Add Product" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add Product" });
      await dialog.waitFor();
      // The catalogue defaults (core PRODUCT_DEFAULTS).
      expect(await field(dialog, "Store").inputValue()).toBe("Amazon");
      expect(await field(dialog, "Rating (0–5)").inputValue()).toBe("4.5");
      expect(await field(dialog, "Review count").inputValue()).toBe("0");
      expect(await field(dialog, "Category").inputValue()).toBe("sneaker-accessories");

      // A non-Amazon link: the store is named from the host, no ASIN.
      await field(dialog, "Product URL").fill("https://www.walmart.com/ip/e2e-sneaker-shield/123456");
      await dialog.getByRole("button", { name: "Extract" }).click();
      // The e2e server may not fetch the page (no network): the toast says so, and what was filled.
      await expectToast(
        page,
        "Walmart product detected!",
        "The product page could not be read. Only the store and the link were filled: please enter the title, price and image URL manually",
      );
      expect(await field(dialog, "Store").inputValue()).toBe("Walmart");
      expect(await field(dialog, "Amazon ASIN").inputValue()).toBe("");
      expect(await field(dialog, "Product URL").inputValue()).toBe("https://www.walmart.com/ip/e2e-sneaker-shield/123456");

      // An Amazon link: the ASIN, the store and the canonical URL are prefilled.
      await field(dialog, "Product URL").fill("https://www.amazon.com/dp/B0TEST1234");
      await dialog.getByRole("button", { name: "Extract" }).click();
      await expectToast(page, "ASIN extracted successfully!");
      expect(await field(dialog, "Amazon ASIN").inputValue()).toBe("B0TEST1234");
      expect(await field(dialog, "Store").inputValue()).toBe("Amazon");
      expect(await field(dialog, "Product URL").inputValue()).toBe("https://www.amazon.com/dp/B0TEST1234");
      // The category is a choice from the catalogue's list.
      await field(dialog, "Category").selectOption({ label: "Laces" });
      await screenshot(page, "admin-product-dialog-light-desktop");

      const title = `E2E Lace Locks ${RUN}`;
      const submit = dialog.getByRole("button", { name: "Add Product" });

      // Blank title.
      await field(dialog, "Title").fill("");
      await field(dialog, "Price").fill("12.34");
      await field(dialog, "Image URL").fill(imageUrl(w.baseURL));
      await submit.click();
      await expectToast(page, "Title required", "Please enter the product title from Amazon");
      await dialog.getByText("Title required. Please enter the product title from Amazon").waitFor();
      expect(await field(dialog, "Title").getAttribute("aria-invalid")).toBe("true");

      // Blank price.
      await field(dialog, "Title").fill(title);
      await field(dialog, "Price").fill("");
      await submit.click();
      await expectToast(page, "Price required", "Please enter the full product price from Amazon");
      await dialog.getByText("Price required. Please enter the full product price from Amazon").waitFor();

      // A placeholder image.
      await field(dialog, "Price").fill("12.34");
      await field(dialog, "Image URL").fill("https://via.placeholder.com/300");
      await submit.click();
      await expectToast(page, "Image URL required", "Please replace the placeholder with the actual Amazon product image URL");
      await screenshot(page, "admin-product-dialog-errors-light-desktop");
      expect(await dialog.isVisible()).toBe(true);

      // Valid: added with the one URL pasted above, the dialog closes, the row is in the table.
      await field(dialog, "Image URL").fill(imageUrl(w.baseURL));
      await submit.click();
      await expectToast(page, "Product added successfully");
      await dialog.waitFor({ state: "detached" });
      const card = page.getByRole("row", { name: title, exact: true });
      await card.waitFor();
      expect(await card.getByText("$12.34").isVisible()).toBe(true);
      expect(await card.getByText("B0TEST1234").isVisible()).toBe(true);
      expect(await card.getByText("Laces", { exact: true }).isVisible()).toBe(true);
      // Newest first: the product just added is the table's first row.
      expect(await page.getByRole("row").nth(1).getAttribute("aria-label")).toBe(title);
      // Search finds it among the demo catalogue; sorting by price orders the rows by price (both done by the
      // server: the rows change once its answer is in).
      const search = page.getByRole("searchbox", { name: "Search products" });
      await search.fill(`lace locks ${RUN}`);
      await poll(() => page.getByRole("row").count()).toBe(2);
      await screenshot(page, "admin-products-search-light-desktop");
      await search.fill("");
      await poll(() => page.getByRole("row").count()).toBeGreaterThan(4);
      await page.getByRole("button", { name: /^Price/ }).click();
      expect(await page.getByRole("columnheader", { name: /Price/ }).getAttribute("aria-sort")).toBe("descending");
      const prices = async () =>
        // The cell's amount (its "as of" date follows it).
        (await page.getByRole("row").locator("td:nth-child(2)").allInnerTexts()).map((p) =>
          Number(/\d[\d,]*(\.\d+)?/.exec(p)?.[0].replace(/,/g, "")),
        );
      await poll(async () => {
        const shown = await prices();
        return shown.length > 3 && shown.every((price, i) => i === 0 || shown[i - 1]! >= price);
      }).toBe(true);
      await page.getByRole("button", { name: /^Price/ }).click();
      expect(await page.getByRole("columnheader", { name: /Price/ }).getAttribute("aria-sort")).toBe("ascending");
      await screenshot(page, "admin-products-light-desktop");
      await page.getByRole("button", { name: "Newest first" }).click();

      // Public: the API and the home page list it.
      const listed = await publicJson<{ title: string }[]>("/api/products");
      expect(listed.map((p) => p.title)).toContain(title);
      const visitor = await openPage(browser());
      await visitor.page.goto("/");
      await visitor.page.getByText(title, { exact: true }).first().waitFor();
      visitor.expectClean();
      await visitor.context.close();

      // Opening Add again starts empty (the last save reset the form).
      await page.getByRole("button", { name: "Add Product" }).first().click();
      const fresh = page.getByRole("dialog", { name: "Add Product" });
      expect(await field(fresh, "Title").inputValue()).toBe("");
      expect(await field(fresh, "Amazon ASIN").inputValue()).toBe("");
      // Closing with typed text asks first; keeping it keeps the text, discarding closes.
      await field(fresh, "Title").fill("Half-typed");
      await page.keyboard.press("Escape");
      const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
      await ask.waitFor();
      await screenshot(page, "admin-unsaved-changes-light-desktop");
      await ask.getByRole("button", { name: "Keep editing" }).click();
      expect(await field(fresh, "Title").inputValue()).toBe("Half-typed");
      await fresh.getByRole("button", { name: "Cancel" }).click();
      await ask.getByRole("button", { name: "Discard changes" }).click();
      await fresh.waitFor({ state: "detached" });

      // Edit: prefilled, the URL editable but no extractor.
      await card.getByRole("button", { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Product" });
      await editDialog.waitFor();
      expect(await field(editDialog, "Title").inputValue()).toBe(title);
      expect(await field(editDialog, "Price").inputValue()).toBe("12.34");
      expect(await field(editDialog, "Product URL").inputValue()).toBe("https://www.amazon.com/dp/B0TEST1234");
      expect(await editDialog.getByRole("button", { name: "Extract" }).count()).toBe(0);
      const edited = `${title} v2`;
      await field(editDialog, "Title").fill(edited);
      await field(editDialog, "Price").fill("15.5");
      await editDialog.getByRole("button", { name: "Update Product" }).click();
      await expectToast(page, "Product updated successfully");
      await editDialog.waitFor({ state: "detached" });
      const editedCard = page.getByRole("row", { name: edited, exact: true });
      await editedCard.waitFor();
      expect(await editedCard.getByText("$15.50").isVisible()).toBe(true);
      expect(await page.getByRole("row", { name: title, exact: true }).count()).toBe(0);

      // Delete, after confirming.
      await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this product?" });
      await confirm.waitFor();
      await screenshot(page, "admin-product-delete-confirm-light-desktop");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Product deleted successfully");
      await editedCard.waitFor({ state: "detached" });
      const after = await publicJson<{ title: string }[]>("/api/products");
      expect(after.map((p) => p.title)).not.toContain(edited);

      w.expectClean();
      await w.context.close();
    },
    LONG * 2,
  );

  it(
    "social: affiliate programs add, edit and delete",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/social", "Social Media Marketing");
      const programsTab = page.getByRole("tab", { name: "Affiliate Programs" });
      expect(await programsTab.getAttribute("aria-selected")).toBe("true");

      const name = `E2E Lace Club ${RUN}`;
      await page.getByRole("button", { name: "Add Program" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Program" });
      await dialog.waitFor();
      expect(await field(dialog, "Commission percentage").inputValue()).toBe("30");
      expect(await field(dialog, "Category").inputValue()).toBe("general");
      await field(dialog, "Name").fill(name);
      await field(dialog, "Description").fill("Monthly lace subscription for sneakerheads.");
      await field(dialog, "Average commission ($)").fill("12.5");
      await field(dialog, "Price ($)").fill("49.99");
      await field(dialog, "Commission percentage").fill("25");
      await field(dialog, "Category").fill("laces");
      await field(dialog, "Notes (optional)").fill(`Cookie lasts 30 days ${LONG_TOKEN}`);
      await screenshot(page, "admin-program-dialog-light-desktop");
      await dialog.getByRole("button", { name: "Add Program" }).click();
      await expectToast(page, "Program added successfully");
      await dialog.waitFor({ state: "detached" });

      const card = page.getByRole("article", { name, exact: true });
      await card.waitFor();
      for (const text of [
        "laces",
        "Monthly lace subscription for sneakerheads.",
        "$12.50",
        "$49.99",
        "25%",
        `Notes: Cookie lasts 30 days ${LONG_TOKEN}`,
      ]) {
        expect(await card.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      }
      for (const label of ["Commission ($)", "Price ($)", "Commission %"]) {
        expect(await card.getByText(label, { exact: true }).isVisible(), label).toBe(true);
      }
      // Long unbroken text wraps inside the card instead of widening the page.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "admin-social-programs-light-desktop");

      await card.getByRole("button", { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Program" });
      await editDialog.waitFor();
      expect(await field(editDialog, "Name").inputValue()).toBe(name);
      await field(editDialog, "Commission percentage").fill("40");
      await editDialog.getByRole("button", { name: "Update Program" }).click();
      await expectToast(page, "Program updated successfully");
      await editDialog.waitFor({ state: "detached" });
      await card.getByText("40%", { exact: true }).waitFor();

      await card.getByRole("button", { name: `Delete ${name}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this program?" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Program deleted successfully");
      await card.waitFor({ state: "detached" });

      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "social: tweets add, edit and delete, with the 280 limit and badges",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/social", "Social Media Marketing");
      await page.getByRole("tab", { name: "Tweet Scheduler" }).click();
      await page.getByRole("heading", { level: 2, name: "Tweet Scheduler" }).waitFor();

      await page.getByRole("button", { name: "Compose Tweet" }).click();
      const dialog = page.getByRole("dialog", { name: "Compose Tweet" });
      await dialog.waitFor();
      const content = field(dialog, "Content");
      const save = dialog.getByRole("button", { name: "Save Tweet" });
      const counter = dialog.getByText(/^\d+\/280$/);
      expect(await field(dialog, "Status").inputValue()).toBe("draft");
      expect(await field(dialog, "Type").inputValue()).toBe("product");

      const prefix = `E2E tweet ${RUN} `;
      const tooLong = prefix.padEnd(281, "x");
      await content.fill(tooLong);
      await poll(() => counter.innerText()).toBe("281/280");
      expect(await save.isDisabled()).toBe(true);
      expect(await content.getAttribute("aria-invalid")).toBe("true");
      await dialog.getByText("Content must be at most 280 characters").waitFor();
      await screenshot(page, "admin-tweet-over-limit-light-desktop");

      const exact = tooLong.slice(0, 280);
      await content.fill(exact);
      await poll(() => counter.innerText()).toBe("280/280");
      expect(await save.isEnabled()).toBe(true);

      await field(dialog, "Status").selectOption("scheduled");
      await field(dialog, "Type").selectOption("affiliate");
      await field(dialog, "Date").fill("2030-06-15");
      await field(dialog, "Time").fill("14:30");
      await save.click();
      await expectToast(page, "Tweet created successfully");
      await dialog.waitFor({ state: "detached" });

      const card = page.getByRole("article", { name: `Tweet: ${exact.slice(0, 60)}` });
      await card.waitFor();
      expect(await card.getByText(exact, { exact: true }).isVisible()).toBe(true);
      const status = card.locator('[data-slot="badge"]').filter({ hasText: /^Scheduled$/ });
      expect(await status.getAttribute("class")).toContain("bg-secondary");
      expect(await card.getByText("Affiliate", { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText("Twitter", { exact: true }).isVisible()).toBe(true);
      // 14:30 on 15 June 2030 on the site's clocks (SITE_TIMEZONE=America/Los_Angeles), whatever the browser's zone.
      expect(await card.locator("time").getAttribute("datetime")).toBe("2030-06-15T21:30:00.000Z");
      expect(await card.locator("time").innerText()).toMatch(/2:30\sPM/);
      // 280 characters without a space wrap inside the card instead of widening the page.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "admin-social-tweets-light-desktop");

      await card.getByRole("button", { name: "Edit tweet" }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Tweet" });
      await editDialog.waitFor();
      expect(await field(editDialog, "Content").inputValue()).toBe(exact);
      expect(await field(editDialog, "Date").inputValue()).toBe("2030-06-15");
      expect(await field(editDialog, "Time").inputValue()).toBe("14:30");
      const edited = `${prefix}edited`;
      await field(editDialog, "Content").fill(edited);
      await poll(() => editDialog.getByText(/^\d+\/280$/).innerText()).toBe(`${edited.length}/280`);
      // Published is X's answer, never the admin's choice.
      expect(await field(editDialog, "Status").locator("option").allInnerTexts()).toEqual(["Draft", "Scheduled"]);
      await field(editDialog, "Status").selectOption("draft");
      await editDialog.getByRole("button", { name: "Save Tweet" }).click();
      await expectToast(page, "Tweet updated successfully");
      await editDialog.waitFor({ state: "detached" });

      const editedCard = page.getByRole("article", { name: `Tweet: ${edited}` });
      await editedCard.waitFor();
      const draft = editedCard.locator('[data-slot="badge"][data-status="draft"]');
      expect(await draft.innerText()).toBe("Draft");

      await editedCard.getByRole("button", { name: "Delete tweet" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this tweet?" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Tweet deleted successfully");
      await editedCard.waitFor({ state: "detached" });

      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "blog: generate, edit with Markdown, keep it across screens, save a draft, publish it from Posts, read it on /blog",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await signIn(page, "/admin/blog-generator", "AI Blog Generator");

      const generate = page.getByRole("button", { name: "Generate Post" });
      expect(await generate.isDisabled()).toBe(true);
      await page.getByLabel("Topic", { exact: true }).fill("How to keep white sneakers clean");
      expect(await generate.isDisabled()).toBe(true);
      await page.getByLabel("Keywords", { exact: true }).fill("white sneakers, sneaker care");
      expect(await generate.isEnabled()).toBe(true);
      // Below 500 falls back to 1500.
      const words = page.getByLabel("Target word count");
      await words.fill("250");
      await words.blur();
      await poll(() => words.inputValue()).toBe("1500");
      await screenshot(page, "admin-blog-generator-light-desktop");

      // Hold the model's answer so the progress state is really on screen.
      const generateHeld = deferred();
      await page.route("**/api/blog/generate", async (route) => {
        await generateHeld.promise;
        await route.continue();
      });
      await generate.click();
      const generating = page.getByRole("button", { name: "Generating..." });
      await generating.waitFor();
      expect(await generating.isDisabled()).toBe(true);
      await page.getByText("Writing your post... this can take up to a minute.").waitFor();
      generateHeld.resolve();
      await expectToast(page, "Blog post generated!");
      expect(await generate.isEnabled()).toBe(true);
      await page.getByRole("heading", { level: 2, name: "Preview and edit" }).waitFor();
      // The body opens in the rich-text editor: the generated markup is shown as formatted text, never run.
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await editor.getByText("White sneakers are a statement").first().waitFor();
      expect(await editor.locator("script, [onclick]").count()).toBe(0);
      expect(await page.getByText("“white sneakers cleaning”").isVisible()).toBe(true);
      const meta = await page.getByLabel("Meta description", { exact: true }).inputValue();
      expect(meta.length).toBeGreaterThan(0);
      expect(await page.getByText(/^\d+\/160$/).innerText()).toBe(`${meta.length}/160`);

      // Markdown typed in the editor becomes formatting.
      await editor.click();
      await page.keyboard.press("Control+End");
      // ProseMirror takes a caret moved by the browser from the next selectionchange event; Enter pressed
      // before that splits the block where the click left the caret (in a list item, where "## " is no
      // heading). A person never types that fast; the test waits for the editor's own caret to reach the end.
      await poll(() =>
        editor.evaluate((node) => {
          const { state } = (node as HTMLElement & { editor: { state: { selection: { to: number }; doc: { content: { size: number } } } } })
            .editor;
          return state.selection.to >= state.doc.content.size - 1;
        }),
      ).toBe(true);
      await page.keyboard.press("Enter");
      await page.keyboard.type(`## Typed section ${RUN}`);
      await page.keyboard.press("Enter");
      await page.keyboard.type(`Injected paragraph ${RUN} with **bold** words`);
      await editor.getByRole("heading", { level: 2, name: `Typed section ${RUN}` }).waitFor();
      await editor.locator("strong", { hasText: "bold" }).waitFor();

      const title = `E2E Draft ${RUN}`;
      const slug = `e2e-draft-${RUN}`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("URL slug", { exact: true }).fill(slug);
      await screenshot(page, "admin-blog-preview-light-desktop");

      // The generated post and its edits survive a visit to another screen (and back).
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Manage Stores" }).click();
      await page.getByRole("heading", { level: 1, name: "Manage Stores" }).waitFor();
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "AI Blog Generator" }).click();
      await page.getByRole("heading", { level: 2, name: "Preview and edit" }).waitFor();
      expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
      await editor.getByRole("heading", { level: 2, name: `Typed section ${RUN}` }).waitFor();
      await page.getByRole("button", { name: "Save Draft" }).click();
      await expectToast(page, "Draft saved!", "You can edit and publish it later.");
      await poll(() => new URL(page.url()).pathname).toBe("/admin");
      await page.getByRole("heading", { level: 1, name: "Manage Products" }).waitFor();
      // A draft is not public.
      expect((await publicJson<{ slug: string }[]>("/api/blog")).map((p) => p.slug)).not.toContain(slug);

      await page.getByRole("link", { name: "Blog Posts" }).click();
      await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/posts");
      const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
      await item.waitFor();
      expect(await item.getByText("Draft", { exact: true }).isVisible()).toBe(true);
      await screenshot(page, "admin-posts-light-desktop");

      await item.getByRole("link", { name: title, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Edit post" }).waitFor();
      expect(await page.getByLabel("URL slug", { exact: true }).inputValue()).toBe(slug);
      await page.getByRole("button", { name: "Publish Now", exact: true }).click();
      await expectToast(page, "Post published!", "Your post is now live.");
      await page.getByRole("button", { name: "Unpublish", exact: true }).waitFor();
      await page.getByRole("link", { name: /View on site/ }).waitFor();
      expect(await page.getByRole("link", { name: /View on site/ }).getAttribute("href")).toBe(`/blog/${slug}`);
      await screenshot(page, "admin-post-edit-light-desktop");

      // The public blog lists it and its page renders the (sanitized) body.
      const visitor = await openPage(browser());
      visitor.page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await visitor.page.goto("/blog");
      await visitor.page.getByRole("link", { name: title, exact: true }).click();
      await poll(() => new URL(visitor.page.url()).pathname).toBe(`/blog/${slug}`);
      await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
      await visitor.page.getByText("White sneakers are a statement").waitFor();
      // What was typed as Markdown is published as formatting; no script or handler came along.
      await visitor.page.getByRole("heading", { level: 2, name: `Typed section ${RUN}` }).waitFor();
      await visitor.page.getByText(`Injected paragraph ${RUN}`).waitFor();
      expect(await visitor.page.locator(".blog-prose script, .blog-prose [onclick]").count()).toBe(0);
      visitor.expectClean();
      await visitor.context.close();

      // Delete it again (the public blog goes back to the demo posts).
      await page.getByRole("button", { name: `Delete ${title}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this post?" });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Post deleted");
      await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
      await page.getByRole("link", { name: title, exact: true }).waitFor({ state: "detached" });
      expect((await fetchPolitely(new URL(`/api/blog/${slug}`, w.baseURL))).status).toBe(404);

      expect(dialogs).toEqual([]);
      w.expectClean();
      await w.context.close();
    },
    LONG * 2,
  );

  it(
    "blog: a generated post stays across screens and a reload until it is discarded, which asks first",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/blog-generator", "AI Blog Generator");
      await page.getByLabel("Topic", { exact: true }).fill("Suede care in the rain");
      await page.getByLabel("Keywords", { exact: true }).fill("suede, rain");
      await page.getByRole("button", { name: "Generate Post" }).click();
      await expectToast(page, "Blog post generated!");
      const title = page.getByLabel("Title", { exact: true });
      await title.fill(`Kept ${RUN}`);

      // Another screen and a reload: still there.
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Blog Posts" }).click();
      await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
      await page.goto("/admin/blog-generator");
      await page.getByRole("heading", { level: 2, name: "Preview and edit" }).waitFor();
      expect(await title.inputValue()).toBe(`Kept ${RUN}`);

      // Discard asks; keeping changes nothing, discarding empties the preview for good.
      await page.getByRole("button", { name: "Discard", exact: true }).click();
      const ask = page.getByRole("alertdialog", { name: "Discard this post?" });
      await ask.waitFor();
      await screenshot(page, "admin-discard-generated-light-desktop");
      await ask.getByRole("button", { name: "Keep editing" }).click();
      expect(await title.inputValue()).toBe(`Kept ${RUN}`);
      await page.getByRole("button", { name: "Discard", exact: true }).click();
      await ask.getByRole("button", { name: "Discard post" }).click();
      await page.getByRole("heading", { level: 2, name: "Preview and edit" }).waitFor({ state: "detached" });
      await page.reload();
      await page.getByRole("heading", { level: 2, name: "Preview", exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 2, name: "Preview and edit" }).count()).toBe(0);
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "blog: without an AI key the generator says so before anything is typed, and offers writing by hand",
    async () => {
      const server = await startBuiltServer(inject("adminPassword"), { OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
      try {
        const w = await openPage(browser());
        const { page } = w;
        await signIn(page, `${server.baseURL}/admin/blog-generator`, "AI Blog Generator");
        const notice = page.getByRole("alert").filter({ hasText: "AI writing isn't set up on this site yet" });
        await notice.waitFor();
        // In the admin's words: nothing about keys or environment variables.
        expect(await notice.innerText()).not.toMatch(/OPENAI|API key|env/i);
        expect(await page.getByLabel("Topic", { exact: true }).isDisabled()).toBe(true);
        expect(await page.getByRole("button", { name: "Generate Post" }).isDisabled()).toBe(true);
        await screenshot(page, "admin-blog-generator-no-ai-light-desktop");
        await notice.getByRole("link", { name: "Write a post yourself" }).click();
        await page.getByRole("heading", { level: 1, name: "New post" }).waitFor();
        w.expectClean();
        await w.context.close();
      } finally {
        await server.stop();
      }
    },
    LONG,
  );

  it(
    "posts: a new post written by hand with Markdown; leaving it unsaved asks first",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/posts", "Blog Posts");
      await page.getByRole("link", { name: "New post" }).click();
      await page.getByRole("heading", { level: 1, name: "New post" }).waitFor();
      const title = `E2E Hand Written ${RUN}`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await editor.click();
      await page.keyboard.type("## Why laces matter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Swap them **often** and keep a spare pair.");
      await page.keyboard.press("Enter");
      await page.keyboard.type("- flat laces");
      await page.keyboard.press("Enter");
      await page.keyboard.type("rope laces");
      await editor.getByRole("heading", { level: 2, name: "Why laces matter" }).waitFor();
      expect(await editor.locator("ul > li").count()).toBe(2);

      // Leaving by the navigation asks first.
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Manage Stores" }).click();
      const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
      await ask.waitFor();
      await ask.getByRole("button", { name: "Keep editing" }).click();
      expect(new URL(page.url()).pathname).toBe("/admin/posts/new");
      await screenshot(page, "admin-new-post-light-desktop");
      // So does the browser's Back: keeping stays here with the text.
      await page.evaluate(() => history.back());
      await ask.waitFor();
      await ask.getByRole("button", { name: "Keep editing" }).click();
      await poll(() => new URL(page.url()).pathname).toBe("/admin/posts/new");
      expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
      expect(await editor.getByRole("heading", { level: 2, name: "Why laces matter" }).isVisible()).toBe(true);

      await page.getByRole("button", { name: "Save Draft" }).click();
      await expectToast(page, "Draft saved!", "You can edit and publish it later.");
      await poll(() => new URL(page.url()).pathname).toBe("/admin/posts");
      const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
      await item.waitFor();
      await item.getByRole("link", { name: title, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Edit post" }).waitFor();
      const id = new URL(page.url()).pathname.split("/").pop();
      const saved = (await (await w.context.request.get(`/api/admin/posts/${id}`)).json()) as { slug: string; content: string };
      expect(saved.slug).toBe(`e2e-hand-written-${RUN}`);
      expect(saved.content).toContain("<h2>Why laces matter</h2>");
      expect(saved.content).toContain("<strong>often</strong>");
      expect(saved.content).toMatch(/<ul><li><p>flat laces<\/p><\/li><li><p>rope laces<\/p><\/li><\/ul>/);

      // An edit left by the browser's Back asks first; discarding goes back and keeps the saved post as it was.
      await page.getByLabel("Title", { exact: true }).fill(`${title} (unsaved)`);
      await page.evaluate(() => history.back());
      await ask.waitFor();
      await ask.getByRole("button", { name: "Discard changes" }).click();
      await poll(() => new URL(page.url()).pathname).toBe("/admin/posts");
      await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
      await item.getByRole("link", { name: title, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Edit post" }).waitFor();
      expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);

      await page.getByRole("button", { name: `Delete ${title}` }).click();
      await page.getByRole("alertdialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Post deleted");
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "stores: a merchant id turns the public 'Visit Site' into a 'Shop Now' deep link, and clearing it turns it back",
    async () => {
      const stores = await publicJson<PublicStore[]>("/api/stores");
      const store = stores.find((s) => s.website && !s.rakutenMerchantId && s.city);
      if (!store?.website) throw new Error("the seed has no store with a website and no merchant id");
      const merchantId = `9${Date.now() % 100000}`;

      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/stores", "Manage Stores");
      await page.getByLabel("Search stores").fill(store.city);
      const card = page.getByRole("article", { name: store.name, exact: true });
      await card.waitFor();
      for (const other of await page.getByRole("article").all()) {
        const text = (await other.innerText()).toLowerCase();
        expect(text).toContain(store.city.toLowerCase());
      }
      expect(await card.getByText("Not set", { exact: true }).isVisible()).toBe(true);

      await card.getByRole("button", { name: `Edit merchant ID for ${store.name}` }).click();
      const input = card.getByLabel("Rakuten merchant ID");
      await input.waitFor();
      expect(await card.getByText("Leave blank to remove affiliate link").isVisible()).toBe(true);
      // Rakuten merchant ids are digits: anything else is refused beside the field, and by the server too.
      await input.fill("kith-123");
      await card.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Please check the form");
      await card.getByText(/must be digits only/).waitFor();
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const refused = await w.context.request.patch(`/api/stores/${store.id}`, {
        data: { rakutenMerchantId: "kith-123" },
        headers: { origin: w.baseURL },
      });
      expect(refused.status()).toBe(400);
      await input.fill(` ${merchantId} `);
      await screenshot(page, "admin-stores-editing-light-desktop");
      await card.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Store updated successfully");
      await card.getByText(merchantId, { exact: true }).waitFor();
      await screenshot(page, "admin-stores-light-desktop");

      const visitor = await openPage(browser());
      await visitor.page.goto("/stores");
      await visitor.page.getByPlaceholder("Search stores or cities...").fill(store.name);
      const shop = shopButton(visitor.page, "Shop Now", store.name);
      await shop.waitFor();
      const href = (await shop.getAttribute("href")) ?? "";
      expect(href.startsWith("https://click.linksynergy.com/deeplink?")).toBe(true);
      const params = new URL(href).searchParams;
      expect(params.get("mid")).toBe(merchantId);
      expect(params.get("murl")).toBe(store.website);
      expect(await shopButton(visitor.page, "Visit Site", store.name).count()).toBe(0);

      // Clear it again: back to 'Not set' and a plain 'Visit Site'.
      await card.getByRole("button", { name: `Edit merchant ID for ${store.name}` }).click();
      await card.getByLabel("Rakuten merchant ID").fill("");
      await card.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Store updated successfully");
      await card.getByText("Not set", { exact: true }).waitFor();

      await visitor.page.reload();
      await visitor.page.getByPlaceholder("Search stores or cities...").fill(store.name);
      const visit = shopButton(visitor.page, "Visit Site", store.name);
      await visit.waitFor();
      expect(await visit.getAttribute("href")).toBe(store.website);
      expect(await shopButton(visitor.page, "Shop Now", store.name).count()).toBe(0);
      visitor.expectClean();
      await visitor.context.close();

      // A search that matches nothing.
      await page.getByLabel("Search stores").fill("zzzz-no-such-store");
      await page.getByText("No stores found").waitFor();
      expect(await page.getByText("Try adjusting your search").isVisible()).toBe(true);

      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  it(
    "signs out: the login form returns and the server session is gone",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin", "Manage Products");
      expect(await isAdmin(w)).toBe(true);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByLabel("Password").waitFor();
      expect(await page.getByRole("heading", { level: 1, name: "Manage Products" }).count()).toBe(0);
      expect(await isAdmin(w)).toBe(false);
      await page.reload();
      await page.getByLabel("Password").waitFor();
      w.expectClean();
      await w.context.close();
    },
    LONG,
  );

  const screens = [
    { path: "/admin", name: "products", heading: "Manage Products" },
    { path: "/admin/social", name: "social", heading: "Social Media Marketing" },
    { path: "/admin/blog-generator", name: "blog-generator", heading: "AI Blog Generator" },
    { path: "/admin/posts", name: "posts", heading: "Blog Posts" },
    { path: "/admin/stores", name: "stores", heading: "Manage Stores" },
    { path: "/admin/earnings", name: "earnings", heading: "Earnings" },
  ] as const;

  for (const variant of [
    { viewport: "desktop", colorScheme: "dark" },
    { viewport: "phone", colorScheme: "light" },
  ] as const) {
    it(
      `renders every admin screen (${variant.colorScheme}, ${variant.viewport}) without errors or sideways scrolling`,
      async () => {
        const w = await openPage(browser(), variant);
        const { page } = w;
        if (variant.colorScheme === "dark") await w.context.addInitScript(() => localStorage.setItem("theme", "dark"));
        await page.goto("/admin");
        await page.getByLabel("Password").waitFor();
        await screenshot(page, `admin-login-${variant.colorScheme}-${variant.viewport}`);
        // The sign-in toast leaves the page title and the Add button uncovered.
        await page.getByLabel("Password").fill(inject("adminPassword"));
        await page.getByRole("button", { name: "Log in" }).click();
        const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Login successful" });
        await toast.waitFor();
        // Its place is fixed, and it is gone after a few seconds, which a busy machine may take to show the screen.
        const a = await toast.boundingBox();
        await page.getByRole("heading", { level: 1, name: "Manage Products" }).waitFor();
        await screenshot(page, `admin-toast-${variant.colorScheme}-${variant.viewport}`);
        for (const target of [
          page.getByRole("heading", { level: 1, name: "Manage Products" }),
          page.getByRole("button", { name: "Add Product" }),
        ]) {
          const b = await target.boundingBox();
          if (!a || !b) throw new Error("toast or target has no box");
          const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlaps, `the toast covers ${await target.innerText()}`).toBe(false);
        }
        for (const screen of screens) {
          await page.goto(screen.path);
          await page.getByRole("heading", { level: 1, name: screen.heading }).waitFor();
          await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(variant.colorScheme === "dark");
          const overflow = await sidewaysOverflow(page);
          expect(overflow, `${screen.path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
          // Every section's link is in view as it is: the navigation neither scrolls sideways nor cuts one off.
          const nav = page.getByRole("navigation", { name: "Admin sections" });
          expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth), `${screen.path}: the sections scroll`).toBeLessThanOrEqual(0);
          const viewportWidth = page.viewportSize()?.width ?? 0;
          for (const link of await nav.getByRole("link").all()) {
            const box = await link.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= viewportWidth, `${await link.innerText()} in view`).toBe(true);
          }
          if (screen.name === "products") {
            // The table scrolls inside its own region; the product and its price are in view without scrolling.
            const width = page.viewportSize()?.width ?? 0;
            for (const header of ["Product", "Price"]) {
              const box = await page.getByRole("columnheader", { name: new RegExp(`^${header}`) }).boundingBox();
              expect(box && box.x + box.width <= width, `${header} column in view`).toBe(true);
            }
            if (variant.viewport === "desktop") {
              // A row's actions sit side by side, so a screen shows many products.
              const actions = page.getByRole("row").nth(1).getByRole("cell").last().locator("button, a");
              const tops = await actions.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
              expect(tops.length).toBeGreaterThanOrEqual(3);
              expect(new Set(tops).size, `action tops ${tops.join(", ")}`).toBe(1);
            }
            // Without Amazon's API, a neutral note says what the operator can do; dismissed, it stays away.
            const note = page.getByRole("region", { name: "Amazon prices are typed by hand" });
            await note.getByText(/shown for 24 hours from when it was typed/).waitFor();
            expect(await note.innerText()).not.toMatch(/AMAZON_CREATORS/);
            await note.getByRole("button", { name: "Dismiss: Amazon prices are typed by hand" }).click();
            await note.waitFor({ state: "detached" });
            await page.reload();
            await page.getByRole("heading", { level: 1, name: "Manage Products" }).waitFor();
            await page.getByRole("region", { name: "Products table" }).waitFor();
            expect(await note.count()).toBe(0);
          }
          if (screen.name === "social") {
            expect(await page.getByRole("link", { name: "Back to Manage Products" }).getAttribute("href")).toBe("/admin");
          }
          await page.waitForLoadState("networkidle");
          await screenshot(page, `admin-${screen.name}-${variant.colorScheme}-${variant.viewport}`);
        }
        w.expectClean();
        await w.context.close();
      },
      LONG,
    );
  }
});
