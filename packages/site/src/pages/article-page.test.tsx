import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ArticlePage from "./article-page";

describe("ArticlePage", () => {
  it("counts down the 20 boxes from 20 to 1 under the article title, with Article data", () => {
    render(<ArticlePage />);
    expect(screen.getByRole("heading", { level: 1, name: "20 of the Most Innovative Sneaker Boxes of All Time" })).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(20);
    const ranks = items.map((li) => Number(within(li).getByRole("heading", { level: 2 }).textContent?.match(/\d+/)?.[0]));
    expect(ranks).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));
    expect(ld[0]).toMatchObject({ "@type": "Article", headline: "20 of the Most Innovative Sneaker Boxes of All Time" });
  });
});
