import { DEFAULT_HERO_IMAGE, productBoxHtml, type BlogPost, type GeneratedPost } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, fill, findToast, queryOf, renderAdmin, SCREEN_TEST, setupUser, signedIn, type Handler } from "../test/admin-test-utils";
import { adminProduct } from "../../test/fixtures";

const generated: GeneratedPost = {
  title: "How to Clean Suede Sneakers",
  slug: "how-to-clean-suede-sneakers",
  excerpt: "Keep suede looking new.",
  content: "<h2>Step 1</h2><p>Brush gently.</p><script>window.parent.document.title='pwned'</script>",
  heroImageQuery: "suede sneakers cleaning",
  metaTitle: "How to Clean Suede Sneakers | Kicks",
  metaDescription: "A short guide.",
  keywords: ["suede", "cleaning"],
  removed: [],
};

/** What the server answers to POST /api/blog: the stored post. */
const savedPost = (body: unknown): BlogPost => ({
  id: 1,
  author: "Kicks Directory Team",
  category: "Sneaker Culture",
  featured: false,
  updatedAt: new Date().toISOString(),
  ...(body as Omit<BlogPost, "id" | "author" | "category" | "featured" | "updatedAt">),
  heroImage: "/images/blog/default-hero.webp",
});

function setup(routes: Record<string, Handler> = {}) {
  return renderAdmin({
    path: "/admin/blog-generator",
    routes: {
      ...signedIn,
      "GET /api/admin/products": () => ({ body: [] }),
      "POST /api/blog/generate": () => ({ body: generated }),
      ...routes,
    },
  });
}

describe("AI Blog Generator", SCREEN_TEST, () => {
  it("enables Generate only with a topic and keywords", async () => {
    setup();
    const user = setupUser();
    const generate = await screen.findByRole("button", { name: "Generate Post" });
    expect(generate).toBeDisabled();
    await fill(user, screen.getByLabelText("Topic"), "Suede care");
    expect(generate).toBeDisabled();
    await fill(user, screen.getByLabelText("Keywords"), "suede");
    expect(generate).toBeEnabled();
    await user.clear(screen.getByLabelText("Topic"));
    expect(generate).toBeDisabled();
  });

  it("asks for a keyword when the list parses to none", async () => {
    const { calls } = setup();
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Topic"), "Suede care");
    await fill(user, screen.getByLabelText("Keywords"), " , ,");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    expect(await findToast("Please enter at least one keyword")).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/api/blog/generate")).toHaveLength(0);
  });

  it("falls back to 1500 words for a count below 500 or not a number, and sends the parsed form", async () => {
    const { calls } = setup();
    const user = setupUser();
    const words = await screen.findByLabelText("Target word count");
    expect(words).toHaveValue(1500);
    expect(words).toHaveAttribute("min", "500");
    expect(words).toHaveAttribute("max", "3000");
    expect(words).toHaveAttribute("step", "100");
    await fill(user, words, "300");
    await user.tab();
    expect(words).toHaveValue(1500);

    await fill(user, words, "2000");
    await fill(user, screen.getByLabelText("Topic"), "Suede care");
    await user.selectOptions(screen.getByLabelText("Content type"), "listicle");
    await fill(user, screen.getByLabelText("Keywords"), "suede, cleaning , ,Suede");
    await user.click(screen.getByRole("checkbox", { name: "Include product recommendations" }));
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    await findToast("Blog post generated!");
    expect(callsTo(calls, "POST", "/api/blog/generate")[0]?.body).toEqual({
      topic: "Suede care",
      contentType: "listicle",
      keywords: ["suede", "cleaning"],
      targetWordCount: 2000,
      includeProductLinks: false,
    });
  });

  it("says what the server removed from the AI's text, and shows the product boxes it made", async () => {
    const { calls } = setup({
      "POST /api/blog/generate": () => ({
        body: {
          ...generated,
          content: `<p>Brush gently.</p>${productBoxHtml(7)}`,
          removed: [
            "A link to www.amazon.com/dp/B0NOTREAL1: it is not a page of this site or a product in the catalogue",
            'The price "$12.34": prices come from the catalogue, shown live in product boxes',
          ],
        },
      }),
      "GET /api/admin/products": () => ({ body: [adminProduct({ id: 7, title: "Clear Drop Front Crate", price: "29.99" })] }),
    });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Topic"), "Sneaker storage");
    await fill(user, screen.getByLabelText("Keywords"), "crate");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    const note = await screen.findByRole("note", { name: "Removed from the AI's text" });
    expect(within(note).getByText(/www\.amazon\.com\/dp\/B0NOTREAL1/)).toBeInTheDocument();
    expect(within(note).getByText(/"\$12\.34"/)).toBeInTheDocument();
    const box = await screen.findByRole("group", { name: "Product box" });
    expect(await within(box).findByText("Clear Drop Front Crate")).toBeInTheDocument();
    expect(callsTo(calls, "GET", "/api/admin/products").some((call) => queryOf(call.path).get("ids") === "7")).toBe(true);
  });

  it("shows progress while generating and reports a failure with the server message", async () => {
    let release!: () => void;
    setup({
      "POST /api/blog/generate": () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 503, body: { message: "Blog generation is not configured" } });
        }),
    });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Topic"), "Suede care");
    await fill(user, screen.getByLabelText("Keywords"), "suede");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    expect(await screen.findByText(/Writing your post/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generating..." })).toBeDisabled();
    release();
    const toast = await findToast("Generation failed");
    expect(within(toast).getByText("Blog generation is not configured")).toBeInTheDocument();
  });

  it("says before anything is typed when AI writing is not set up, and offers writing by hand", async () => {
    setup({ "GET /api/blog/generate/status": () => ({ body: { configured: false } }) });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "AI writing isn't set up on this site yet" })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/OPENAI|API key|environment/i);
    expect(within(alert).getByRole("link", { name: "Write a post yourself" })).toHaveAttribute("href", "/admin/posts/new");
    expect(screen.getByLabelText("Topic")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Generate Post" })).toBeDisabled();
  });

  it("keeps the generated post and its edits while the admin visits other screens, until it is discarded", async () => {
    setup({ "GET /api/blog/generate/status": () => ({ body: { configured: true } }), "GET /api/admin/posts": () => ({ body: [] }) });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Topic"), "Suede");
    await fill(user, screen.getByLabelText("Keywords"), "suede");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    await fill(user, await screen.findByLabelText("Title"), "Suede, edited");

    await user.click(screen.getByRole("link", { name: "Blog Posts" }));
    await screen.findByRole("heading", { level: 1, name: "Blog Posts" });
    await user.click(screen.getByRole("link", { name: "AI Blog Generator" }));
    expect(await screen.findByLabelText("Title")).toHaveValue("Suede, edited");
    expect(screen.getByRole("textbox", { name: "Content" })).toHaveTextContent("Step 1");

    // Discarding asks first; keeping it changes nothing.
    await user.click(screen.getByRole("button", { name: "Discard" }));
    let ask = await screen.findByRole("alertdialog", { name: "Discard this post?" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Suede, edited");
    await user.click(screen.getByRole("button", { name: "Discard" }));
    ask = await screen.findByRole("alertdialog", { name: "Discard this post?" });
    await user.click(within(ask).getByRole("button", { name: "Discard post" }));
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
    expect(sessionStorage.getItem("kicks-admin:generated-post")).toBe("null");
  });

  it("shows the generated post in the editor (scripts dropped), then saves a draft and goes to /admin", async () => {
    const { calls, getByTestId } = setup({
      "POST /api/blog": ({ body }) => ({ status: 201, body: savedPost(body) }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "How to Clean White Sneakers Without Damaging Them" }));
    expect(screen.getByLabelText("Topic")).toHaveValue("How to Clean White Sneakers Without Damaging Them");
    await fill(user, screen.getByLabelText("Keywords"), "suede");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));

    expect(await screen.findByLabelText("Title")).toHaveValue("How to Clean Suede Sneakers");
    expect(screen.getByLabelText("URL slug")).toHaveValue("how-to-clean-suede-sneakers");
    expect(screen.getByText("“suede sneakers cleaning”")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Search stock photos/ })).toHaveAttribute(
      "href",
      expect.stringContaining("suede-sneakers-cleaning"),
    );
    expect(screen.getByText("14/160")).toBeInTheDocument();
    const content = screen.getByRole("textbox", { name: "Content" });
    expect(within(content).getByRole("heading", { level: 2, name: "Step 1" })).toBeInTheDocument();
    expect(content.querySelector("script")).toBeNull();
    expect(document.title).not.toBe("pwned");

    await fill(user, screen.getByLabelText("Title"), "Suede 101");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    const toast = await findToast("Draft saved!");
    expect(within(toast).getByText("You can edit and publish it later.")).toBeInTheDocument();
    await waitFor(() => expect(getByTestId("location")).toHaveTextContent(/^\/admin$/));
    expect(callsTo(calls, "POST", "/api/blog")[0]?.body).toMatchObject({
      title: "Suede 101",
      slug: "how-to-clean-suede-sneakers",
      heroImage: DEFAULT_HERO_IMAGE, // blank means the default image
      heroImageAlt: "",
      keywords: ["suede", "cleaning"],
      published: false,
      publishedAt: null,
    });
  });

  it("publishes now with a timestamp, or reports 'Save failed' with the server message", async () => {
    let fail = true;
    const { calls } = setup({
      "POST /api/blog": ({ body }) =>
        fail ? { status: 400, body: { message: "slug: already taken" } } : { status: 201, body: savedPost(body) },
    });
    const user = setupUser();
    await fill(user, await screen.findByLabelText("Topic"), "Suede");
    await fill(user, screen.getByLabelText("Keywords"), "suede");
    await user.click(screen.getByRole("button", { name: "Generate Post" }));
    await user.click(await screen.findByRole("button", { name: "Publish Now" }));
    const failure = await findToast("Save failed");
    expect(within(failure).getByText("slug: already taken")).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole("button", { name: "Publish Now" }));
    const success = await findToast("Blog post published!");
    expect(within(success).getByText("Your post is now live.")).toBeInTheDocument();
    // The screen goes to /admin; the toast leads to the post just published.
    expect(within(success).getByRole("link", { name: "Open post" })).toHaveAttribute("href", "/admin/posts/1");
    const body = callsTo(calls, "POST", "/api/blog")[1]?.body as { published: boolean; publishedAt: string };
    expect(body.published).toBe(true);
    expect(Date.now() - Date.parse(body.publishedAt)).toBeLessThan(60_000);
  });
});
