import userEvent from "@testing-library/user-event";
import type { EarningsReport, EarningsRow } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, findToast, renderAdmin, SCREEN_TEST, setupUser, signedIn, type Handler } from "../test/admin-test-utils";
import { earningsCsv } from "./earnings-format";

const row = (key: string, over: Partial<EarningsRow> = {}): EarningsRow => ({
  key,
  label: key,
  clicks: 4,
  orders: 2,
  revenue: [{ currency: "USD", amount: "3.96" }],
  conversion: 0.5,
  epc: [{ currency: "USD", amount: "0.99" }],
  ...over,
});

const report = (over: Partial<EarningsReport> = {}): EarningsReport => ({
  from: "2026-10-27",
  to: "2026-11-25",
  timeZone: "America/Los_Angeles",
  totals: row("all", {
    label: "All",
    clicks: 10,
    orders: 3,
    revenue: [
      { currency: "EUR", amount: "2.50" },
      { currency: "USD", amount: "6.10" },
    ],
    conversion: 0.3,
    epc: [
      { currency: "EUR", amount: "0.25" },
      { currency: "USD", amount: "0.61" },
    ],
  }),
  daily: [
    { date: "2026-11-24", clicks: 6, revenue: [{ currency: "USD", amount: "6.10" }] },
    { date: "2026-11-25", clicks: 4, revenue: [{ currency: "EUR", amount: "2.50" }] },
  ],
  placement: [
    row("home-grid", {
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "3.96" },
      ],
    }),
    row("", { label: "(no placement)", clicks: 0, conversion: null, epc: [] }),
  ],
  page: [row("/")],
  product: [row("7", { label: "LED Display Case" })],
  program: [row("amazon", { label: "Amazon Associates" })],
  marketplace: [row("www.amazon.co.uk")],
  country: [row("GB", { orders: 0, revenue: [], conversion: 0, epc: [] })],
  ...over,
});

const zoned: Record<string, Handler> = {
  ...signedIn,
  "GET /api/config": () => ({ body: { rakutenPublisherId: "1234567", timeZone: "America/Los_Angeles" } }),
  "GET /api/admin/earnings/tracking-ids": () => ({
    body: {
      trackingIds: [{ marketplace: "", placement: "home-grid", trackingId: "kicks-home-20" }],
      fallback: "kicks-20",
      marketplaces: [],
    },
  }),
};

describe("Earnings", SCREEN_TEST, () => {
  it("shows the figures per placement (currencies side by side), per product on its tab, and exports CSV", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:earnings");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const download = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { calls } = renderAdmin({ path: "/admin/earnings", routes: { ...zoned, "GET /api/admin/earnings": () => ({ body: report() }) } });
    const user = setupUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Earnings" })).toBeInTheDocument();
    expect(screen.getByText(/Days in America\/Los_Angeles\./)).toBeInTheDocument();
    expect(await screen.findByTestId("earnings-revenue")).toHaveTextContent("€2.50 · $6.10");
    expect(screen.getByTestId("earnings-epc")).toHaveTextContent("€0.25 · $0.61");
    expect(screen.getByTestId("earnings-conversion")).toHaveTextContent("30.0%");
    const placements = screen.getByRole("table", { name: "Earnings by placement" });
    expect(
      within(placements)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["PlacementClicksOrdersConversionRevenueEPC", "home-grid4250.0%€2.50 · $3.96$0.99", "(no placement)02–$3.96–"]);
    // The range asked is the last 30 days on the site's clocks.
    const asked = callsTo(calls, "GET", "/api/admin/earnings")[0]?.path ?? "";
    expect(asked).toMatch(/^\/api\/admin\/earnings\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole("tab", { name: "By product" }));
    expect(within(await screen.findByRole("table", { name: "Earnings by product" })).getByText("LED Display Case")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "By marketplace" }));
    expect(within(await screen.findByRole("table", { name: "Earnings by marketplace" })).getByText("www.amazon.co.uk")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "By country" }));
    expect(within(await screen.findByRole("table", { name: "Earnings by country" })).getByText("GB")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() => expect(callsTo(calls, "GET", "/api/admin/earnings")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(download).toHaveBeenCalledTimes(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(csv).toBe(earningsCsv(report()));
    expect(csv).toContain('"home-grid",4,2,0.5,"2.50 EUR; 3.96 USD","0.99 USD"\r\n');
  });

  it("imports a report: a refused file lists its bad rows, an accepted one says how many rows were new", async () => {
    let refuse = true;
    const { calls } = renderAdmin({
      path: "/admin/earnings",
      routes: {
        ...zoned,
        "GET /api/admin/earnings": () => ({ body: report() }),
        "POST /api/admin/earnings/import": () =>
          refuse
            ? {
                status: 400,
                body: {
                  message: 'The report was not imported: 1 row is not valid (line 3: Ad Fees "x" is not an amount)',
                  issues: [{ path: "line 3", message: 'Ad Fees "x" is not an amount' }],
                },
              }
            : { body: { rows: 2, added: 2, unchanged: 0 } },
      },
    });
    const user = setupUser();
    await screen.findByTestId("earnings-revenue");
    const file = new File(["Category\tName\tASIN\n"], "Fee-Earnings.tsv", { type: "text/tab-separated-values" });
    await user.selectOptions(screen.getByLabelText("Report"), "rakuten");
    await user.type(screen.getByLabelText("Currency"), "eur");
    await user.upload(screen.getByLabelText("File"), file);
    await user.click(screen.getByRole("button", { name: "Import" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent('Nothing was imported. Fix these rows and import the file again:line 3: Ad Fees "x" is not an amount');
    expect(callsTo(calls, "POST", "/api/admin/earnings/import")[0]?.body).toEqual({
      network: "rakuten",
      fileName: "Fee-Earnings.tsv",
      text: "Category\tName\tASIN\n",
      currency: "eur",
    });

    refuse = false;
    // The refusal's message can show a render before the first import has settled and the button is enabled again.
    await waitFor(() => expect(screen.getByRole("button", { name: "Import" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Import" }));
    // The file is read (FileReader) and sent again: under a loaded test run that took longer than the usual wait.
    const imported = await screen.findByText("Report imported", { selector: "[data-slot=toast-title]" }, { timeout: 15_000 });
    expect(imported.closest("[data-slot=toast]")).toHaveTextContent("2 new rows, 0 already imported");
    expect(screen.queryByText(/Nothing was imported/)).not.toBeInTheDocument();
  }, 30_000);

  it("says a picture picked as the report is not a report, and sends nothing", async () => {
    const { calls } = renderAdmin({
      path: "/admin/earnings",
      routes: { ...zoned, "GET /api/admin/earnings": () => ({ body: report() }) },
    });
    // The file dialog's "All files": the field's accept list does not stop the pick.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByTestId("earnings-revenue");
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "shoe.png", {
      type: "image/png",
    });
    await user.upload(screen.getByLabelText("File"), picture);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText("That file is not a CSV or TSV file: pick the file as exported (.csv, .tsv or .txt)."),
    ).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/admin/earnings/import")).toHaveLength(0);
  }, 30_000);

  it("edits the tracking ids: a bad one is named before anything is sent", async () => {
    const { calls } = renderAdmin({
      path: "/admin/earnings",
      routes: {
        ...zoned,
        "GET /api/admin/earnings": () => ({ body: report() }),
        "POST /api/admin/earnings/tracking-ids": ({ body }) => ({ body: { ...(body as object), fallback: "kicks-20", marketplaces: [] } }),
      },
    });
    const user = setupUser();
    expect(await screen.findByText("kicks-20", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Tracking ID 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add placement" }));
    const second = screen.getByRole("group", { name: "Tracking ID 2" });
    await user.type(within(second).getByLabelText("Placement"), "post:crate-guide");
    await user.type(within(second).getByLabelText("Tracking ID"), "kicks");
    await user.click(screen.getByRole("button", { name: "Save tracking IDs" }));
    expect(await screen.findByText("Row 2: Tracking ID must be an Amazon tracking id such as kicks-home-20")).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/admin/earnings/tracking-ids")).toHaveLength(0);

    await user.type(within(second).getByLabelText("Tracking ID"), "-post-20");
    await user.click(screen.getByRole("button", { name: "Save tracking IDs" }));
    await findToast("Tracking IDs saved");
    expect(callsTo(calls, "POST", "/api/admin/earnings/tracking-ids")[0]?.body).toEqual({
      trackingIds: [
        { marketplace: "", placement: "home-grid", trackingId: "kicks-home-20" },
        { marketplace: "", placement: "post:crate-guide", trackingId: "kicks-post-20" },
      ],
    });
  });

  it("shows an empty state and an error state", async () => {
    const empty = report({
      totals: row("all", { clicks: 0, orders: 0, revenue: [], conversion: null, epc: [] }),
      placement: [],
      page: [],
      product: [],
      program: [],
      marketplace: [],
      country: [],
    });
    const first = renderAdmin({ path: "/admin/earnings", routes: { ...zoned, "GET /api/admin/earnings": () => ({ body: empty }) } });
    expect(await screen.findByText("No clicks or earnings in this range")).toBeInTheDocument();
    first.unmount();
    renderAdmin({
      path: "/admin/earnings",
      routes: { ...zoned, "GET /api/admin/earnings": () => ({ status: 500, body: { message: "Internal server error" } }) },
    });
    expect(await screen.findByText("Could not load earnings")).toBeInTheDocument();
  });
});
