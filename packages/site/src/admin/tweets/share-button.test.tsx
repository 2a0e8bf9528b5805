import { SHARE_DRAFT_POST_MESSAGE, type Tweet } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, findToast, renderAdmin, SCREEN_TEST, setupUser, signedIn, type Handler } from "../test/admin-test-utils";
import { adminProduct, blogPost, tweet } from "../../test/fixtures";

const { content: _content, ...post } = blogPost({ keywords: ["suede"], published: true, publishedAt: "2026-11-20T10:00:00.000Z" });
const product = adminProduct();
const draft = (content: string, over: Partial<Tweet> = {}): Tweet =>
  tweet({ id: 11, content, tweetType: "general", createdAt: "2026-11-21T00:00:00.000Z", ...over });

/** The admin with a tweet store behind POST /api/tweets/share (the server's answer is stood in for here). */
function setup(path: string, share: (body: { kind: string; id: number }) => { status: number; body: unknown }, shown = post) {
  const tweets: Tweet[] = [];
  const routes: Record<string, Handler> = {
    ...signedIn,
    "GET /api/admin/posts": () => ({ body: [shown] }),
    "GET /api/admin/posts/4": () => ({ body: { ...shown, content: "<p>Brush gently.</p>" } }),
    "GET /api/admin/products": () => ({ body: [product] }),
    "GET /api/admin/clicks/products?days=30": () => ({ body: [] }),
    "GET /api/admin/links/products": () => ({ body: [] }),
    "GET /api/programs": () => ({ body: [] }),
    "GET /api/tweets/posting": () => ({ body: { enabled: true, graceMinutes: 15 } }),
    "GET /api/tweets": () => ({ body: tweets }),
    "POST /api/tweets/share": ({ body }) => {
      const reply = share(body as { kind: string; id: number });
      if (reply.status === 201) tweets.push(reply.body as Tweet);
      return reply;
    },
  };
  return renderAdmin({ path, routes });
}

describe("Share: a draft tweet from a post or a product", SCREEN_TEST, () => {
  it("from the posts list: the toast shows the draft and opens the Tweet Scheduler, where it is listed", async () => {
    const content = "Suede 101 https://kicks.example/blog/suede-101";
    const { calls, getByTestId } = setup("/admin/posts", () => ({ status: 201, body: draft(content) }));
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Share Suede 101" }));

    const toast = await findToast("Draft tweet created");
    expect(within(toast).getByText(content)).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/tweets/share").map((c) => c.body)).toEqual([{ kind: "post", id: 4 }]);

    // By keyboard: jsdom lacks the pointer capture Radix Toast's swipe handling calls on a pointer click.
    within(toast).getByRole("link", { name: "Open Tweet Scheduler" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent("/admin/social"));
    expect(await screen.findByRole("tab", { name: "Tweet Scheduler", selected: true })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: `Tweet: ${content.slice(0, 60)}` });
    expect(within(card).getByText("Draft")).toBeInTheDocument();
  });

  it("a post going live later: the toast says its tweet is scheduled for then, on the site's clocks", async () => {
    const content = "Suede 101 https://kicks.example/blog/suede-101";
    const at = "2030-06-15T14:30:00.000Z";
    setup("/admin/posts", () => ({ status: 201, body: draft(content, { status: "scheduled", scheduledFor: at }) }), {
      ...post,
      publishedAt: at,
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Share Suede 101" }));
    const toast = await findToast("Tweet scheduled for when the post goes live");
    expect(toast).toHaveTextContent(/Jun 15, 2030, 2:30\sPM \(UTC\): Suede 101 https:\/\/kicks\.example\/blog\/suede-101/);
  });

  it("from the products table: an affiliate product's draft carries #ad", async () => {
    const content = "Cedar Shoe Trees https://www.amazon.com/dp/B000000007?tag=kicks-20 #ad";
    const { calls } = setup("/admin", () => ({ status: 201, body: draft(content, { tweetType: "product", relatedProductId: 7 }) }));
    const user = setupUser();
    const row = await screen.findByRole("row", { name: "Cedar Shoe Trees" });
    await user.click(within(row).getByRole("button", { name: "Share Cedar Shoe Trees" }));
    const toast = await findToast("Draft tweet created");
    expect(within(toast).getByText(content)).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/tweets/share").map((c) => c.body)).toEqual([{ kind: "product", id: 7 }]);
  });

  it("shows the server's reason when the draft cannot be made", async () => {
    setup("/admin", () => ({ status: 404, body: { message: "Product not found" } }));
    const user = setupUser();
    const row = await screen.findByRole("row", { name: "Cedar Shoe Trees" });
    await user.click(within(row).getByRole("button", { name: "Share Cedar Shoe Trees" }));
    const toast = await findToast("Failed to create draft tweet");
    expect(within(toast).getByText("Product not found")).toBeInTheDocument();
    // The button is usable again for another try.
    await waitFor(() => expect(within(row).getByRole("button", { name: "Share Cedar Shoe Trees" })).toBeEnabled());
  });

  it("from the post editor", async () => {
    const content = "Suede 101 https://kicks.example/blog/suede-101";
    const { calls } = setup("/admin/posts/4", () => ({ status: 201, body: draft(content) }));
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Share Suede 101" }));
    await findToast("Draft tweet created");
    expect(callsTo(calls, "POST", "/api/tweets/share").map((c) => c.body)).toEqual([{ kind: "post", id: 4 }]);
  });

  it("offers no Share on a draft post, and says why (its link is not public yet)", async () => {
    const draftPost = { ...post, published: false, publishedAt: null };
    for (const path of ["/admin/posts", "/admin/posts/4"]) {
      const { calls, unmount } = setup(path, () => ({ status: 201, body: draft("x") }), draftPost);
      const button = await screen.findByRole("button", { name: "Share Suede 101" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(SHARE_DRAFT_POST_MESSAGE);
      expect(callsTo(calls, "POST", "/api/tweets/share")).toEqual([]);
      unmount();
    }
  });
});
