import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, findToast, renderAdmin, SCREEN_TEST, setupUser, signedIn, webPlatform } from "./test/admin-test-utils";

describe("AdminApp", SCREEN_TEST, () => {
  it("shows the admin 'Page Not Found' for an unknown admin path, inside the admin chrome", async () => {
    renderAdmin({ path: "/admin/nope", routes: signedIn });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Manage Products" })).toHaveAttribute("href", "/admin");
  });

  it("matches admin paths case-insensitively and with a trailing slash", async () => {
    renderAdmin({ path: "/Admin/Stores/", routes: { ...signedIn, "GET /api/stores": () => ({ body: [] }) } });
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Stores" })).toBeInTheDocument();
  });

  it("has one navigation, named like the page titles", async () => {
    renderAdmin({ path: "/admin/social", routes: { ...signedIn, "GET /api/programs": () => ({ body: [] }) } });
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Manage Products",
      "Social Media Marketing",
      "AI Blog Generator",
      "Blog Posts",
      "Manage Stores",
      "Clicks",
      "Earnings",
      "Link Health",
      "Subscribers",
    ]);
    expect(within(nav).getByRole("link", { name: "Social Media Marketing" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("heading", { level: 1, name: "Social Media Marketing" })).toBeInTheDocument();
    expect(screen.getAllByRole("navigation")).toHaveLength(1);
  });

  it("on the desktop: logs in with a token session and opens the store home through the platform", async () => {
    const openExternal = vi.fn();
    let isAdmin = false;
    const { calls } = renderAdmin({
      platform: { ...webPlatform, kind: "desktop", loginMode: "token", storeHomeUrl: "http://localhost:3000/", openExternal },
      routes: {
        "GET /api/admin/status": () => ({ body: { isAdmin } }),
        "POST /api/admin/login": () => {
          isAdmin = true;
          return { body: { success: true, expiresAt: "2030-01-01T00:00:00.000Z" } };
        },
        "GET /api/admin/products": () => ({ body: [] }),
      },
    });
    const user = setupUser();
    await user.type(await screen.findByLabelText("Password"), "admin");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await findToast("Login successful");
    expect(callsTo(calls, "POST", "/api/admin/login")[0]?.body).toEqual({ password: "admin", mode: "token" });

    await screen.findByRole("heading", { level: 1, name: "Manage Products" });
    await user.click(screen.getByRole("link", { name: "Store home" }));
    expect(openExternal).toHaveBeenCalledWith("http://localhost:3000/");
    expect(screen.getByTestId("location")).toHaveTextContent("/admin");
  });
});
