import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceHistory } from "./price-history";

const now = new Date("2026-12-07T12:00:00Z");
const usd = (days: number, price: string) => ({ at: new Date(now.getTime() - days * 86_400_000).toISOString(), price, currency: "USD" });

describe("PriceHistory", () => {
  it("draws the step line of a history that covers days, with the range's prices in words and every record in the table", () => {
    render(<PriceHistory history={[usd(60, "40"), usd(10, "35")]} currency="USD" now={now} />);
    expect(
      screen.getByRole("img", { name: "Price over the last 90 days, between $34.50 and $40.50" }).querySelector("path"),
    ).not.toBeNull();
    expect(screen.getByText("Lowest in the last 30 days: $35.00. Highest: $40.00.")).toBeInTheDocument();
    expect(screen.getByText("Lowest in the last 90 days: $35.00. Highest: $40.00.")).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("says since when a price recorded today has held, once, with no chart to show yet", () => {
    render(<PriceHistory history={[usd(0.2, "129.99")]} currency="USD" now={now} />);
    expect(screen.getByText("The price has held at $129.99 since December 7, 2026.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });

  it("says so when no price was recorded in the range", () => {
    render(<PriceHistory history={[]} currency="USD" now={now} />);
    expect(screen.getByText("No price has been recorded for this product in the last 90 days.")).toBeInTheDocument();
  });
});
