import type { ClickStats } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderAdmin, SCREEN_TEST, setupUser, signedIn } from "../test/admin-test-utils";
import { clicksCsv } from "./clicks-csv";

const stats = (days: number, total: number): ClickStats => ({
  total,
  daily: Array.from({ length: days }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, "0")}`, clicks: i === 0 ? total : 0 })),
  top:
    total === 0
      ? []
      : [
          { url: "https://www.amazon.com/dp/B0LED00001?tag=kicks-20", label: "LED Display Case", kind: "product", clicks: total - 1 },
          { url: "https://newsletter.example/", label: "newsletter.example", kind: "other", clicks: 1 },
        ],
  countries:
    total === 0
      ? []
      : [
          { country: "GB", clicks: total - 1 },
          { country: null, clicks: 1 },
        ],
  marketplaces: total === 0 ? [] : [{ marketplace: "www.amazon.co.uk", clicks: total - 1 }],
});

describe("Clicks", SCREEN_TEST, () => {
  it("shows the total, a chart and the top links; switches the date range; exports CSV", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:clicks");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom cannot navigate; the download link's click is observed instead.
    const download = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("clicks-last-7-days.csv");
    });
    const { calls } = renderAdmin({
      path: "/admin/clicks",
      routes: {
        ...signedIn,
        "GET /api/admin/clicks?days=30": () => ({ body: stats(30, 7) }),
        "GET /api/admin/clicks?days=7": () => ({ body: stats(7, 3) }),
      },
    });
    const user = setupUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Clicks" })).toBeInTheDocument();
    expect(await screen.findByTestId("clicks-total")).toHaveTextContent("7");
    expect(screen.getByRole("img", { name: /clicks per day over the last 30 days, 7 in all/ })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Most clicked links" });
    const countries = screen.getByRole("table", { name: "Clicks per country" });
    expect(within(countries).getByRole("row", { name: "GB 6" })).toBeInTheDocument();
    expect(within(countries).getByRole("row", { name: "Unknown 1" })).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Clicks per amazon marketplace" })).getByText("www.amazon.co.uk")).toBeInTheDocument();
    expect(within(table).getByText("LED Display Case")).toBeInTheDocument();
    expect(within(table).getByText("Product")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "https://www.amazon.com/dp/B0LED00001?tag=kicks-20" })).toHaveAttribute(
      "target",
      "_blank",
    );

    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() => expect(screen.getByTestId("clicks-total")).toHaveTextContent("3"));
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    expect(callsTo(calls, "GET", "/api/admin/clicks?days=7")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0];
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(csv).toBe(clicksCsv(stats(7, 3)));
  });

  it("shows an empty state and an error state", async () => {
    renderAdmin({ path: "/admin/clicks", routes: { ...signedIn, "GET /api/admin/clicks?days=30": () => ({ body: stats(30, 0) }) } });
    expect(await screen.findByText("No clicks in this range")).toBeInTheDocument();
  });

  it("reports a failed load with the server's message", async () => {
    renderAdmin({
      path: "/admin/clicks",
      routes: { ...signedIn, "GET /api/admin/clicks?days=30": () => ({ status: 500, body: { message: "Internal server error" } }) },
    });
    expect(await screen.findByText("Could not load clicks")).toBeInTheDocument();
  });
});

describe("clicks CSV", () => {
  it("quotes commas and quotes, and defuses spreadsheet formulas", () => {
    const csv = clicksCsv({
      total: 1,
      daily: [{ date: "2026-11-25", clicks: 1 }],
      top: [{ url: "https://a.example/?a=1,2", label: '=HYPERLINK("x")', kind: "other", clicks: 1 }],
      countries: [],
      marketplaces: [],
    });
    expect(csv).toBe(
      '"date","clicks"\r\n"2026-11-25",1\r\n\r\n"label","kind","url","clicks"\r\n"\'=HYPERLINK(""x"")","other","https://a.example/?a=1,2",1\r\n',
    );
  });

  it("quotes every text cell and guards a formula behind a separator, a tab or spaces (Excel with ';' separators)", () => {
    const url = (u: string) =>
      clicksCsv({ total: 1, daily: [], top: [{ url: u, label: "x", kind: "other", clicks: 1 }], countries: [], marketplaces: [] }).split(
        "\r\n",
      )[3];
    expect(url("https://evil.example/;=1+2")).toBe('"x","other","\'https://evil.example/;=1+2",1');
    expect(url(" =1+2")).toBe('"x","other","\' =1+2",1');
    expect(url("\t=1+2")).toBe('"x","other","\'\t=1+2",1');
    expect(url("https://fine.example/a-b?c=d")).toBe('"x","other","https://fine.example/a-b?c=d",1');
  });
});
