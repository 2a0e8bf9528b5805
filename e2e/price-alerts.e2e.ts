import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../packages/server/src/test/fake-smtp";
import { expectToast, signIn } from "./support/admin";
import { openPage, screenshot, useBrowser, waitForHydration } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/server";

/**
 * Price-drop alerts by email (docs/decisions/0053-price-alerts-by-email.md), in Chromium against the built server
 * sending through a real SMTP server on loopback: watch a product from its page, confirm from the mail's link, drop the
 * price in the admin, read the alert and its link back to the product page, and unsubscribe from the alert's link.
 */

const RUN = Date.now().toString(36);
const LONG = 180_000;
// The alert scan runs every 20 s, and the job runner polls every second.
const poll = <T>(fn: () => T | Promise<T>, timeout = 60_000) => expect.poll(fn, { timeout, interval: 250 });

describe("price alerts by email", () => {
  const browser = useBrowser();
  let smtp: FakeSmtp;
  let server: BuiltServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startBuiltServer(inject("adminPassword"), { SMTP_URL: smtp.url, MAIL_FROM: "Kicks Directory <alerts@kicks.test>" });
  }, LONG);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it(
    "watches a product from its page, confirms from the mail, gets the alert after a price drop in the admin, and unsubscribes",
    async () => {
      const email = `reader-${RUN}@example.com`;
      const title = `Cedar Shoe Tree ${RUN}`;
      const admin = await openPage(browser(), { baseURL: server.baseURL });
      await signIn(admin.page, "/admin", "Manage Products");
      const created = await admin.context.request.post("/api/products", {
        data: { title, price: "40.00", productUrl: "https://www.amazon.com/dp/B0ALERT001", imageUrl: "/images/products/display-case.webp" },
        headers: { origin: server.baseURL },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { slug } = (await created.json()) as { slug: string };

      // The visitor watches the price: Enter in the email field sends the form.
      const visitor = await openPage(browser(), { baseURL: server.baseURL });
      await visitor.page.goto(`/products/${slug}`);
      await waitForHydration(visitor.page);
      await visitor.page.getByLabel("Your email").fill(email);
      await screenshot(visitor.page, "price-alert-form-light-desktop");
      await visitor.page.getByLabel("Your email").press("Enter");
      await visitor.page
        .getByRole("status")
        .getByText(/a mail is on its way/)
        .waitFor();

      await poll(() => smtp.to(email).length).toBe(1);
      const confirmation = smtp.to(email)[0]!;
      expect(confirmation.subject).toBe(`Confirm your price alert for ${title}`);
      const confirmLink = /https?:\/\/\S+\/alerts\?confirm=[\w-]+/.exec(confirmation.text)?.[0] ?? "";
      expect(confirmLink.startsWith(server.baseURL)).toBe(true);
      await visitor.page.goto(confirmLink);
      await waitForHydration(visitor.page);
      await screenshot(visitor.page, "price-alert-confirm-light-desktop");
      await visitor.page.getByRole("button", { name: "Confirm the alert" }).click();
      await visitor.page
        .getByRole("status")
        .getByText(/we'll mail you when the price of/)
        .waitFor();

      // The admin drops the price by 10%.
      await admin.page.getByLabel("Search products").fill(title);
      const row = admin.page.getByRole("row", { name: title, exact: true });
      await row.waitFor();
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      const dialog = admin.page.getByRole("dialog", { name: "Edit Product" });
      await dialog.getByLabel("Price", { exact: true }).fill("36.00");
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await expectToast(admin.page, "Product updated successfully");

      await poll(() => smtp.to(email).length).toBe(2);
      const alert = smtp.to(email)[1]!;
      expect(alert.subject).toBe(`Price drop: ${title} is now $36.00`);
      expect(alert.text).toContain("$36.00 (was $40.00)");
      expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      const productLink = /href="([^"]+)"/.exec(alert.html)?.[1] ?? "";
      expect(productLink).toBe(`${server.baseURL}/products/${slug}`);
      await visitor.page.goto(productLink);
      await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();

      // Unsubscribe from the alert's link.
      const unsubscribeLink = /https?:\/\/\S+\/alerts\?unsubscribe=[\w-]+/.exec(alert.text)?.[0] ?? "";
      await visitor.page.goto(unsubscribeLink);
      await waitForHydration(visitor.page);
      await visitor.page.getByRole("button", { name: "Unsubscribe" }).click();
      await visitor.page.getByRole("status").getByText("Done: you will get no more price alerts from us.").waitFor();

      await admin.page.goto("/admin/subscribers");
      const subscriberRow = admin.page.getByRole("row").filter({ hasText: email });
      await subscriberRow.getByText("Unsubscribed").waitFor();
      await screenshot(admin.page, "admin-subscribers-light-desktop");
      visitor.expectClean();
      admin.expectClean();
    },
    LONG,
  );
});
