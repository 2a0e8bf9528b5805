import type { Store } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  callsTo,
  findToast,
  pagedRoute,
  queryOf,
  renderAdmin,
  signedIn,
  webPlatform,
  SCREEN_TEST,
  setupUser,
  type Handler,
} from "../test/admin-test-utils";

/** GET /api/admin/stores as the server answers it: name order, `q` matching the name or city, a page at a time. */
const storesRoute = (stores: () => Store[]): Handler => {
  return (call) => {
    const q = (queryOf(call.path).get("q") ?? "").toLowerCase();
    const matching = stores()
      .filter((s) => q === "" || s.name.toLowerCase().includes(q) || s.city.toLowerCase().includes(q))
      .sort((a, b) => a.name.localeCompare(b.name));
    return pagedRoute(() => matching)(call);
  };
};

const store = (id: number, name: string, city: string, mid: string | null): Store => ({
  id,
  name,
  address: "1 Main St",
  city,
  state: "NY",
  country: "USA",
  phone: null,
  website: `https://${name.toLowerCase().replace(/\W+/g, "")}.example`,
  status: "chain",
  rakutenMerchantId: mid,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  latitude: null,
  longitude: null,
});

function setup(platform = webPlatform) {
  let stores = [store(1, "Kith", "New York", "12345"), { ...store(2, "Flight Club", "Brooklyn", null), status: "boutique" }];
  return renderAdmin({
    path: "/admin/stores",
    platform,
    routes: {
      ...signedIn,
      "GET /api/admin/stores": storesRoute(() => stores),
      "GET /api/config": () => ({ body: { rakutenPublisherId: "777" } }),
      "PATCH /api/stores/1": ({ body }) => {
        const next = { ...stores[0]!, ...(body as Partial<Store>) };
        stores = [next, stores[1]!];
        return { body: next };
      },
    },
  });
}

describe("Manage Stores", SCREEN_TEST, () => {
  it("shows each store's status, merchant ids or 'Not set', the publisher id, and filters by name or city", async () => {
    setup();
    const kith = await screen.findByRole("article", { name: "Kith" });
    // Every status, not only the two the public directory badges.
    expect(within(kith).getByText("Chain")).toHaveTextContent("Status: Chain");
    expect(within(screen.getByRole("article", { name: "Flight Club" })).getByText("Boutique")).toBeInTheDocument();
    // Listed by name, as the server pages them.
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual(["Flight Club", "Kith"]);
    expect(within(kith).getByText("12345")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Flight Club" })).getByText("Not set")).toBeInTheDocument();
    expect(screen.getByText("777")).toBeInTheDocument();

    const user = setupUser();
    await user.type(screen.getByLabelText("Search stores"), "brook");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Kith" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Flight Club" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Search stores"));
    await user.type(screen.getByLabelText("Search stores"), "zzz");
    expect(await screen.findByText("No stores found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search")).toBeInTheDocument();
  });

  it("edits one store at a time; a blank merchant id is saved as null", async () => {
    const { calls } = setup();
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Edit merchant ID for Kith" }));
    expect(within(screen.getByRole("article", { name: "Kith" })).getByLabelText("Rakuten merchant ID")).toHaveValue("12345");
    expect(screen.getByText("Leave blank to remove affiliate link")).toBeInTheDocument();

    // Opening another store's editor closes the first one.
    await user.click(screen.getByRole("button", { name: "Edit merchant ID for Flight Club" }));
    expect(screen.getAllByLabelText("Rakuten merchant ID")).toHaveLength(1);
    expect(within(screen.getByRole("article", { name: "Kith" })).queryByLabelText("Rakuten merchant ID")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Rakuten merchant ID")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit merchant ID for Kith" }));
    const input = screen.getByLabelText("Rakuten merchant ID");
    await user.clear(input);
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await findToast("Store updated successfully");
    expect(callsTo(calls, "PATCH", "/api/stores/1")[0]?.body).toEqual({ rakutenMerchantId: null });
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Kith" })).getByText("Not set")).toBeInTheDocument());
    expect(screen.queryByLabelText("Rakuten merchant ID")).not.toBeInTheDocument();
  });

  it("opens searched for the store an address names (Link Health's Earning nothing links here)", async () => {
    const { calls } = renderAdmin({
      routes: {
        ...signedIn,
        "GET /api/admin/stores": storesRoute(() => [store(1, "Kith", "New York", null), store(2, "Flight Club", "Brooklyn", null)]),
      },
      path: "/admin/stores?q=Flight%20Club",
    });
    expect(await screen.findByRole("article", { name: "Flight Club" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search stores")).toHaveValue("Flight Club");
    expect(screen.queryByRole("article", { name: "Kith" })).not.toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/admin/stores").map((c) => c.path)).toEqual(["/api/admin/stores?q=Flight+Club&limit=24"]);
  });

  it("accepts digits only, with the reason next to the field", async () => {
    const { calls } = renderAdmin({
      routes: { ...signedIn, "GET /api/admin/stores": storesRoute(() => [store(1, "Kith", "New York", null)]) },
      path: "/admin/stores",
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Edit merchant ID for Kith" }));
    await user.type(screen.getByLabelText("Rakuten merchant ID"), "kith-123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const toast = await findToast("Please check the form");
    expect(within(toast).getByText(/Merchant ID must be digits only/)).toBeInTheDocument();
    expect(screen.getByLabelText("Rakuten merchant ID")).toHaveAccessibleDescription(/must be digits only/);
    expect(callsTo(calls, "PATCH", "/api/stores/1")).toHaveLength(0);
  });

  it("trims the merchant id and reports a failure", async () => {
    const { calls } = renderAdmin({
      path: "/admin/stores",
      routes: {
        ...signedIn,
        "GET /api/admin/stores": storesRoute(() => [store(1, "Kith", "New York", null)]),
        "PATCH /api/stores/1": () => ({ status: 400, body: { message: "rakutenMerchantId: must be letters, digits" } }),
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Edit merchant ID for Kith" }));
    await user.type(screen.getByLabelText("Rakuten merchant ID"), "  4242  ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const toast = await findToast("Failed to update store");
    expect(within(toast).getByText("rakutenMerchantId: must be letters, digits")).toBeInTheDocument();
    expect(callsTo(calls, "PATCH", "/api/stores/1")[0]?.body).toEqual({ rakutenMerchantId: "4242" });
    expect(screen.getByLabelText("Rakuten merchant ID")).toBeInTheDocument();
  });

  it("adds a store with its address checked, then deletes it after asking", async () => {
    let stores: Store[] = [store(1, "Kith", "New York", null)];
    const { calls } = renderAdmin({
      path: "/admin/stores",
      routes: {
        ...signedIn,
        "GET /api/admin/stores": storesRoute(() => stores),
        "POST /api/stores": ({ body }) => {
          const created = { ...store(2, "", "", null), ...(body as Partial<Store>), id: 2 };
          stores = [...stores, created];
          return { status: 201, body: created };
        },
        "DELETE /api/stores/2": () => {
          stores = stores.filter((s) => s.id !== 2);
          return { status: 204 };
        },
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Add Store" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Store" }));
    await user.type(dialog.getByLabelText("Name"), "Sole Shop");
    await user.type(dialog.getByLabelText("Address"), "12 Market St");
    await user.type(dialog.getByLabelText("City"), "Portland");
    await user.type(dialog.getByLabelText("State or region"), "Oregon");
    await user.click(dialog.getByRole("button", { name: "Add Store" }));
    expect(dialog.getByLabelText("State or region")).toHaveAccessibleDescription(/two-letter code/);
    expect(callsTo(calls, "POST", "/api/stores")).toHaveLength(0);

    await user.clear(dialog.getByLabelText("State or region"));
    await user.type(dialog.getByLabelText("State or region"), "or");
    await user.type(dialog.getByLabelText("Website"), "https://soleshop.example");
    await user.click(dialog.getByRole("button", { name: "Add Store" }));
    await findToast("Store added successfully");
    expect(callsTo(calls, "POST", "/api/stores")[0]?.body).toMatchObject({
      name: "Sole Shop",
      state: "OR",
      country: "USA",
      website: "https://soleshop.example",
    });
    const added = await screen.findByRole("article", { name: "Sole Shop" });

    await user.click(within(added).getByRole("button", { name: "Delete Sole Shop" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: /Delete/ }));
    await findToast("Store deleted successfully");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Sole Shop" })).not.toBeInTheDocument());
  });

  it("lists, adds and edits brand listings on their own tab", async () => {
    const listing = { id: 1, name: "Nike", url: "https://www.nike.com", description: "Swoosh.", logo: "", category: "Brands" as const };
    let listings = [listing];
    const { calls } = renderAdmin({
      path: "/admin/stores",
      routes: {
        ...signedIn,
        "GET /api/admin/stores": storesRoute(() => []),
        "GET /api/admin/resources": pagedRoute(() => listings),
        "POST /api/resources": ({ body }) => {
          const created = { ...(body as typeof listing), id: 2 };
          listings = [...listings, created];
          return { status: 201, body: created };
        },
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("tab", { name: "Brand listings" }));
    expect(await screen.findByRole("article", { name: "Nike" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Listing" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Listing" }));
    await user.type(dialog.getByLabelText("Name"), "Foot Locker");
    await user.selectOptions(dialog.getByLabelText("Category"), "Retailers");
    await user.type(dialog.getByLabelText("Website"), "footlocker.com");
    await user.type(dialog.getByLabelText("Description"), "Mall sneaker chain.");
    await user.click(dialog.getByRole("button", { name: "Add Listing" }));
    expect(dialog.getByLabelText("Website")).toHaveAccessibleDescription(/http\(s\) URL/);
    await user.clear(dialog.getByLabelText("Website"));
    await user.type(dialog.getByLabelText("Website"), "https://www.footlocker.com");
    await user.click(dialog.getByRole("button", { name: "Add Listing" }));
    await findToast("Listing added successfully");
    expect(callsTo(calls, "POST", "/api/resources")[0]?.body).toMatchObject({ name: "Foot Locker", category: "Retailers", logo: "" });
    expect(await screen.findByRole("article", { name: "Foot Locker" })).toBeInTheDocument();
  });
});
