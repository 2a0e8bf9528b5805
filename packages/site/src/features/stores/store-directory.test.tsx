import type { Store } from "@app/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
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
  renderWithApi(
    <MemoryRouter>
      <StoreDirectory />
    </MemoryRouter>,
    (url) => (url === "/api/config" ? jsonResponse({ rakutenPublisherId: "7654321" }) : respond()),
  );

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

  it("says when the search finds stores outside the chosen filter, and forgives a typo", async () => {
    renderDirectory(ok(STORES));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "US States (2)" }));
    await user.type(screen.getByRole("searchbox", { name: "Search stores" }), "tokio");
    expect(screen.getByText("No stores found")).toBeInTheDocument();
    expect(screen.getByText(/1 store found outside US States/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all stores" }));
    expect(screen.getByRole("button", { name: "All Stores (4)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: /Atmos Harajuku/ })).toBeInTheDocument();
  });

  it("renders the card: its name linking to its page, badge, phone, affiliate or plain shop link, directions, and the suggest card", async () => {
    renderDirectory(ok(STORES));
    const kith = (await screen.findByRole("heading", { name: "Kith Manhattan" })).closest("article")!;
    const card = within(kith as HTMLElement);
    expect(card.getByRole("link", { name: "Kith Manhattan" })).toHaveAttribute("href", "/stores/kith-manhattan");
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

  describe("Near me", () => {
    const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) => {
      const getCurrentPosition = vi.fn(answer);
      vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }));
      return getCurrentPosition;
    };
    const near = [
      { ...STORES[2], distanceKm: 3.14159 },
      { ...STORES[0], distanceKm: 3944.4 },
      { ...STORES[3], distanceKm: 9200 },
      { ...STORES[1], distanceKm: null },
    ];

    it("asks for the location only on a tap, then lists the stores in the server's distance order with their distances", async () => {
      const ask = geolocation((ok) => ok({ coords: { latitude: 34.052234, longitude: -118.243685 } } as GeolocationPosition));
      const fetchStub = renderWithApi(
        <MemoryRouter>
          <StoreDirectory />
        </MemoryRouter>,
        (url) =>
          url === "/api/config"
            ? jsonResponse({ rakutenPublisherId: "7654321" })
            : url.startsWith("/api/stores?near=")
              ? jsonResponse(near)
              : jsonResponse(STORES),
      );
      const user = userEvent.setup();
      const button = await screen.findByRole("button", { name: "Near me" });
      expect(ask).not.toHaveBeenCalled();
      await user.click(button);
      expect(ask).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole("heading", { name: /Nearest to you/ })).toHaveTextContent("(4 stores)");
      expect(fetchStub.mock.calls.map((call) => call[0])).toContain("/api/stores?near=34.0522%2C-118.2437");
      const names = within(screen.getByRole("list"))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
      expect(names).toEqual(["Undefeated", "Kith Manhattan", "Atmos Harajuku", "Flight Club"]);
      expect(screen.getByText("3.1 km (2.0 mi) away")).toBeInTheDocument();
      expect(screen.getByText("9,200 km away")).toBeInTheDocument();
      expect(button).toHaveAttribute("aria-pressed", "true");
      // The filters still apply; tapping again goes back to the groups.
      await user.click(screen.getByRole("button", { name: "International (1)" }));
      expect(
        within(screen.getByRole("list"))
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(["Atmos Harajuku"]);
      await user.click(button);
      expect(screen.queryByRole("heading", { name: /Nearest to you/ })).not.toBeInTheDocument();
      expect(button).toHaveAttribute("aria-pressed", "false");
    });

    it("says so when the location is denied or unavailable", async () => {
      const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
      geolocation((_ok, fail) => fail(denied));
      renderDirectory(ok(STORES));
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Near me" }));
      expect(screen.getByRole("status")).toHaveTextContent(/Location access was denied/);
      expect(screen.getByRole("heading", { name: /NY \(USA\)/ })).toBeInTheDocument();
      geolocation((_ok, fail) => fail({ ...denied, code: 3 }));
      await user.click(screen.getByRole("button", { name: "Near me" }));
      expect(screen.getByRole("status")).toHaveTextContent(/Your location isn't available right now/);
    });
  });
});
