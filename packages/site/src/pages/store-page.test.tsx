import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import StorePage from "./store-page";
import { store } from "../test/fixtures";
import { jsonResponse, renderWithApi } from "../test/render-with-api";

const NIKE = store({
  id: 7,
  name: "Nike Champs-Élysées",
  slug: "nike-champs-elysees",
  address: "79 Av. des Champs-Élysées",
  city: "Paris",
  state: "Île-de-France",
  country: "France",
  phone: "+33 1 85 65 86 00",
  website: "https://www.nike.com",
  rakutenMerchantId: "2417",
  status: "flagship",
  latitude: 48.8716,
  longitude: 2.3012,
});

const renderAt = (path: string) =>
  renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/stores/:slug" element={<StorePage />} />
      </Routes>
    </MemoryRouter>,
    (url) =>
      url === "/api/config"
        ? jsonResponse({ rakutenPublisherId: "7654321" })
        : url === "/api/stores/nike-champs-elysees"
          ? jsonResponse(NIKE)
          : jsonResponse({ message: "Store not found" }, 404),
  );

describe("StorePage", () => {
  it("shows the store's address, phone, shop link in the store-page placement, map fallback and Store JSON-LD", async () => {
    renderAt("/stores/nike-champs-elysees");
    expect(await screen.findByRole("heading", { level: 1, name: "Nike Champs-Élysées" })).toBeInTheDocument();
    expect(screen.getByText("Flagship")).toBeInTheDocument();
    expect(screen.getAllByText(/79 Av\. des Champs-Élysées/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "+33 1 85 65 86 00" })).toHaveAttribute("href", "tel:+33185658600");
    const shop = screen.getByRole("link", { name: /Shop Now/ });
    expect(shop.getAttribute("href")).toMatch(/^https:\/\/click\.linksynergy\.com\/deeplink\?id=7654321&mid=2417&.*u1=store-page/);
    expect(shop).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(shop.closest("[data-placement]")).toHaveAttribute("data-placement", "store-page");
    // The map's box, with what it stands for before (or without) the map.
    expect(screen.getByText("48.8716° N, 2.3012° E")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=48.8716&mlon=2.3012#map=17/48.8716/2.3012",
    );
    expect(screen.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).toContain("https://www.google.com/maps/search/");
    expect(screen.getByRole("link", { name: "OpenStreetMap contributors" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
    );
    const business = ld.find((item) => item["@type"] === "Store");
    expect(business).toMatchObject({
      name: "Nike Champs-Élysées",
      address: { "@type": "PostalAddress", streetAddress: "79 Av. des Champs-Élysées", addressLocality: "Paris", addressCountry: "France" },
      geo: { "@type": "GeoCoordinates", latitude: 48.8716, longitude: 2.3012 },
      telephone: "+33 1 85 65 86 00",
    });
    expect(String(business?.["@id"])).toMatch(/\/stores\/nike-champs-elysees$/);
    expect(ld.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("says 'Store Not Found' for an unknown slug, with a link to the directory", async () => {
    renderAt("/stores/nowhere");
    expect(await screen.findByRole("heading", { level: 1, name: "Store Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the store directory" })).toHaveAttribute("href", "/stores");
  });
});
