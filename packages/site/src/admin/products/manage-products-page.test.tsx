import { type AdminProduct, defaultSortDirection, type AdminProductSort } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  callsTo,
  fill,
  findToast,
  type Handler,
  pagedRoute,
  queryOf,
  renderAdmin,
  SCREEN_TEST,
  setupUser,
  signedIn,
} from "../test/admin-test-utils";
import { adminProduct } from "../../test/fixtures";

const shoeTree = adminProduct();

/** GET /api/admin/products as the server answers it (q over title and store; newest, price and title sorts). */
function fakeCatalogue(products: () => AdminProduct[]): Handler {
  return ({ path }) => {
    const params = queryOf(path);
    const q = params.get("q")?.toLowerCase() ?? "";
    const sort = (params.get("sort") ?? "newest") as AdminProductSort;
    const sign = (params.get("dir") ?? defaultSortDirection(sort)) === "asc" ? 1 : -1;
    const value = (p: AdminProduct) => (sort === "price" ? Number(p.price) : sort === "title" ? p.title : p.id);
    const rows = products()
      .filter((p) => `${p.title} ${p.sourceStore}`.toLowerCase().includes(q))
      .sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id));
    return { body: rows };
  };
}

const extracted = (over: Partial<Record<string, unknown>> = {}) => ({
  title: "",
  price: "",
  rating: "",
  reviewCount: 0,
  imageUrl: "",
  productUrl: "",
  sourceStore: "Amazon",
  amazonAsin: "B0ABCDEFGH",
  category: "",
  ...over,
});

function setup(routes: Record<string, Handler> = {}, products: AdminProduct[] = []) {
  let list = products;
  return renderAdmin({
    routes: {
      ...signedIn,
      "GET /api/admin/products": () => ({ body: list }),
      "POST /api/products": ({ body }) => {
        const created = { id: 99, amazonAsin: null, ...(body as object) } as AdminProduct;
        list = [...list, created];
        return { status: 201, body: created };
      },
      ...routes,
    },
  });
}

async function openAddDialog() {
  const user = setupUser();
  await screen.findByText("No products yet");
  await user.click(screen.getAllByRole("button", { name: "Add Product" })[0]!);
  const dialog = await screen.findByRole("dialog", { name: "Add Product" });
  return { user, dialog };
}

describe("Manage Products", SCREEN_TEST, () => {
  it("shows each product's clicks and revenue over 30 days and a warning badge on a broken link", async () => {
    const other = { ...shoeTree, id: 8, title: "Suede Brush", amazonAsin: null };
    setup(
      {
        "GET /api/admin/clicks/products?days=30": () => ({ body: [{ productId: 7, clicks: 12 }] }),
        "GET /api/admin/links/products": () => ({ body: [8] }),
        "GET /api/admin/earnings/products": () => ({
          body: [
            {
              productId: 7,
              revenue: [
                { currency: "EUR", amount: "2.50" },
                { currency: "USD", amount: "11.88" },
              ],
            },
          ],
        }),
      },
      [shoeTree, other],
    );
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Clicks (30 days)" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Revenue (30 days)" })).toBeInTheDocument();
    const trees = within(table).getByRole("row", { name: "Cedar Shoe Trees" });
    const brush = within(table).getByRole("row", { name: "Suede Brush" });
    await waitFor(() => expect(within(trees).getAllByRole("cell").at(-3)).toHaveTextContent("12"));
    expect(within(brush).getAllByRole("cell").at(-3)).toHaveTextContent("0");
    // Revenue beside the clicks, per currency (never converted); none is zero in the product's currency.
    await waitFor(() => expect(within(trees).getAllByRole("cell").at(-2)).toHaveTextContent("€2.50 · $11.88"));
    expect(within(brush).getAllByRole("cell").at(-2)).toHaveTextContent("$0.00");
    const badge = await within(brush).findByRole("link", { name: "Broken link: Suede Brush (see Link Health)" });
    expect(badge).toHaveAttribute("href", "/admin/links");
    expect(within(trees).queryByText("Broken link")).not.toBeInTheDocument();
  });

  it("drops a product's Broken link badge once its link is replaced (the server forgets the old link's check)", async () => {
    let list = [shoeTree];
    let broken = [7];
    setup({
      "GET /api/admin/products": () => ({ body: list }),
      "GET /api/admin/links/products": () => ({ body: broken }),
      "PATCH /api/products/7": ({ body }) => {
        list = [{ ...shoeTree, ...(body as object) }];
        broken = [];
        return { body: list[0] };
      },
    });
    const user = setupUser();
    const row = await screen.findByRole("row", { name: "Cedar Shoe Trees" });
    await within(row).findByRole("link", { name: "Broken link: Cedar Shoe Trees (see Link Health)" });
    await user.click(screen.getByRole("button", { name: "Edit Cedar Shoe Trees" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Product" }));
    await user.clear(dialog.getByLabelText("Product URL"));
    await user.type(dialog.getByLabelText("Product URL"), "https://shop.example/cedar-trees");
    await user.click(dialog.getByRole("button", { name: "Update Product" }));
    await findToast("Product updated successfully");
    await waitFor(() => expect(within(screen.getByRole("row", { name: "Cedar Shoe Trees" })).queryByText("Broken link")).toBeNull());
  });

  it("shows 6 placeholders while loading, then the empty state", async () => {
    setup();
    expect(await screen.findAllByTestId("product-placeholder")).toHaveLength(6);
    expect(await screen.findByText("No products yet")).toBeInTheDocument();
    expect(screen.getByText("Add your first product to get started")).toBeInTheDocument();
  });

  it("lists products in a table with store, price, rating, category and ASIN", async () => {
    setup({}, [shoeTree]);
    const row = await screen.findByRole("row", { name: "Cedar Shoe Trees" });
    expect(within(row).getByText("$24.99")).toBeInTheDocument();
    expect(within(row).getByText("B000000007")).toBeInTheDocument();
    expect(within(row).getByText("4.7")).toBeInTheDocument();
    expect(within(row).getByText("Shoe trees & inserts")).toBeInTheDocument();
    expect(within(row).getByText("Amazon")).toBeInTheDocument();
  });

  it("asks the server to search and sort, and shows the rows in the server's order", async () => {
    const products: AdminProduct[] = [
      shoeTree,
      { ...shoeTree, id: 8, title: "LED Display Case", price: "129.99", rating: "4.6", category: "display", amazonAsin: null },
      {
        ...shoeTree,
        id: 9,
        title: "Nike Duffel",
        price: "55.00",
        rating: "4.2",
        sourceStore: "Nike",
        category: "travel",
        amazonAsin: null,
      },
    ];
    const { calls } = setup({ "GET /api/admin/products": fakeCatalogue(() => products) });
    const user = setupUser();
    const titles = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.getAttribute("aria-label"));
    const lastQuery = () => queryOf(callsTo(calls, "GET", "/api/admin/products").at(-1)?.path ?? "").toString();
    await screen.findByRole("row", { name: "Nike Duffel" });
    // Newest first, the defaults left out of the request.
    expect(callsTo(calls, "GET", "/api/admin/products")).toHaveLength(1);
    expect(titles()).toEqual(["Nike Duffel", "LED Display Case", "Cedar Shoe Trees"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 products");

    await user.click(screen.getByRole("button", { name: /^Price/ }));
    await waitFor(() => expect(titles()).toEqual(["LED Display Case", "Nike Duffel", "Cedar Shoe Trees"]));
    expect(lastQuery()).toBe("sort=price");
    expect(screen.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: /^Price/ }));
    await waitFor(() => expect(titles()).toEqual(["Cedar Shoe Trees", "Nike Duffel", "LED Display Case"]));
    expect(lastQuery()).toBe("sort=price&dir=asc");
    await user.click(screen.getByRole("button", { name: /^Product/ }));
    await waitFor(() => expect(titles()).toEqual(["Cedar Shoe Trees", "LED Display Case", "Nike Duffel"]));
    expect(lastQuery()).toBe("sort=title");

    // The search goes to the server once typing pauses, not once a keystroke.
    const before = callsTo(calls, "GET", "/api/admin/products").length;
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "  nike ");
    await waitFor(() => expect(titles()).toEqual(["Nike Duffel"]));
    expect(
      callsTo(calls, "GET", "/api/admin/products")
        .slice(before)
        .map((c) => queryOf(c.path).toString()),
    ).toEqual(["q=nike&sort=title"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 matching product");

    // No match: the search box stays, with its own message rather than the empty catalogue's.
    await fill(user, screen.getByRole("searchbox", { name: "Search products" }), "no such thing");
    expect(await screen.findByText("No products match “no such thing”.")).toBeInTheDocument();
    expect(screen.queryByText("No products yet")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Newest first" }));
    await user.clear(screen.getByRole("searchbox", { name: "Search products" }));
    // Back to the first list: the cached answer (no write since).
    await waitFor(() => expect(titles()).toEqual(["Nike Duffel", "LED Display Case", "Cedar Shoe Trees"]));
  });

  it("loads the catalogue a page at a time: Load more follows the server's cursor, counts come per page", async () => {
    const products = Array.from({ length: 5 }, (_, i) => adminProduct({ id: 20 - i, title: `Case ${i + 1}`, amazonAsin: null }));
    const { calls } = setup({
      "GET /api/admin/products": pagedRoute(() => products, 2),
      "GET /api/admin/clicks/products?days=30": ({ path }) => ({
        body: (queryOf(path).get("ids") ?? "").split(",").map((id) => ({ productId: Number(id), clicks: Number(id) * 10 })),
      }),
      "GET /api/admin/links/products": () => ({ body: [18] }),
    });
    const user = setupUser();
    const rows = () => screen.getAllByRole("row").slice(1);
    await screen.findByRole("row", { name: "Case 2" });
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("Showing the first 2 products");

    await user.click(screen.getByRole("button", { name: "Load more products" }));
    await screen.findByRole("row", { name: "Case 4" });
    expect(callsTo(calls, "GET", "/api/admin/products").map((c) => c.path)).toEqual([
      "/api/admin/products",
      "/api/admin/products?cursor=2",
    ]);
    await user.click(screen.getByRole("button", { name: "Load more products" }));
    await screen.findByRole("row", { name: "Case 5" });
    expect(rows().map((r) => r.getAttribute("aria-label"))).toEqual(["Case 1", "Case 2", "Case 3", "Case 4", "Case 5"]);
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("5 products");

    // Clicks and broken links are asked for the rows of each page.
    const asked = (path: string) => callsTo(calls, "GET", path).map((c) => queryOf(c.path).get("ids"));
    expect(asked("/api/admin/clicks/products")).toEqual(["20,19", "18,17", "16"]);
    expect(asked("/api/admin/links/products")).toEqual(["20,19", "18,17", "16"]);
    expect(asked("/api/admin/earnings/products")).toEqual(["20,19", "18,17", "16"]);
    const third = screen.getByRole("row", { name: "Case 3" });
    await waitFor(() => expect(within(third).getAllByRole("cell").at(-3)).toHaveTextContent("180"));
    expect(await within(third).findByText("Broken link")).toBeInTheDocument();
  });

  it("keeps the rows shown when the next page fails, and offers it again", async () => {
    const products = Array.from({ length: 3 }, (_, i) => adminProduct({ id: 10 - i, title: `Case ${i + 1}` }));
    let fail = true;
    const page = pagedRoute(() => products, 2);
    setup({
      "GET /api/admin/products": (call) =>
        fail && call.path.includes("cursor=") ? { status: 500, body: { message: "down" } } : page(call),
    });
    const user = setupUser();
    await screen.findByRole("row", { name: "Case 2" });
    await user.click(screen.getByRole("button", { name: "Load more products" }));
    expect(await screen.findByText("Could not load more products. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Case 1" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Load more products" }));
    expect(await screen.findByRole("row", { name: "Case 3" })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load more/)).not.toBeInTheDocument();
  });

  it("opens Add with the catalogue defaults", async () => {
    setup();
    const { dialog } = await openAddDialog();
    const d = within(dialog);
    expect(d.getByLabelText("Title")).toHaveValue("");
    expect(d.getByLabelText("Store")).toHaveValue("Amazon");
    expect(d.getByLabelText("Rating (0–5)")).toHaveValue(4.5);
    expect(d.getByLabelText("Review count")).toHaveValue(0);
    expect(d.getByLabelText("Category")).toHaveValue("sneaker-accessories");
    expect(
      within(d.getByLabelText("Category"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toContain("Cleaning & care");
    expect(d.getAllByRole("textbox", { name: /URL|link/i }).map((f) => f.getAttribute("placeholder"))).toHaveLength(2); // product URL + image URL
    expect(d.getByLabelText("Price")).toHaveAttribute("step", "0.01");
    expect(d.getByLabelText("Rating (0–5)")).toHaveAttribute("step", "0.1");
    expect(d.getByLabelText("Image URL")).toHaveAttribute("type", "url");
  });

  it("says beside an Amazon product's price that it is shown for 24 hours from when it was typed", async () => {
    setup();
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    expect(d.getByLabelText("Price")).toHaveAccessibleDescription(/An Amazon price is shown for 24 hours from when it was typed/);
    await user.clear(d.getByLabelText("Store"));
    await user.type(d.getByLabelText("Store"), "Kickshelf");
    expect(d.getByLabelText("Price")).not.toHaveAccessibleDescription(/24 hours/);
  });

  it("shows every price with its date, and says when an Amazon price is no longer shown", async () => {
    const hours = (n: number) => new Date(Date.now() - n * 60 * 60 * 1000).toISOString();
    setup({}, [
      adminProduct({ id: 1, title: "Fresh typed", priceAsOf: hours(1) }),
      adminProduct({ id: 2, title: "Old typed", priceAsOf: hours(25) }),
      adminProduct({ id: 3, title: "Old shop", sourceStore: "Kickshelf", amazonAsin: null, priceAsOf: "2025-01-05T09:07:00Z" }),
    ]);
    const row = async (name: string) => within(await screen.findByRole("row", { name }));
    expect((await row("Fresh typed")).getByText(/^as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/)).toBeInTheDocument();
    expect((await row("Old typed")).getByText("Not shown: older than 24 h")).toBeInTheDocument();
    expect((await row("Old shop")).getByText("as of 01/05/2025 09:07 UTC")).toBeInTheDocument();
  });

  it("rejects a blank title, a blank price and a placeholder image, with toasts and inline messages", async () => {
    const { calls } = setup();
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    const submit = () => user.click(d.getByRole("button", { name: "Add Product" }));

    await submit();
    let toast = await findToast("Title required");
    expect(within(toast).getByText("Please enter the product title from Amazon")).toBeInTheDocument();
    expect(d.getByLabelText("Title")).toHaveAccessibleDescription(/Please enter the product title from Amazon/);
    expect(d.getByLabelText("Title")).toBeInvalid();

    await fill(user, d.getByLabelText("Title"), "LED Display Case");
    await submit();
    toast = await findToast("Price required");
    expect(within(toast).getByText("Please enter the full product price from Amazon")).toBeInTheDocument();
    expect(d.getByLabelText("Price")).toHaveAccessibleDescription(/Please enter the full product price from Amazon/);

    await user.type(d.getByLabelText("Price"), "49.99");
    await fill(user, d.getByLabelText("Image URL"), "https://via.placeholder.com/300");
    await submit();
    toast = await findToast("Image URL required");
    expect(within(toast).getByText("Please replace the placeholder with the actual Amazon product image URL")).toBeInTheDocument();
    expect(d.getByLabelText("Image URL")).toHaveAccessibleDescription(/replace the placeholder/);

    expect(callsTo(calls, "POST", "/api/products")).toHaveLength(0);
  });

  it("adds a valid product, closes the dialog and refreshes the list", async () => {
    const { calls } = setup();
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    await fill(user, d.getByLabelText("Title"), "LED Display Case");
    await fill(user, d.getByLabelText("Product URL"), "https://www.amazon.com/dp/B0ABCDEFGH");
    await user.type(d.getByLabelText("Amazon ASIN"), "b0abcdefgh");
    await user.selectOptions(d.getByLabelText("Category"), "display");
    await user.type(d.getByLabelText("Price"), "49.99");
    await fill(user, d.getByLabelText("Image URL"), "https://m.media-amazon.com/images/I/case.jpg");
    await user.click(d.getByRole("button", { name: "Add Product" }));

    expect(await findToast("Product added successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(calls, "POST", "/api/products")[0]?.body).toEqual({
      title: "LED Display Case",
      productUrl: "https://www.amazon.com/dp/B0ABCDEFGH",
      sourceStore: "Amazon",
      amazonAsin: "B0ABCDEFGH",
      price: "49.99",
      currency: "USD",
      rating: "4.5",
      reviewCount: 0,
      category: "display",
      imageUrl: "https://m.media-amazon.com/images/I/case.jpg",
      description: "",
    });
    expect(await screen.findByRole("row", { name: "LED Display Case" })).toBeInTheDocument();
  });

  it("says at once that a slow Refresh now goes on in the background (202), and refreshes the table", async () => {
    const continues = "Amazon is slow to answer: the price is refreshed in the background. Its new value shows here once it arrives.";
    const { calls } = setup(
      {
        "GET /api/admin/prices/status": () => ({
          body: {
            configured: true,
            marketplace: "www.amazon.com",
            problem: null,
            lastRunAt: null,
            lastError: null,
            amazonProducts: 1,
            stale: 0,
            staleReason: null,
            dailyRequests: 8640,
            requestsToday: 0,
            requestsNeededPerDay: 1,
          },
        }),
        [`POST /api/admin/products/${shoeTree.id}/refresh-price`]: () => ({ status: 202, body: { scheduled: true, message: continues } }),
      },
      [shoeTree],
    );
    const user = setupUser();
    await waitFor(() => expect(callsTo(calls, "GET", "/api/admin/prices/status")).toHaveLength(1));
    await user.click(await screen.findByRole("button", { name: `Refresh price of ${shoeTree.title}` }));
    const toast = await findToast("Refreshing in the background");
    expect(within(toast).getByText(continues)).toBeInTheDocument();
    expect(callsTo(calls, "POST", `/api/admin/products/${shoeTree.id}/refresh-price`)).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, "GET", "/api/admin/products").length).toBeGreaterThan(1));
  });

  it("reports a failed save with the server's message", async () => {
    setup({ "POST /api/products": () => ({ status: 400, body: { message: "price: must be a non-negative amount" } }) });
    const { user, dialog } = await openAddDialog();
    const d = within(dialog);
    await user.type(d.getByLabelText("Title"), "Case");
    await fill(user, d.getByLabelText("Product URL"), "https://example.com/case");
    await user.type(d.getByLabelText("Price"), "5");
    await fill(user, d.getByLabelText("Image URL"), "https://example.com/case.jpg");
    await user.click(d.getByRole("button", { name: "Add Product" }));
    const toast = await findToast("Failed to add product");
    expect(within(toast).getByText("price: must be a non-negative amount")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  describe("extractor", () => {
    it("asks for a URL when it is blank", async () => {
      const { calls } = setup();
      const { user, dialog } = await openAddDialog();
      await user.click(within(dialog).getByRole("button", { name: "Extract" }));
      expect(await findToast("Please enter a product URL")).toBeInTheDocument();
      expect(callsTo(calls, "POST", "/api/extract-amazon-product")).toHaveLength(0);
    });

    it("fills the ASIN from an Amazon link and says the page could not be read; the product URL keeps the link", async () => {
      setup({ "POST /api/extract-amazon-product": () => ({ body: extracted({ pageRead: false }) }) });
      const { user, dialog } = await openAddDialog();
      const d = within(dialog);
      await fill(user, d.getByLabelText("Product URL"), "https://www.amazon.com/dp/B0ABCDEFGH");
      await user.click(d.getByRole("button", { name: "Extract" }));
      const toast = await findToast("ASIN extracted successfully!");
      expect(
        within(toast).getByText(
          "The product page could not be read. Only the ASIN and the link were filled: please enter the title, price and image URL manually",
        ),
      ).toBeInTheDocument();
      expect(d.getByLabelText("Amazon ASIN")).toHaveValue("B0ABCDEFGH");
      expect(d.getByLabelText("Product URL")).toHaveValue("https://www.amazon.com/dp/B0ABCDEFGH");
      expect(d.getByLabelText("Rating (0–5)")).toHaveValue(4.5);
      expect(d.getByLabelText("Category")).toHaveValue("sneaker-accessories");
    });

    it("prefills what the page gave", async () => {
      setup({
        "POST /api/extract-amazon-product": () => ({
          body: extracted({
            title: "Crep Protect Spray",
            price: "19.99",
            imageUrl: "https://m.media-amazon.com/x.jpg",
            productUrl: "https://www.amazon.com/dp/B0ABCDEFGH",
          }),
        }),
      });
      const { user, dialog } = await openAddDialog();
      const d = within(dialog);
      await fill(user, d.getByLabelText("Product URL"), "https://amzn.example/short");
      await user.click(d.getByRole("button", { name: "Extract" }));
      const toast = await findToast("ASIN extracted successfully!");
      expect(within(toast).getByText("Filled the title, price and image URL from the page: check them before saving")).toBeInTheDocument();
      expect(d.getByLabelText("Title")).toHaveValue("Crep Protect Spray");
      expect(d.getByLabelText("Price")).toHaveValue(19.99);
      expect(d.getByLabelText("Product URL")).toHaveValue("https://www.amazon.com/dp/B0ABCDEFGH");
    });

    it("needs the link only once: extract, complete, save", async () => {
      const { calls } = setup({
        "POST /api/extract-amazon-product": () => ({
          body: extracted({ title: "Crep Protect Spray", price: "19.99", imageUrl: "https://m.media-amazon.com/x.jpg" }),
        }),
      });
      const { user, dialog } = await openAddDialog();
      const d = within(dialog);
      await fill(user, d.getByLabelText("Product URL"), "https://www.amazon.com/dp/B0ABCDEFGH");
      await user.click(d.getByRole("button", { name: "Extract" }));
      await findToast("ASIN extracted successfully!");
      await user.selectOptions(d.getByLabelText("Category"), "protection");
      await user.click(d.getByRole("button", { name: "Add Product" }));
      expect(await findToast("Product added successfully")).toBeInTheDocument();
      expect(callsTo(calls, "POST", "/api/products")[0]?.body).toMatchObject({
        productUrl: "https://www.amazon.com/dp/B0ABCDEFGH",
        title: "Crep Protect Spray",
        amazonAsin: "B0ABCDEFGH",
        category: "protection",
      });
    });

    it("names a non-Amazon store", async () => {
      setup({ "POST /api/extract-amazon-product": () => ({ body: extracted({ sourceStore: "Foot Locker", amazonAsin: null }) }) });
      const { user, dialog } = await openAddDialog();
      await fill(user, within(dialog).getByLabelText("Product URL"), "https://www.footlocker.com/product/x");
      await user.click(within(dialog).getByRole("button", { name: "Extract" }));
      const toast = await findToast("Foot Locker product detected!");
      expect(within(toast).getByText("Fill in the product details manually")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Store")).toHaveValue("Foot Locker");
    });

    it("reports a failure with the server message, or the fallback", async () => {
      let reply = { status: 400, body: { message: "url: must be an http(s) URL" } as unknown };
      setup({ "POST /api/extract-amazon-product": () => reply });
      const { user, dialog } = await openAddDialog();
      await user.type(within(dialog).getByLabelText("Product URL"), "ftp://nope");
      await user.click(within(dialog).getByRole("button", { name: "Extract" }));
      let toast = await findToast("Failed to extract product details");
      expect(within(toast).getByText("url: must be an http(s) URL")).toBeInTheDocument();

      reply = { status: 502, body: undefined };
      await user.click(within(dialog).getByRole("button", { name: "Extract" }));
      await waitFor(() => expect(screen.getByText("Please check the URL and try again")).toBeInTheDocument());
      toast = await findToast("Failed to extract product details");
      expect(toast).toBeInTheDocument();
    });
  });

  it("asks before closing a dialog with unsaved text", async () => {
    setup();
    const { user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument()); // nothing typed: closes at once

    const again = await openAddDialog();
    await user.type(within(again.dialog).getByLabelText("Title"), "Half-typed");
    await user.click(within(again.dialog).getByRole("button", { name: "Cancel" }));
    let ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("dialog", { name: "Add Product" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Half-typed");

    await user.keyboard("{Escape}");
    ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(ask).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits a product (no extractor) and deletes one after confirmation", async () => {
    let list = [shoeTree];
    const { calls } = setup({
      "GET /api/admin/products": () => ({ body: list }),
      "PATCH /api/products/7": ({ body }) => {
        list = [{ ...shoeTree, ...(body as object) }];
        return { body: list[0] };
      },
      "DELETE /api/products/7": () => {
        list = [];
        return { status: 204 };
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Edit Cedar Shoe Trees" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Product" });
    const d = within(dialog);
    expect(d.queryByRole("button", { name: "Extract" })).not.toBeInTheDocument();
    expect(d.getByLabelText("Title")).toHaveValue("Cedar Shoe Trees");
    await user.clear(d.getByLabelText("Price"));
    await user.type(d.getByLabelText("Price"), "29.5");
    await user.click(d.getByRole("button", { name: "Update Product" }));
    await findToast("Product updated successfully");
    expect(callsTo(calls, "PATCH", "/api/products/7")[0]?.body).toMatchObject({ price: "29.5", title: "Cedar Shoe Trees" });
    expect(await screen.findByText("$29.50")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Cedar Shoe Trees" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this product?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await findToast("Product deleted successfully");
    expect(await screen.findByText("No products yet")).toBeInTheDocument();
  });
});

describe("Manage Products › Import products", SCREEN_TEST, () => {
  it("uploads a file with a progress bar; a refused file lists its bad rows, a partial import what was left out", async () => {
    let sending: (() => void) | undefined;
    const { calls } = setup({
      "POST /api/admin/products/import": ({ path, onUploadProgress }) => {
        if (!path.includes("partial=1"))
          return {
            status: 400,
            body: {
              message: "1 of 2 rows are not valid: nothing was imported (a partial import adds the other 1)",
              issues: [{ path: "line 3", message: "price: must be a non-negative amount with at most 2 decimals" }],
            },
          };
        onUploadProgress?.(0.4);
        return new Promise((resolve) => {
          sending = () =>
            resolve({
              body: {
                rows: 2,
                added: 1,
                updated: 0,
                rejected: 1,
                problems: ["line 3: price: must be a non-negative amount with at most 2 decimals"],
              },
            });
        });
      },
    });
    const user = setupUser();
    await screen.findByText("No products yet");
    const form = screen.getByRole("form", { name: "Import products" });
    const text = "title,price,imageUrl,productUrl\nCrease Guard,9.99,/a.jpg,https://x.example/a\nBrush,abc,/b.jpg,https://x.example/b\n";
    await user.upload(within(form).getByLabelText("File"), new File([text], "feed.csv", { type: "text/csv" }));
    await user.click(within(form).getByRole("button", { name: "Import" }));
    const problems = async (heading: string) => (await screen.findByText(heading)).closest("[role=alert]");
    expect(await problems("Nothing was imported. Fix these rows, or import the good rows only:")).toHaveTextContent(
      "line 3: price: must be a non-negative amount with at most 2 decimals",
    );
    expect(callsTo(calls, "POST", "/api/admin/products/import")[0]).toMatchObject({ path: "/api/admin/products/import", body: text });

    await user.click(within(form).getByRole("checkbox", { name: "Import the good rows when some are bad" }));
    await waitFor(() => expect(within(form).getByRole("button", { name: "Import" })).toBeEnabled());
    await user.click(within(form).getByRole("button", { name: "Import" }));
    const bar = await screen.findByRole("progressbar", { name: "Import progress" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    expect(screen.getByText("Sending the file: 40%")).toBeInTheDocument();
    sending?.();
    expect(await screen.findByText("2 rows: 1 added, 0 updated, 1 left out", { selector: "[role=status]" })).toBeInTheDocument();
    expect(await problems("These rows were left out:")).toHaveTextContent("line 3: price: must be");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/admin/products/import")[1]?.path).toBe("/api/admin/products/import?partial=1");
  });
});
