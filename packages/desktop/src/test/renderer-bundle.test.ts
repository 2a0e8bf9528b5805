import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiBridge } from "../main/api-bridge";
import { MemorySecretStore, NO_KEYCHAIN_MESSAGE } from "../main/secret-store";
import { checkServer } from "../main/settings";
import { DESKTOP_BRIDGE_INIT_SCRIPT, startHttpBridge } from "./http-bridge";
import { startServer, TEST_ADMIN_PASSWORD, type RunningServer } from "./server";

// The built renderer bundle in headless Chromium, with window.desktop standing in for the preload: its
// calls run the real ApiBridge in Node against the real server. Proves the shared admin module works in
// the desktop host (Electron itself cannot run on this machine).
const PACKAGE_DIR = resolve(import.meta.dirname, "../..");
const RESULTS_DIR = join(PACKAGE_DIR, "test-results");
const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`\n*** SKIPPING the renderer bundle test: ${CHROMIUM} is missing (apt-get install chromium).\n`);

describe.skipIf(!hasChromium)("the desktop renderer bundle", () => {
  let server: RunningServer;
  let bridgeServer: Awaited<ReturnType<typeof startHttpBridge>>;
  let browser: Browser;
  let page: Page;
  const secrets = new MemorySecretStore();
  const opened: string[] = [];
  const problems: string[] = [];
  let serverUrl: string | null = null;
  let token: string | null = null;

  beforeAll(async () => {
    server = await startServer(); // out/ was built by the project's global setup (build-bundles.ts)
    bridgeServer = await startHttpBridge({
      rendererDir: join(PACKAGE_DIR, "out", "renderer"),
      bridge: new ApiBridge({ secrets, serverUrl: () => serverUrl }),
      settings: {
        view: async () => ({ serverUrl, suggestedServerUrl: null }),
        setServer: async (url) => {
          const result = await checkServer(url);
          if (result.ok) serverUrl = result.serverUrl;
          return result;
        },
      },
      keychainStatus: { kind: "memory", message: NO_KEYCHAIN_MESSAGE, reason: "test stand-in" },
      opened,
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.addInitScript(DESKTOP_BRIDGE_INIT_SCRIPT);
    await page.addInitScript(
      'document.addEventListener("securitypolicyviolation", (e) => console.error("CSP violation: " + e.violatedDirective + " " + e.blockedURI));',
    );
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      // Failed loads are reported below with their URL; product images on the web cannot load offline.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    await mkdir(RESULTS_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await bridgeServer?.close();
    await server?.stop();
  });

  it("asks for a server first, explains a bad one, and connects to a good one", async () => {
    await page.goto(`${bridgeServer.url}/`);
    await page.getByRole("heading", { name: "Connect to server" }).waitFor();

    await page.getByLabel("Server URL").fill("http://127.0.0.1:9");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Could not reach http://127.0.0.1:9");
    await page.screenshot({ path: join(RESULTS_DIR, "desktop-connect.png") });

    await page.getByLabel("Server URL").fill(`${server.url}/`);
    await page.getByRole("button", { name: "Connect" }).click();
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(serverUrl).toBe(server.url);
    expect(page.url()).toMatch(/#\/admin$/);
  });

  it("signs in through the bridge: the token stays in the main-process store, never in the page", async () => {
    await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("No products yet").waitFor();
    token = await secrets.get(server.url);
    expect(token).toBeTruthy();
    const pageState = await page.evaluate<string>(
      "document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie",
    );
    expect(pageState).not.toContain(token);
  });

  it("adds a product through the Manage Products dialog and shows it in the table", async () => {
    await page.getByRole("button", { name: "Add Product" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Title").fill("LED Display Case");
    await dialog.getByLabel("Product URL").fill("https://www.amazon.com/dp/B0ABCDEFGH");
    await dialog.getByLabel("Price", { exact: true }).fill("49.99");
    await dialog.getByLabel("Image URL").fill("https://m.media-amazon.com/images/I/case.jpg");
    await dialog.getByRole("button", { name: "Add Product" }).click();

    await page.getByText("Product added successfully").first().waitFor();
    await page.getByRole("row", { name: "LED Display Case", exact: true }).waitFor();
    await page.screenshot({ path: join(RESULTS_DIR, "desktop-admin-products.png"), fullPage: true });

    const stored = (await (await fetch(`${server.url}/api/products`)).json()) as { title: string; price: string }[];
    expect(stored).toContainEqual(expect.objectContaining({ title: "LED Display Case", price: "49.99" }));
  });

  it("a session revoked elsewhere brings the login back on the next call", async () => {
    const revoke = await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(revoke.status).toBe(204);
    await page.getByRole("link", { name: "Posts" }).first().click(); // loads /api/admin/posts → 401
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await secrets.get(server.url)).toBeNull();

    await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("link", { name: "Settings" }).waitFor();
    token = await secrets.get(server.url);
    expect(token).toBeTruthy();
  });

  it("puts a product box, picked from the catalogue, in a post and publishes it", async () => {
    // A draft to edit (its hero an address: the new-post screen's default hero is a site path the app cannot show).
    const draft = await fetch(`${server.url}/api/blog`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Desktop Product Box",
        slug: "desktop-product-box",
        content: "<p>Our pick:</p>",
        heroImage: "https://images.example/desktop-hero.webp",
        published: false,
      }),
    });
    expect(draft.status).toBe(201);
    const { id } = (await draft.json()) as { id: number };
    await page.goto(`${bridgeServer.url}/#/admin/posts/${id}`);
    await page.getByLabel("Title", { exact: true }).waitFor();
    await page.getByRole("textbox", { name: "Content", exact: true }).click();
    await page.keyboard.press("Control+End");
    await page.getByRole("button", { name: "Insert product box" }).click();
    const picker = page.getByRole("group", { name: "Insert a product box" });
    await picker.getByLabel("Search the catalogue").fill("LED display");
    await picker.getByRole("radio", { name: /LED Display Case/ }).check();
    await picker.getByRole("button", { name: "Insert product box" }).click();
    await page.getByRole("group", { name: "Product box" }).getByText("LED Display Case").waitFor();
    await page.getByRole("button", { name: "Publish Now" }).click();
    await page.getByText("Post published!").first().waitFor();

    const post = (await (await fetch(`${server.url}/api/blog/desktop-product-box`)).json()) as { content: string };
    expect(post.content).toContain("LED Display Case");
    expect(post.content).toContain("$49.99");
    expect(post.content).toContain('rel="sponsored noopener noreferrer"');
  });

  it("Settings says where the session lives, and Sign out revokes it on the server", async () => {
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await expect(page.getByRole("status").filter({ hasText: "No system keychain" }).textContent()).resolves.toContain(
      "No system keychain available: you will need to sign in again next time.",
    );
    await expect(page.getByText(server.url, { exact: true }).count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: join(RESULTS_DIR, "desktop-settings.png"), fullPage: true });

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await secrets.get(server.url)).toBeNull();
    const revoked = await fetch(`${server.url}/api/admin/products`, { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
  });

  it("ran without page errors or CSP violations", () => {
    expect(problems).toEqual([]);
  });
});
