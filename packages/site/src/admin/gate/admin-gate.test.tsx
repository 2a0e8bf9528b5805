import { deferred } from "@app/core/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, findToast, renderAdmin, SCREEN_TEST, setupUser } from "../test/admin-test-utils";

describe("admin gate", SCREEN_TEST, () => {
  it("checks, shows the login form, rejects a wrong password, then signs in", async () => {
    let isAdmin = false;
    const firstStatus = deferred<{ body: { isAdmin: boolean } }>();
    let statusCalls = 0;
    const { calls } = renderAdmin({
      routes: {
        "GET /api/admin/status": () => {
          statusCalls += 1;
          return statusCalls === 1 ? firstStatus.promise : { body: { isAdmin } };
        },
        "POST /api/admin/login": ({ body }) => {
          const { password } = body as { password: string };
          if (password !== "admin") return { status: 401, body: { message: "Wrong password" } };
          isAdmin = true;
          return { body: { success: true, expiresAt: "2030-01-01T00:00:00.000Z" } };
        },
        "GET /api/admin/products": () => ({ body: [] }),
      },
    });

    expect(screen.getByRole("status")).toHaveTextContent("Checking authentication...");
    firstStatus.resolve({ body: { isAdmin: false } });

    const password = await screen.findByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("heading", { level: 1, name: "Admin Login" })).toBeInTheDocument();

    const user = setupUser();
    await user.type(password, "nope");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const failure = await findToast("Invalid password");
    expect(within(failure).getByText("Wrong password")).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/admin/login")[0]?.body).toEqual({ password: "nope", mode: "cookie" });

    await user.clear(password);
    await user.type(password, "admin");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await findToast("Login successful")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Products" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(statusCalls).toBe(2);
  });

  it("shows 'Logging in...' while the login call is in flight", async () => {
    const pending = deferred<never>();
    renderAdmin({
      routes: {
        "GET /api/admin/status": () => ({ body: { isAdmin: false } }),
        "POST /api/admin/login": () => pending.promise,
      },
    });
    const user = setupUser();
    await user.type(await screen.findByLabelText("Password"), "admin");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();
  });

  it("reports a network failure as 'Login failed' / 'Please try again' and keeps the password", async () => {
    renderAdmin({
      routes: {
        "GET /api/admin/status": () => ({ body: { isAdmin: false } }),
        "POST /api/admin/login": () => Promise.reject(new TypeError("Failed to fetch")),
      },
    });
    const user = setupUser();
    const password = await screen.findByLabelText("Password");
    await user.type(password, "admin");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const toast = await findToast("Login failed");
    expect(within(toast).getByText("Please try again")).toBeInTheDocument();
    expect(password).toHaveValue("admin");
  });

  it("shows the server's message on 429", async () => {
    renderAdmin({
      routes: {
        "GET /api/admin/status": () => ({ body: { isAdmin: false } }),
        "POST /api/admin/login": () => ({ status: 429, body: { message: "Too many login attempts. Try again in 15 minutes." } }),
      },
    });
    const user = setupUser();
    await user.type(await screen.findByLabelText("Password"), "x");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Too many login attempts. Try again in 15 minutes.")).toBeInTheDocument();
  });

  it("signs out: ends the session, then shows the login form", async () => {
    let isAdmin = true;
    const { calls } = renderAdmin({
      routes: {
        "GET /api/admin/status": () => ({ body: { isAdmin } }),
        "POST /api/admin/logout": () => {
          isAdmin = false;
          return { status: 204 };
        },
        "GET /api/admin/products": () => ({ body: [] }),
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/admin/logout")).toHaveLength(1);
  });
});
