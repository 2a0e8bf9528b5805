import { describe, expect, it } from "vitest";
import { appliedCatalogueFilters, isFilteredCatalogue } from "./catalogue.rules";

describe("the catalogue's applied filters", () => {
  it("counts a price range once, a bound of 0 too, and neither the featured sort nor in-stock off", () => {
    expect(appliedCatalogueFilters({})).toBe(0);
    expect(appliedCatalogueFilters({ sort: "featured", instock: false })).toBe(0);
    expect(appliedCatalogueFilters({ min: "10", max: "20" })).toBe(1);
    expect(appliedCatalogueFilters({ min: "0" })).toBe(1);
    expect(appliedCatalogueFilters({ max: "0" })).toBe(1);
    expect(appliedCatalogueFilters({ store: "Amazon", min: "5", instock: true, sort: "rating" })).toBe(4);
  });

  it("calls an address filtered exactly when something is applied", () => {
    expect(isFilteredCatalogue({ sort: "featured" })).toBe(false);
    expect(isFilteredCatalogue({ min: "0" })).toBe(true);
    expect(isFilteredCatalogue({ sort: "newest" })).toBe(true);
  });
});
