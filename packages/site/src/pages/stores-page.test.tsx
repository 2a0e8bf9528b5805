import type { Store } from "@app/core";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import StoresPage from "./stores-page";
import { jsonResponse, renderWithApi } from "../test/render-with-api";

const store = (id: number, name: string): Store => ({
  id,
  name,
  address: "1 Main St",
  city: "New York",
  state: "NY",
  country: "USA",
  phone: null,
  website: null,
  status: "independent",
  rakutenMerchantId: null,
});

describe("StoresPage", () => {
  it("opened from a store search result (/stores?q=<name>), shows that store with its name in the search box", async () => {
    renderWithApi(
      <MemoryRouter initialEntries={[`/stores?q=${encodeURIComponent("Kith Manhattan")}`]}>
        <Routes>
          <Route path="/stores" element={<StoresPage />} />
        </Routes>
      </MemoryRouter>,
      (url) =>
        url === "/api/config"
          ? jsonResponse({ rakutenPublisherId: "7654321" })
          : jsonResponse([store(1, "Kith Manhattan"), store(2, "Flight Club")]),
    );
    expect(await screen.findByRole("heading", { name: /Kith Manhattan/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search stores" })).toHaveValue("Kith Manhattan");
    expect(screen.queryByRole("heading", { name: /Flight Club/ })).not.toBeInTheDocument();
  });
});
