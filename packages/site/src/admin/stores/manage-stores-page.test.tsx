import type { Store } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, findToast, renderAdmin, signedIn, webPlatform, SCREEN_TEST, setupUser } from "../test/admin-test-utils";

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
});

function setup(platform = webPlatform) {
  let stores = [store(1, "Kith", "New York", "12345"), store(2, "Flight Club", "Brooklyn", null)];
  return renderAdmin({
    path: "/admin/stores",
    platform,
    routes: {
      ...signedIn,
      "GET /api/stores": () => ({ body: stores }),
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
  it("shows merchant ids or 'Not set', the publisher id, and filters by name or city", async () => {
    setup();
    const kith = await screen.findByRole("article", { name: "Kith" });
    // Listed by name, not in the API's order.
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual(["Flight Club", "Kith"]);
    expect(within(kith).getByText("12345")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Flight Club" })).getByText("Not set")).toBeInTheDocument();
    expect(screen.getByText("777")).toBeInTheDocument();

    const user = setupUser();
    await user.type(screen.getByLabelText("Search stores"), "brook");
    expect(screen.queryByRole("article", { name: "Kith" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Flight Club" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Search stores"));
    await user.type(screen.getByLabelText("Search stores"), "zzz");
    expect(screen.getByText("No stores found")).toBeInTheDocument();
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

  it("accepts digits only, with the reason next to the field", async () => {
    const { calls } = renderAdmin({
      routes: { ...signedIn, "GET /api/stores": () => ({ body: [store(1, "Kith", "New York", null)] }) },
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
        "GET /api/stores": () => ({ body: [store(1, "Kith", "New York", null)] }),
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
});
