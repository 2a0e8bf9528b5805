import type { Subscriber, Subscribers } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, findToast, queryOf, renderAdmin, SCREEN_TEST, setupUser, signedIn } from "../test/admin-test-utils";
import { subscribersCsv } from "./subscribers-page";

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: "reader@example.com",
  state: "confirmed",
  createdAt: "2026-11-25T08:00:00.000Z",
  lastMailAt: null,
  bounceReason: null,
  watches: [
    {
      productId: 4,
      slug: "cedar-shoe-tree",
      title: "Cedar Shoe Tree",
      currency: "USD",
      threshold: "23.75",
      targetPrice: null,
      confirmed: true,
      lastAlertAt: null,
    },
  ],
  ...over,
});

function setup(
  list: Subscriber[],
  mail: Subscribers["mail"] = { mode: "outbox", note: "SMTP_URL is not set: mails are kept in the outbox below." },
  pageSize = 100,
) {
  let current = list;
  const answer = (q: string, from: number): Subscribers => ({
    counts: { pending: 0, confirmed: current.length, unsubscribed: 0, bouncing: 0 },
    watches: current.length,
    suppressed: list.length - current.length,
    subscribers: current.filter((s) => s.email.includes(q)).slice(from, from + pageSize),
    mail,
    outbox: [
      {
        id: 1,
        to: "reader@example.com",
        subject: "Confirm your price alert for Cedar Shoe Tree",
        text: "Confirm: https://x/alerts?confirm=abc",
        createdAt: "2026-11-25T08:00:00.000Z",
      },
    ],
  });
  return {
    ...signedIn,
    // A page of `pageSize` from the cursor (here: the offset), with a Link to the next one while there are more.
    "GET /api/admin/subscribers": ({ path }: { path: string }) => {
      const query = queryOf(path);
      const q = query.get("q") ?? "";
      const from = Number(query.get("cursor") ?? 0);
      const more = current.filter((s) => s.email.includes(q)).length > from + pageSize;
      return {
        body: answer(q, from),
        ...(more ? { link: `</api/admin/subscribers?q=${q}&limit=${pageSize}&cursor=${from + pageSize}>; rel="next"` } : {}),
      };
    },
    "DELETE /api/admin/subscribers/2": () => {
      current = current.filter((s) => s.id !== 2);
      return { status: 204 };
    },
    "POST /api/admin/subscribers/test-mail": () => ({ body: { message: "Test mail put in the outbox" } }),
  };
}

describe("Subscribers", SCREEN_TEST, () => {
  it("shows the addresses with their state and watches, searches, deletes on request, sends a test mail and shows the outbox", async () => {
    const routes = setup([
      subscriber({}),
      subscriber({ id: 2, email: "bounce@example.com", state: "bouncing", bounceReason: "550 5.1.1 Recipient address rejected" }),
    ]);
    const { calls } = renderAdmin({ path: "/admin/subscribers", routes });
    const user = setupUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Subscribers" })).toBeInTheDocument();
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => r.getAttribute("data-state"))).toEqual(["confirmed", "bouncing"]);
    expect(within(rows[0]!).getByRole("link", { name: "Cedar Shoe Tree" })).toHaveAttribute("href", "/products/cedar-shoe-tree");
    expect(within(rows[0]!).getByText(/any drop \(at \$23\.75\)/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText("550 5.1.1 Recipient address rejected")).toBeInTheDocument();
    expect(screen.getByText(/SMTP_URL is not set/)).toBeInTheDocument();
    expect(screen.getByText("Confirm your price alert for Cedar Shoe Tree")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search addresses"), "bounce");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/subscribers?q=bounce")).toBe(true));

    await user.click(screen.getByRole("button", { name: "Delete bounce@example.com" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await findToast("Address deleted");
    expect(callsTo(calls, "DELETE", "/api/admin/subscribers/2")).toHaveLength(1);

    await user.type(screen.getByLabelText("Send a test mail to"), "me@example.com{Enter}");
    await findToast("Test mail put in the outbox");
    expect(callsTo(calls, "POST", "/api/admin/subscribers/test-mail")[0]?.body).toEqual({ email: "me@example.com" });
  });

  it("says in the operator's words, dismissibly, that alerts are off when the server cannot send mail, and offers no test mail", async () => {
    renderAdmin({
      path: "/admin/subscribers",
      routes: setup([], { mode: "off", note: "SMTP_URL is not set, so the site cannot send mail." }),
    });
    const notice = await screen.findByRole("region", { name: "Price alerts are off" });
    expect(notice).toHaveTextContent("ask whoever runs the site to connect one");
    expect(notice).not.toHaveTextContent("SMTP_URL");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("No subscribers yet")).toBeInTheDocument();
    expect(screen.queryByLabelText("Send a test mail to")).toBeNull();
    const user = setupUser();
    await user.click(within(notice).getByRole("button", { name: "Dismiss: Price alerts are off" }));
    expect(screen.queryByRole("region", { name: "Price alerts are off" })).toBeNull();
    expect(localStorage.getItem("admin-notice-dismissed:mail-not-connected")).not.toBeNull();
  });

  it("loads the addresses a page at a time, the search kept, and exports every matching address, not only those shown", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:subscribers");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const list = [1, 2, 3, 4, 5].map((id) => subscriber({ id, email: `${id % 2 ? "odd" : "even"}${id}@example.com` }));
    const { calls } = renderAdmin({ path: "/admin/subscribers", routes: setup(list, undefined, 2) });
    const user = setupUser();
    const shown = async () =>
      within(await screen.findByRole("table"))
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    await waitFor(async () => expect(await shown()).toEqual(["odd1@example.com", "even2@example.com"]));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await findToast("Subscribers exported");
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(
      csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]),
    ).toEqual(list.map((s) => `"${s.email}"`));

    await user.type(screen.getByLabelText("Search addresses"), "odd");
    await waitFor(async () => expect(await shown()).toEqual(["odd1@example.com", "odd3@example.com"]));
    await user.click(screen.getByRole("button", { name: "Load more subscribers" }));
    await waitFor(async () => expect(await shown()).toEqual(["odd1@example.com", "odd3@example.com", "odd5@example.com"]));
    expect(screen.queryByRole("button", { name: "Load more subscribers" })).not.toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/admin/subscribers").at(-1)?.path).toBe("/api/admin/subscribers?q=odd&cursor=2");
  });

  it("exports CSV that a spreadsheet never runs as a formula", () => {
    const csv = subscribersCsv([subscriber({ email: '=HYPERLINK("http://evil")@example.com' })]);
    expect(csv.split("\r\n")[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)@example\.com","confirmed",/);
  });
});
