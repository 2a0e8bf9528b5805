import { DEFAULT_HERO_IMAGE, type BlogPost, type BlogPostSummary } from "@app/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { ResponseStatusContext } from "../app/response-status";
import BlogListPage from "./blog-page";
import BlogPostPage from "./blog-post-page";
import { jsonResponse as json, pageResponse, renderWithApi } from "../test/render-with-api";

function renderAt(url: string, respond: (input: string) => Promise<Response>, onStatus: (code: number) => void = () => {}) {
  return renderWithApi(
    <ResponseStatusContext value={onStatus}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </MemoryRouter>
    </ResponseStatusContext>,
    respond,
  );
}

/** A fake API holding `pages` of the blog (a page past them is empty). */
const blogPages =
  (pages: BlogPostSummary[][]) =>
  (url: string): Promise<Response> => {
    const page = Number(/^\/api\/blog\?limit=24&page=(\d+)$/.exec(url)?.[1]);
    if (!page) return json({ message: `unexpected ${url}` }, 404);
    return pageResponse(pages[page - 1] ?? [], page < pages.length ? `/api/blog?limit=24&page=${page + 1}` : undefined);
  };

const head = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute("href") ?? null;

const summary = (id: number, slug: string, title: string, featured = false): BlogPostSummary => ({
  id,
  slug,
  title,
  excerpt: `Excerpt of ${title}.`,
  author: "Kicks Directory Team",
  category: "Sneaker Care",
  heroImage: `/images/blog/${slug}.webp`,
  heroImageAlt: title,
  featured,
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  published: true,
  publishedAt: "2025-03-01T12:00:00.000Z",
  updatedAt: "2025-03-01T12:00:00.000Z",
});

describe("blog list", () => {
  it("shows 6 skeleton cards while loading", () => {
    renderAt("/blog", () => new Promise<Response>(() => {}));
    const loading = screen.getByRole("list", { name: "Loading blog posts" });
    expect(within(loading).getAllByRole("listitem")).toHaveLength(6);
  });

  it("shows the empty text when there are no posts", async () => {
    renderAt("/blog", blogPages([[]]));
    expect(await screen.findByText("No blog posts yet. Check back soon for sneaker culture content!")).toBeInTheDocument();
  });

  it("shows the first page in the server's order and highlights its first post", async () => {
    const fetchStub = renderAt(
      "/blog",
      blogPages([
        [
          summary(3, "innovative-sneaker-boxes", "Innovative Boxes"),
          summary(2, "featured-post", "Featured Post", true),
          summary(1, "plain-post", "Plain Post"),
        ],
      ]),
    );
    const list = await screen.findByRole("list", { name: "Blog posts" });
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(["/api/blog?limit=24&page=1"]);
    const titles = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Innovative Boxes", "Featured Post", "Plain Post"]);
    // One page: no pager, the canonical is /blog.
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).not.toBeInTheDocument();
    expect(head("canonical")).toBe("http://localhost:3000/blog");
    const articles = within(list).getAllByRole("article");
    expect(articles[0]).toHaveClass("border-brand", "blog-shake");
    expect(articles[1]).not.toHaveClass("border-brand");
    expect(within(list).getByRole("link", { name: "Plain Post" })).toHaveAttribute("href", "/blog/plain-post");
    expect(within(articles[0]!).getByText("By Kicks Directory Team")).toBeInTheDocument();
  });

  it("falls back to the default hero art when a hero image fails to load", async () => {
    renderAt("/blog", blogPages([[{ ...summary(5, "remote-hero", "Remote Hero"), heroImage: "https://images.example.com/gone.jpg" }]]));
    const image = await screen.findByRole("img", { name: "Remote Hero" });
    expect(image).toHaveAttribute("src", "https://images.example.com/gone.jpg");
    fireEvent.error(image);
    expect(screen.getByRole("img", { name: "Remote Hero" })).toHaveAttribute("src", DEFAULT_HERO_IMAGE);
  });

  it("shows page N with its canonical, rel=prev/next and a pager, its first post not highlighted", async () => {
    const pages = [[summary(1, "one", "One")], [summary(2, "two", "Two"), summary(3, "three", "Three")], [summary(4, "four", "Four")]];
    renderAt("/blog?page=2", blogPages(pages));
    const list = await screen.findByRole("list", { name: "Blog posts" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Two", "Three"]);
    expect(within(list).getAllByRole("article")[0]).not.toHaveClass("border-brand");
    expect(document.title).toBe("Sneaker Culture Blog (Page 2) | Kicks Directory");
    expect(head("canonical")).toBe("http://localhost:3000/blog?page=2");
    expect(head("prev")).toBe("http://localhost:3000/blog");
    expect(head("next")).toBe("http://localhost:3000/blog?page=3");
    const pager = screen.getByRole("navigation", { name: "Blog pages" });
    expect(pager).toHaveTextContent("Page 2");
    expect(within(pager).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog");

    await userEvent.click(within(pager).getByRole("link", { name: "Previous" }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Blog posts" })).toHaveTextContent("One"));
    expect(within(screen.getByRole("list", { name: "Blog posts" })).getAllByRole("article")[0]).toHaveClass("border-brand", "blog-shake");
    expect(within(screen.getByRole("navigation", { name: "Blog pages" })).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/blog?page=2",
    );
    expect(head("canonical")).toBe("http://localhost:3000/blog");
    expect(head("prev")).toBeNull();
  });

  it.each(["/blog?page=3", "/blog?page=x", "/blog?page=0"])("shows 'Page Not Found' with status 404 at %s", async (url) => {
    const status: number[] = [];
    renderAt(url, blogPages([[summary(1, "one", "One")], [summary(2, "two", "Two")]]), (code) => status.push(code));
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(status).toContain(404);
  });

  it("shows an error state when the list fails to load", async () => {
    renderAt("/blog", () => json({ message: "down" }, 500));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the blog.");
  });
});

describe("blog post", () => {
  it("shows 'Post Not Found' with a way back for an unknown slug", async () => {
    const fetchStub = renderAt("/blog/nope", () => json({ message: "Post not found" }, 404));
    expect(await screen.findByRole("heading", { level: 1, name: "Post Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    expect(fetchStub.mock.calls[0]?.[0]).toBe("/api/blog/nope");
  });

  it("renders the post with its body and BlogPosting structured data", async () => {
    const post: BlogPost = { ...summary(4, "how-to-clean-suede", "How to Clean Suede"), content: "<h2>Tools</h2><p>A soft brush.</p>" };
    renderAt("/blog/how-to-clean-suede", () => json(post));
    expect(await screen.findByRole("heading", { level: 1, name: "How to Clean Suede" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Tools" })).toBeInTheDocument();
    expect(screen.getByText("March 1, 2025")).toBeInTheDocument();
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));
    expect(ld.map((d: { "@type": string }) => d["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
  });
});
