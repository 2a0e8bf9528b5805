import type { LinkCheck, LinkHealth } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, findToast, queryOf, renderAdmin, SCREEN_TEST, setupUser, signedIn } from "../test/admin-test-utils";

const link = (over: Partial<LinkCheck>): LinkCheck => ({
  url: "https://shop.example/p",
  kind: "product",
  refId: 1,
  label: "Gone Case",
  status: "ok",
  lastCode: 200,
  lastError: null,
  checkedAt: "2026-11-25T08:00:00.000Z",
  acknowledgedAt: null,
  ...over,
});

function setup(initial: LinkHealth) {
  let current = initial;
  return {
    routes: {
      ...signedIn,
      "GET /api/admin/links": () => ({ body: current }),
      "POST /api/admin/links/check": () => {
        current = { ...current, checking: true };
        return { status: 202, body: { message: "Link check started" } };
      },
      "POST /api/admin/links/acknowledge": ({ body }: { body: unknown }) => {
        const { url } = body as { url: string };
        current = {
          ...current,
          links: current.links.map((l) => (l.url === url ? { ...l, acknowledgedAt: "2026-11-25T09:00:00.000Z" } : l)),
        };
        return { status: 204 };
      },
    },
  };
}

describe("Link Health", SCREEN_TEST, () => {
  it("lists broken links first with an Acknowledge button, and the stores earning nothing", async () => {
    const store = setup({
      checking: false,
      storesEarningNothing: [{ id: 3, name: "Unpaid Store", website: "https://unpaid.example" }],
      links: [
        link({ url: "https://shop.example/gone", status: "broken", lastCode: 404 }),
        link({
          url: "https://busy.example/",
          kind: "store",
          refId: 2,
          label: "Busy Store",
          status: "unreachable",
          lastCode: 503,
          lastError: "answered 503",
        }),
        link({ url: "https://fine.example/", label: "Fine Case" }),
      ],
    });
    const { calls } = renderAdmin({ path: "/admin/links", routes: store.routes });
    const user = setupUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Link Health" })).toBeInTheDocument();
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => r.getAttribute("data-status"))).toEqual(["broken", "unreachable", "ok"]);
    expect(within(rows[0]!).getByText("Broken")).toBeInTheDocument();
    // What happened, in words; the raw error only under the technical details.
    expect(within(rows[0]!).getByText("The page is gone: the site answered 404 Not Found")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("The site had an error of its own (503); it may be down for a while")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("HTTP 503: answered 503").closest("details")).not.toHaveAttribute("open");
    expect(screen.getByRole("heading", { name: "Earning nothing (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set a merchant ID for Unpaid Store" })).toHaveAttribute(
      "href",
      "/admin/stores?q=Unpaid%20Store",
    );

    await user.click(screen.getByRole("button", { name: "Acknowledge Gone Case" }));
    await findToast("Link acknowledged");
    expect(callsTo(calls, "POST", "/api/admin/links/acknowledge")[0]?.body).toEqual({ url: "https://shop.example/gone" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Acknowledge Gone Case" })).not.toBeInTheDocument());
    expect(screen.getByText("Acknowledged")).toBeInTheDocument();

    // Filtering asks the server for that state and kind.
    await user.selectOptions(screen.getByLabelText("State"), "unreachable");
    await user.selectOptions(screen.getByLabelText("Kind"), "store");
    await waitFor(() => expect(calls.some((c) => c.path.includes("status=unreachable") && c.path.includes("kind=store"))).toBe(true));

    await user.click(screen.getByRole("button", { name: "Check links now" }));
    await findToast("Link check started");
    expect(await screen.findByRole("button", { name: "Checking links..." })).toBeDisabled();
  });

  it("loads the links a page at a time; the stores earning nothing come with the first", async () => {
    const links = Array.from({ length: 3 }, (_, i) => link({ url: `https://shop.example/${i}`, label: `Case ${i}` }));
    const stores = [{ id: 3, name: "Unpaid Store", website: "https://unpaid.example" }];
    const { calls } = renderAdmin({
      path: "/admin/links",
      routes: {
        ...signedIn,
        "GET /api/admin/links": ({ path }) => {
          const from = Number(queryOf(path).get("cursor") ?? 0);
          return {
            body: { checking: false, storesEarningNothing: stores, links: links.slice(from, from + 2) },
            ...(from + 2 < links.length ? { link: `</api/admin/links?limit=2&cursor=${from + 2}>; rel="next"` } : {}),
          };
        },
      },
    });
    const user = setupUser();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Load more links" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row").slice(1)).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load more links" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Earning nothing (1)" })).toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/admin/links").map((c) => c.path)).toEqual(["/api/admin/links", "/api/admin/links?cursor=2"]);
  });

  it("shows the empty state before any check", async () => {
    const store = setup({ checking: false, storesEarningNothing: [], links: [] });
    renderAdmin({ path: "/admin/links", routes: store.routes });
    expect(await screen.findByText("No links checked yet")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Earning nothing/ })).not.toBeInTheDocument();
  });
});
