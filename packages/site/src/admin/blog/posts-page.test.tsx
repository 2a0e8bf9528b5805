import { productBoxHtml, type BlogPost } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, fill, findToast, pagedRoute, renderAdmin, SCREEN_TEST, setupUser, signedIn, webPlatform } from "../test/admin-test-utils";
import { adminProduct, blogPost } from "../../test/fixtures";

const post = blogPost;

function setupStore(initial: BlogPost) {
  let current = initial;
  const summary = () => {
    const { content: _content, ...rest } = current;
    return rest;
  };
  return {
    get current() {
      return current;
    },
    routes: {
      ...signedIn,
      "GET /api/admin/posts": () => ({ body: [summary()] }),
      "GET /api/admin/posts/4": () => ({ body: current }),
      "PATCH /api/admin/posts/4": ({ body }: { body: unknown }) => {
        const patch = body as Partial<BlogPost>;
        const published = patch.published ?? current.published;
        current = {
          ...current,
          ...patch,
          // As the server does: a publish time only for a published post, now when none is given.
          publishedAt: published ? (patch.publishedAt ?? current.publishedAt ?? new Date().toISOString()) : null,
          updatedAt: new Date().toISOString(),
        };
        return { body: current };
      },
      "DELETE /api/admin/posts/4": () => ({ status: 204 }),
    },
  };
}

describe("Blog posts", SCREEN_TEST, () => {
  it("lists saved posts with their status and opens one", async () => {
    const store = setupStore(post());
    const { getByTestId } = renderAdmin({ path: "/admin/posts", routes: store.routes });
    const user = setupUser();
    expect(await screen.findByRole("heading", { name: "Suede 101" })).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Edit Suede 101" }));
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent("/admin/posts/4"));
    expect(await screen.findByLabelText("Title")).toHaveValue("Suede 101");
  });

  it("edits, publishes (View on site appears), unpublishes and deletes a post", async () => {
    const store = setupStore(post());
    const { calls, getByTestId } = renderAdmin({ path: "/admin/posts/4", routes: store.routes });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Title"), "Suede 102");
    await fill(user, screen.getByLabelText("Tags"), "suede, brushes,");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findToast("Post updated");
    expect(callsTo(calls, "PATCH", "/api/admin/posts/4")[0]?.body).toMatchObject({
      title: "Suede 102",
      // No alt text of its own: the server uses the title.
      heroImageAlt: "",
      keywords: ["suede", "brushes"],
    });
    expect(screen.queryByRole("link", { name: /View on site/ })).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Publish Now" }));
    await findToast("Post published!");
    expect(callsTo(calls, "PATCH", "/api/admin/posts/4")[1]?.body).toMatchObject({ published: true });
    const view = await screen.findByRole("link", { name: /View on site/ });
    expect(view).toHaveAttribute("href", "/blog/suede-101");
    expect(view).toHaveAttribute("target", "_blank");

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    await findToast("Post unpublished");
    expect(store.current.published).toBe(false);

    const detailLoads = callsTo(calls, "GET", "/api/admin/posts/4").length;
    await user.click(await screen.findByRole("button", { name: "Delete Suede 102" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete this post?" })).getByRole("button", { name: "Delete" }));
    await findToast("Post deleted");
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent(/^\/admin\/posts$/));
    // The deleted post's detail is not fetched again; the list is.
    await waitFor(() => expect(callsTo(calls, "GET", "/api/admin/posts").length).toBeGreaterThan(0));
    expect(callsTo(calls, "GET", "/api/admin/posts/4")).toHaveLength(detailLoads);
  });

  it("schedules a draft for a later time: 'Scheduled for …' in the editor and the list, no View on site", async () => {
    const store = setupStore(post());
    const { calls } = renderAdmin({ path: "/admin/posts/4", routes: store.routes });
    const user = setupUser();
    // The publish panel: now by default; scheduling shows the time, on the site's clocks (UTC here).
    expect(screen.queryByLabelText("Publish time")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Publish Now" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    const field = await screen.findByLabelText("Publish time");
    expect(field).toHaveAttribute("type", "datetime-local");
    expect(screen.getByText("In the site's time zone (UTC).")).toBeInTheDocument();
    const later = new Date(Date.now() + 3 * 86_400_000);
    later.setUTCSeconds(0, 0);
    const wall = later.toISOString().slice(0, 16);
    await fill(user, field, wall);
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await findToast("Post scheduled");
    expect(callsTo(calls, "PATCH", "/api/admin/posts/4")[0]?.body).toMatchObject({ published: true, publishedAt: later.toISOString() });
    expect(await screen.findByText("Scheduled")).toBeInTheDocument();
    expect(screen.getByTestId("publish-status")).toHaveTextContent(/^Scheduled for .*\(UTC\)$/);
    expect(screen.getByRole("button", { name: "Unschedule" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update schedule" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View on site/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Publish time")).toHaveValue(wall);
  });

  it("shows a scheduled post as such in the list", async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const store = setupStore(post({ published: true, publishedAt: at }));
    renderAdmin({ path: "/admin/posts", routes: store.routes });
    expect(await screen.findByText("Scheduled")).toBeInTheDocument();
    expect(screen.getByText(/^Scheduled for/).querySelector("time")).toHaveAttribute("dateTime", at);
  });

  it("loads the saved posts a page at a time", async () => {
    const posts = Array.from({ length: 3 }, (_, i) => {
      const { content: _content, ...summary } = post({ id: 10 + i, slug: `post-${i}`, title: `Post ${i}` });
      return summary;
    });
    const { calls } = renderAdmin({ path: "/admin/posts", routes: { ...signedIn, "GET /api/admin/posts": pagedRoute(() => posts, 2) } });
    const user = setupUser();
    expect(await screen.findByRole("heading", { name: "Post 1" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Post 2" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more posts" }));
    expect(await screen.findByRole("heading", { name: "Post 2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/admin/posts").map((c) => c.path)).toEqual(["/api/admin/posts", "/api/admin/posts?cursor=2"]);
  });

  it("opens View on site through the platform on the desktop", async () => {
    const openExternal = vi.fn();
    const store = setupStore(post({ published: true, publishedAt: "2026-11-20T10:00:00.000Z" }));
    renderAdmin({
      path: "/admin/posts/4",
      routes: store.routes,
      platform: { ...webPlatform, kind: "desktop", loginMode: "token", storeHomeUrl: "http://localhost:3000/", openExternal },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("link", { name: /View on site/ }));
    expect(openExternal).toHaveBeenCalledWith("http://localhost:3000/blog/suede-101");
  });

  it("asks before leaving a post with unsaved text", async () => {
    const store = setupStore(post());
    const { getByTestId } = renderAdmin({ path: "/admin/posts/4", routes: store.routes });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Title"), "Suede 103");
    await user.click(screen.getByRole("link", { name: "Manage Stores" }));
    let ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(getByTestId("location")).toHaveTextContent("/admin/posts/4");
    expect(screen.getByLabelText("Title")).toHaveValue("Suede 103");

    await user.click(screen.getByRole("link", { name: "Back to posts" }));
    ask = await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" });
    await user.click(within(ask).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent(/^\/admin\/posts$/));
  });

  it("writes a new post without AI: 'New post' opens an empty editor that needs a body", async () => {
    const store = setupStore(post());
    const { getByTestId, calls } = renderAdmin({ path: "/admin/posts", routes: store.routes });
    const user = setupUser();
    await user.click(await screen.findByRole("link", { name: "New post" }));
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent("/admin/posts/new"));
    await fill(user, await screen.findByLabelText("Title"), "Lace Swaps");
    expect(screen.getByText("/blog/lace-swaps")).toBeInTheDocument();
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await findToast("Please check the form")).toHaveTextContent("Content is required");
    expect(callsTo(calls, "POST", "/api/blog")).toHaveLength(0);
  });

  it("inserts a comparison table of 2 to 5 catalogue products, and shows a box whose product was deleted", async () => {
    const store = setupStore(post({ content: `<p>Intro.</p>${productBoxHtml(99)}` }));
    const catalogue = [1, 2, 3, 4, 5, 6].map((id) => adminProduct({ id, title: `Crate ${id}`, price: `${id}0.00` }));
    const { calls } = renderAdmin({
      path: "/admin/posts/4",
      routes: {
        ...store.routes,
        // The picker's search, and the blocks' products by id (product 99 was deleted).
        "GET /api/admin/products": ({ path }) => {
          const ids = new URLSearchParams(path.split("?")[1] ?? "").get("ids");
          return { body: ids ? catalogue.filter((p) => ids.split(",").includes(String(p.id))) : catalogue };
        },
      },
    });
    const user = setupUser();
    const box = await screen.findByRole("group", { name: "Product box" });
    expect(await within(box).findByText(/Product #99 is no longer in the catalogue/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Insert comparison table" }));
    const picker = screen.getByRole("group", { name: "Insert a comparison table" });
    const insert = within(picker).getByRole("button", { name: "Insert comparison table" });
    await user.click(await within(picker).findByRole("checkbox", { name: /Crate 1\b/ }));
    expect(insert).toBeDisabled(); // one product is not a comparison
    for (const n of [2, 3, 4, 5]) await user.click(within(picker).getByRole("checkbox", { name: new RegExp(`Crate ${n}\\b`) }));
    expect(within(picker).getByRole("checkbox", { name: /Crate 6\b/ })).toBeDisabled(); // at most five
    await user.click(within(picker).getByRole("checkbox", { name: "Rating" }));
    await user.click(within(picker).getByRole("checkbox", { name: "Store" }));
    await user.click(insert);
    const table = await screen.findByRole("group", { name: "Comparison table" });
    expect(within(table).getByText("Comparison table: Price, Availability, Store")).toBeInTheDocument();
    expect(await within(table).findByText("Crate 5")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await findToast("Post updated");
    const content = (callsTo(calls, "PATCH", "/api/admin/posts/4")[0]?.body as { content: string }).content;
    expect(content).toContain('data-product-ids="1,2,3,4,5"');
    expect(content).toContain('data-rows="price,availability,store"');
    expect(content).toMatch(/<div data-product-box="" data-product-id="99"><\/div>/);
  });

  it("shows 'Post Not Found' for an unknown id", async () => {
    renderAdmin({
      path: "/admin/posts/99",
      routes: { ...signedIn, "GET /api/admin/posts/99": () => ({ status: 404, body: { message: "Post not found" } }) },
    });
    expect(await screen.findByText("Post Not Found")).toBeInTheDocument();
  });

  it("reports a failed save with the server's message", async () => {
    const store = setupStore(post());
    renderAdmin({
      path: "/admin/posts/4",
      routes: {
        ...store.routes,
        "PATCH /api/admin/posts/4": () => ({ status: 409, body: { message: "slug: already used by another post" } }),
      },
    });
    const user = setupUser();
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const toast = await findToast("Failed to update post");
    expect(within(toast).getByText("slug: already used by another post")).toBeInTheDocument();
  });
});
