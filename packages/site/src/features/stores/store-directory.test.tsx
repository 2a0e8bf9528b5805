import type { Store } from "@app/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { store } from "../../test/fixtures";
import { jsonResponse, renderWithApi } from "../../test/render-with-api";
import { StoreDirectory } from "./store-directory";

const STORES: Store[] = [
  store({
    id: 1,
    name: "Kith Manhattan",
    address: "337 Lafayette St",
    city: "New York",
    state: "NY",
    status: "flagship",
    website: "https://kith.com",
    rakutenMerchantId: "12345",
    phone: "(212) 555-0100",
  }),
  store({ id: 2, name: "Flight Club", city: "New York", state: "NY", status: "chain", website: "flightclub.com" }),
  store({ id: 3, name: "Undefeated", city: "Los Angeles", state: "CA" }),
  store({ id: 4, name: "Atmos Harajuku", city: "Tokyo", state: "", country: "Japan", website: "https://atmos-tokyo.com" }),
];

/** The server's publisher id (GET /api/config); `respond` answers the stores. */
const renderDirectory = (respond: () => Promise<Response>) =>
  renderWithApi(<StoreDirectory />, (url) => (url === "/api/config" ? jsonResponse({ rakutenPublisherId: "7654321" }) : respond()));

const ok = (body: unknown) => () => jsonResponse(body);

describe("StoreDirectory", () => {
  it("shows the loading text, then groups by state or country with counts on the filters", async () => {
    const fetchStub = renderDirectory(ok(STORES));
    expect(screen.getByText("Loading stores...")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "All Stores (4)" })).toHaveAttribute("aria-pressed", "true");
    expect(fetchStub.mock.calls.map((call) => call[0])).toEqual(["/api/stores", "/api/config"]);
    expect(screen.getByRole("button", { name: "US States (2)" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "International (1)" })).toBeInTheDocument();

    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["CA (USA) (1 store)", "Japan (1 store)", "NY (USA) (2 stores)", "Suggest a Store"]);
  });

  it("filters to international stores and back", async () => {
    renderDirectory(ok(STORES));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "International (1)" }));
    expect(screen.getByRole("button", { name: "International (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: /Atmos Harajuku/ })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Kith Manhattan/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "US States (2)" }));
    expect(screen.queryByRole("heading", { name: /Atmos Harajuku/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Kith Manhattan/ })).toBeInTheDocument();
  });

  it("searches by city and shows the empty state when nothing matches", async () => {
    renderDirectory(ok(STORES));
    const user = userEvent.setup();
    const box = await screen.findByRole("searchbox", { name: "Search stores" });
    expect(box).toHaveAttribute("placeholder", "Search stores or cities...");

    await user.type(box, "los angeles");
    expect(screen.getByRole("heading", { name: /Undefeated/ })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Flight Club/ })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "zzz");
    expect(screen.getByText("No stores found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search")).toBeInTheDocument();
  });

  it("renders the card: badge, phone, affiliate or plain shop link, directions, and the suggest card", async () => {
    renderDirectory(ok(STORES));
    const kith = (await screen.findByRole("heading", { name: "Kith Manhattan" })).closest("article")!;
    const card = within(kith as HTMLElement);
    expect(card.getByText("Flagship")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "(212) 555-0100" })).toHaveAttribute("href", "tel:2125550100");
    const shop = card.getByRole("link", { name: /Shop Now/ });
    expect(shop.getAttribute("href")).toMatch(
      /^https:\/\/click\.linksynergy\.com\/deeplink\?id=7654321&mid=12345&murl=https%3A%2F%2Fkith\.com/,
    );
    expect(shop).toHaveAttribute("target", "_blank");
    expect(shop).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(card.getByRole("link", { name: /Directions/ }).getAttribute("href")).toContain(
      "https://www.google.com/maps/search/?api=1&query=",
    );

    const club = within(screen.getByRole("heading", { name: "Flight Club" }).closest("article") as HTMLElement);
    expect(club.getByText("Chain")).toBeInTheDocument();
    expect(club.getByRole("link", { name: /Visit Site/ })).toHaveAttribute("href", "https://flightclub.com");

    const undefeated = within(screen.getByRole("heading", { name: "Undefeated" }).closest("article") as HTMLElement);
    expect(undefeated.queryByRole("link", { name: /Shop Now|Visit Site/ })).not.toBeInTheDocument();
    expect(undefeated.queryByText(/Flagship|Chain/)).not.toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Suggest a Store" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(/^mailto:/);
  });

  it("shows an error state when the stores cannot load", async () => {
    renderDirectory(() => Promise.resolve(new Response("boom", { status: 500 })));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the store directory.");
  });
});
