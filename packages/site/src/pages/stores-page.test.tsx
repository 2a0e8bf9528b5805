import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import StoresPage from "./stores-page";
import { store } from "../test/fixtures";
import { jsonResponse, renderWithApi } from "../test/render-with-api";

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
          : jsonResponse([store({ id: 1, name: "Kith Manhattan", city: "New York", state: "NY" }), store({ id: 2, name: "Flight Club" })]),
    );
    expect(await screen.findByRole("heading", { name: /Kith Manhattan/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search stores" })).toHaveValue("Kith Manhattan");
    expect(screen.queryByRole("heading", { name: /Flight Club/ })).not.toBeInTheDocument();
  });
});
