import { describe, expect, it } from "vitest";
import {
  DEFAULT_RAKUTEN_PUBLISHER_ID,
  adminStoreSearch,
  filterStores,
  groupStores,
  isUsStore,
  formatCoordinates,
  formatDistance,
  mapsLink,
  openStreetMapLink,
  matchesStoreQuery,
  rakutenDeepLink,
  shopLink,
  sortStoresByName,
  storeBadge,
  storeCountLabel,
  storeCounts,
} from "./store.rules";
import type { Store } from "./store.schema";

let nextId = 1;
const store = (over: Partial<Store>): Store => ({
  id: nextId++,
  name: "Store",
  address: "1 Main St",
  city: "City",
  state: "",
  country: "USA",
  phone: null,
  website: null,
  status: "other",
  rakutenMerchantId: null,
  slug: "store",
  latitude: null,
  longitude: null,
  ...over,
});

const nikeNy = store({ name: "Nike Soho", city: "New York", state: "NY" });
const kithNy = store({ name: "Kith", city: "Brooklyn", state: "ny" });
const flightLa = store({ name: "Flight Club", city: "Los Angeles", state: "CA", country: " usa " });
const atmos = store({ name: "atmos Harajuku", city: "Tokyo", state: "Tokyo", country: "Japan" });
const footpatrol = store({ name: "Footpatrol", city: "London", state: "", country: "United Kingdom" });
const size = store({ name: "size?", city: "Manchester", state: "", country: "united kingdom" });
const all = [nikeNy, atmos, kithNy, footpatrol, flightLa, size];
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("isUsStore", () => {
  it("matches 'USA' trimmed, in any case, and nothing else", () => {
    expect(isUsStore({ country: "USA" })).toBe(true);
    expect(isUsStore({ country: " usa " })).toBe(true);
    expect(isUsStore({ country: "United States" })).toBe(false);
    expect(isUsStore({ country: "" })).toBe(false);
  });
});

describe("matchesStoreQuery", () => {
  it("matches a case-insensitive substring of name, city, state or country", () => {
    expect(matchesStoreQuery(nikeNy, "soho")).toBe(true);
    expect(matchesStoreQuery(nikeNy, "YORK")).toBe(true);
    expect(matchesStoreQuery(atmos, "jap")).toBe(true);
    expect(matchesStoreQuery(flightLa, "ca")).toBe(true);
    expect(matchesStoreQuery(nikeNy, "tokyo")).toBe(false);
  });

  it("ignores surrounding spaces and matches everything for a blank query", () => {
    expect(matchesStoreQuery(atmos, "  tokyo ")).toBe(true);
    expect(matchesStoreQuery(atmos, "")).toBe(true);
    expect(matchesStoreQuery(atmos, "   ")).toBe(true);
  });

  it("forgives one typo in a word of four letters or more, accents, and words in another order", () => {
    expect(matchesStoreQuery(atmos, "tokio")).toBe(true);
    expect(matchesStoreQuery(atmos, "Tkyo")).toBe(true);
    expect(matchesStoreQuery(nikeNy, "new yrok")).toBe(true);
    expect(matchesStoreQuery(nikeNy, "soho nike")).toBe(true);
    expect(matchesStoreQuery(store({ name: "Solebox", city: "Düsseldorf", country: "Germany" }), "dusseldorf")).toBe(true);
    expect(matchesStoreQuery(store({ name: "Solebox", city: "Dusseldorf", country: "Germany" }), "Düseldorf")).toBe(true);
    // Two typos, or a typo in a short word, is another word.
    expect(matchesStoreQuery(atmos, "tikio")).toBe(false);
    expect(matchesStoreQuery(nikeNy, "yiek")).toBe(false);
    expect(matchesStoreQuery(nikeNy, "nyx")).toBe(false);
  });

  it("does not search the address", () => {
    expect(matchesStoreQuery(store({ address: "42 Hidden Lane" }), "hidden")).toBe(false);
  });
});

describe("filterStores", () => {
  it("filters by kind", () => {
    expect(names(filterStores(all, "all", ""))).toEqual(names(all));
    expect(names(filterStores(all, "usa", ""))).toEqual(["Nike Soho", "Kith", "Flight Club"]);
    expect(names(filterStores(all, "international", ""))).toEqual(["atmos Harajuku", "Footpatrol", "size?"]);
  });

  it("combines kind and query", () => {
    expect(names(filterStores(all, "usa", "new york"))).toEqual(["Nike Soho"]);
    expect(names(filterStores(all, "international", "new york"))).toEqual([]);
    expect(names(filterStores(all, "all", "UNITED"))).toEqual(["Footpatrol", "size?"]);
  });

  it("handles an empty list", () => {
    expect(filterStores([], "usa", "x")).toEqual([]);
  });
});

describe("storeCounts", () => {
  it("counts stores, distinct US states and distinct other countries ignoring case", () => {
    expect(storeCounts(all)).toEqual({ all: 6, usStates: 2, countries: 2 });
  });

  it("ignores blank states and countries and handles an empty list", () => {
    expect(storeCounts([store({ state: " " }), store({ country: "" })])).toEqual({ all: 2, usStates: 0, countries: 0 });
    expect(storeCounts([])).toEqual({ all: 0, usStates: 0, countries: 0 });
  });

  it("does not count a foreign state as a US state", () => {
    expect(storeCounts([atmos]).usStates).toBe(0);
  });
});

describe("groupStores", () => {
  it("groups US stores by state and others by country, sorted by heading then name", () => {
    const groups = groupStores(all);
    expect(groups.map((g) => g.heading)).toEqual(["CA (USA)", "Japan", "NY (USA)", "United Kingdom"]);
    expect(groups.map((g) => names(g.stores))).toEqual([
      ["Flight Club"],
      ["atmos Harajuku"],
      ["Kith", "Nike Soho"],
      ["Footpatrol", "size?"],
    ]);
  });

  it("keeps US states and same-named countries apart, with distinct keys", () => {
    const georgiaUs = store({ name: "A", state: "Georgia" });
    const georgia = store({ name: "B", country: "Georgia", state: "Tbilisi" });
    const groups = groupStores([georgiaUs, georgia]);
    expect(groups.map((g) => g.heading)).toEqual(["Georgia", "Georgia (USA)"]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(2);
  });

  it("sorts ignoring case", () => {
    const groups = groupStores([
      store({ name: "z", country: "brazil" }),
      store({ name: "B", country: "Australia" }),
      store({ name: "a", country: "Australia" }),
    ]);
    expect(groups.map((g) => g.heading)).toEqual(["Australia", "brazil"]);
    expect(names(groups[0]?.stores ?? [])).toEqual(["a", "B"]);
  });

  it("puts stores without a state or country under 'USA' and 'Other'", () => {
    expect(groupStores([store({ state: "" }), store({ country: " " })]).map((g) => g.heading)).toEqual(["Other", "USA"]);
  });

  it("handles empty lists and one store, without changing the input", () => {
    expect(groupStores([])).toEqual([]);
    expect(groupStores([atmos])).toEqual([{ key: "country:japan", heading: "Japan", stores: [atmos] }]);
    const input = [nikeNy, kithNy];
    groupStores(input);
    expect(input).toEqual([nikeNy, kithNy]);
  });
});

describe("storeCountLabel", () => {
  it("pluralizes", () => {
    expect(storeCountLabel(1)).toBe("(1 store)");
    expect(storeCountLabel(2)).toBe("(2 stores)");
    expect(storeCountLabel(0)).toBe("(0 stores)");
  });
});

describe("storeBadge", () => {
  it.each([
    ["flagship", "Flagship"],
    ["FLAGSHIP", "Flagship"],
    [" Chain ", "Chain"],
    ["independent", null],
    ["", null],
    ["constructor", null],
  ])("%j → %j", (status, badge) => {
    expect(storeBadge(status)).toBe(badge);
  });
});

describe("rakutenDeepLink", () => {
  it("encodes every part", () => {
    expect(rakutenDeepLink("3850173", "12345", "https://www.nike.com/launch?s=upcoming&x=1")).toBe(
      "https://click.linksynergy.com/deeplink?id=3850173&mid=12345&murl=https%3A%2F%2Fwww.nike.com%2Flaunch%3Fs%3Dupcoming%26x%3D1",
    );
    expect(rakutenDeepLink("a&b", "c d", "x")).toBe("https://click.linksynergy.com/deeplink?id=a%26b&mid=c%20d&murl=x");
  });

  it("carries a placement as the member id u1, and none without one", () => {
    expect(rakutenDeepLink("3850173", "12345", "https://shop.example/", "post:crate-guide")).toBe(
      "https://click.linksynergy.com/deeplink?id=3850173&mid=12345&murl=https%3A%2F%2Fshop.example%2F&u1=post%3Acrate-guide",
    );
    expect(rakutenDeepLink("3850173", "12345", "https://shop.example/", null)).not.toContain("u1=");
    expect(shopLink({ website: "https://kith.com", rakutenMerchantId: "2149" }, "pub", "stores")?.href).toMatch(/&u1=stores$/);
  });

  it("has the documented placeholder publisher id", () => {
    expect(DEFAULT_RAKUTEN_PUBLISHER_ID).toBe("3850173");
  });
});

describe("shopLink", () => {
  it("gives an affiliate link with a website and a merchant id", () => {
    expect(shopLink({ website: "https://www.nike.com", rakutenMerchantId: " 2149 " }, "pub")).toEqual({
      kind: "affiliate",
      label: "Shop Now",
      href: "https://click.linksynergy.com/deeplink?id=pub&mid=2149&murl=https%3A%2F%2Fwww.nike.com",
    });
  });

  it("gives a plain link when the merchant id is missing or blank", () => {
    const expected = { kind: "website", label: "Visit Site", href: "https://kith.com" };
    expect(shopLink({ website: "https://kith.com", rakutenMerchantId: null }, "pub")).toEqual(expected);
    expect(shopLink({ website: " https://kith.com ", rakutenMerchantId: "   " }, "pub")).toEqual(expected);
  });

  it("gives nothing without a website, even with a merchant id", () => {
    expect(shopLink({ website: null, rakutenMerchantId: "2149" }, "pub")).toBeNull();
    expect(shopLink({ website: "  ", rakutenMerchantId: "2149" }, "pub")).toBeNull();
  });

  it("makes bare hosts absolute", () => {
    expect(shopLink({ website: "kith.com", rakutenMerchantId: null }, "pub")?.href).toBe("https://kith.com");
    expect(shopLink({ website: "HTTP://kith.com", rakutenMerchantId: null }, "pub")?.href).toBe("HTTP://kith.com");
  });
});

describe("mapsLink", () => {
  it("searches for name, address, city and state", () => {
    expect(mapsLink({ name: "Kith", address: "233 Flatbush Ave", city: "Brooklyn", state: "NY" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Kith%2C%20233%20Flatbush%20Ave%2C%20Brooklyn%2C%20NY",
    );
  });

  it("skips blank parts and encodes special characters", () => {
    expect(mapsLink({ name: "A&B", address: " ", city: "London", state: "" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=A%26B%2C%20London",
    );
  });
});

describe("adminStoreSearch", () => {
  it("matches name or city only, ignoring case", () => {
    expect(names(adminStoreSearch(all, "KITH"))).toEqual(["Kith"]);
    expect(names(adminStoreSearch(all, "london"))).toEqual(["Footpatrol"]);
    expect(names(adminStoreSearch(all, "japan"))).toEqual([]);
    expect(names(adminStoreSearch(all, "ny"))).toEqual([]);
  });

  it("returns everything for a blank query and nothing from an empty list", () => {
    expect(names(adminStoreSearch(all, "  "))).toEqual(names(all));
    expect(adminStoreSearch([], "x")).toEqual([]);
  });
});

describe("sortStoresByName", () => {
  it("orders by name then city, ignoring case, without touching the input", () => {
    const input = [
      store({ name: "kith", city: "Paris" }),
      store({ name: "Atmos", city: "Tokyo" }),
      store({ name: "Kith", city: "Miami" }),
      store({ name: "Bodega", city: "Boston" }),
    ];
    const sorted = sortStoresByName(input);
    expect(sorted.map((s) => `${s.name}/${s.city}`)).toEqual(["Atmos/Tokyo", "Bodega/Boston", "Kith/Miami", "kith/Paris"]);
    expect(input.map((s) => s.name)).toEqual(["kith", "Atmos", "Kith", "Bodega"]);
  });

  it("sets accents aside as well as case, as a base-sensitivity collator does", () => {
    const names = ["Zebra", "Éclat", "eclipse", "Ecko", "árbol", "Apex", "Ünion", "union"];
    const sorted = sortStoresByName(names.map((name) => store({ name }))).map((s) => s.name);
    expect(sorted).toEqual(["Apex", "árbol", "Ecko", "Éclat", "eclipse", "Ünion", "union", "Zebra"]);
    const collator = new Intl.Collator("en", { sensitivity: "base" });
    const bySortKey = (name: string) => sorted.indexOf(name);
    // Names equal to a base-sensitivity collator keep their input order (a stable sort); the rest agree with it.
    for (const a of names)
      for (const b of names) if (collator.compare(a, b) < 0) expect(bySortKey(a), `${a} < ${b}`).toBeLessThan(bySortKey(b));
  });
});

describe("store pages: coordinates, distances and the map link", () => {
  it("writes coordinates with their hemispheres", () => {
    expect(formatCoordinates(40.75821, -73.97761)).toBe("40.7582° N, 73.9776° W");
    expect(formatCoordinates(-33.8688, 151.2093)).toBe("33.8688° S, 151.2093° E");
  });
  it("writes a distance in km, one decimal under 10 km, with miles for a US store", () => {
    expect(formatDistance(0.84, "Japan")).toBe("0.8 km");
    expect(formatDistance(343.9, "France")).toBe("344 km");
    expect(formatDistance(5585.2, "United Kingdom")).toBe("5,585 km");
    expect(formatDistance(12, "USA")).toBe("12 km (7.5 mi)");
    expect(formatDistance(3944.4, "USA")).toBe("3,944 km (2,451 mi)");
  });
  it("links OpenStreetMap at the point", () => {
    expect(openStreetMapLink(48.8716, 2.3012)).toBe("https://www.openstreetmap.org/?mlat=48.8716&mlon=2.3012#map=17/48.8716/2.3012");
  });
});
