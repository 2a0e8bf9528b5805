import { DEFAULT_HERO_IMAGE, type BlogPost, type BlogPostSummary } from "@app/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "../../lib/router";
import { describe, expect, it } from "vitest";
import BlogListPage from "../../pages/blog-page";
import BlogPostPage from "../../pages/blog-post-page";
import { jsonResponse as json, renderWithApi } from "../../test/render-with-api";

function renderAt(url: string, respond: (input: string) => Promise<Response>) {
  return renderWithApi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
    respond,
  );
}

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
    renderAt("/blog", () => json([]));
    expect(await screen.findByText("No blog posts yet. Check back soon for sneaker culture content!")).toBeInTheDocument();
  });

  it("orders the posts by the blog rule and highlights the first one", async () => {
    renderAt("/blog", () =>
      json([
        summary(1, "plain-post", "Plain Post"),
        summary(2, "featured-post", "Featured Post", true),
        summary(3, "innovative-sneaker-boxes", "Innovative Boxes"),
      ]),
    );
    const list = await screen.findByRole("list", { name: "Blog posts" });
    const titles = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Innovative Boxes", "Featured Post", "Plain Post"]);
    const articles = within(list).getAllByRole("article");
    expect(articles[0]).toHaveClass("border-brand", "blog-shake");
    expect(articles[1]).not.toHaveClass("border-brand");
    expect(within(list).getByRole("link", { name: "Plain Post" })).toHaveAttribute("href", "/blog/plain-post");
    expect(within(articles[0]!).getByText("By Kicks Directory Team")).toBeInTheDocument();
  });

  it("falls back to the default hero art when a hero image fails to load", async () => {
    renderAt("/blog", () => json([{ ...summary(5, "remote-hero", "Remote Hero"), heroImage: "https://images.example.com/gone.jpg" }]));
    const image = await screen.findByRole("img", { name: "Remote Hero" });
    expect(image).toHaveAttribute("src", "https://images.example.com/gone.jpg");
    fireEvent.error(image);
    expect(screen.getByRole("img", { name: "Remote Hero" })).toHaveAttribute("src", DEFAULT_HERO_IMAGE);
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
