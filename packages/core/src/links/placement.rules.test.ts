import { describe, expect, it } from "vitest";
import { amazonTagFor, isPlacement, PLACEMENTS, placedHtmlLinks, placedLink, placementPage, postPlacement } from "./placement.rules";

describe("placements", () => {
  it("names the site's placements and a post's", () => {
    expect(Object.values(PLACEMENTS).every(isPlacement)).toBe(true);
    expect(postPlacement("crate-guide")).toBe("post:crate-guide");
    expect(isPlacement("post:crate-guide")).toBe(true);
    for (const bad of ["", "Home", "home grid", "/", "post:", ":x", "a:b:c", "x".repeat(73)]) expect(isPlacement(bad), bad).toBe(false);
  });

  it("knows the page of each placement", () => {
    expect(placementPage("home-hero")).toBe("/");
    expect(placementPage("products-grid")).toBe("/products");
    expect(placementPage("post:crate-guide")).toBe("/blog/crate-guide");
    expect(placementPage("footer")).toBe("every page");
    expect(placementPage("somewhere")).toBeNull();
  });

  it("picks the placement's tracking id, then its group's, then the fallback", () => {
    const ids = { "home-grid": "kicks-home-20", post: "kicks-blog-20", "post:crate-guide": "kicks-crate-20" };
    expect(amazonTagFor("home-grid", ids, "kicks-20")).toBe("kicks-home-20");
    expect(amazonTagFor("post:crate-guide", ids, "kicks-20")).toBe("kicks-crate-20");
    expect(amazonTagFor("post:other", ids, "kicks-20")).toBe("kicks-blog-20");
    expect(amazonTagFor("stores", ids, "kicks-20")).toBe("kicks-20");
    expect(amazonTagFor(null, ids, null)).toBeNull();
  });

  it("places a link: the Amazon tag, a Rakuten u1 (kept when it has one), others untouched", () => {
    expect(placedLink("https://www.amazon.com/dp/B0LED00001?tag=kicks-20", "home-grid", "kicks-home-20")).toBe(
      "https://www.amazon.com/dp/B0LED00001?tag=kicks-home-20",
    );
    const deep = "https://click.linksynergy.com/deeplink?id=1&mid=2&murl=https%3A%2F%2Fshop.example%2F";
    expect(placedLink(deep, "post:a", null)).toBe(`${deep}&u1=post%3Aa`);
    expect(placedLink(`${deep}&u1=mine`, "post:a", null)).toBe(`${deep}&u1=mine`);
    expect(placedLink("https://shop.example/x", "post:a", "kicks-20")).toBe("https://shop.example/x");
    expect(placedLink("not a url", "post:a", "kicks-20")).toBe("not a url");
  });

  it("places the links of an HTML body, its entities kept", () => {
    const html =
      '<p><a href="https://www.amazon.com/s?k=crate&amp;i=aps">crates</a> <a href="https://shop.example/?a=1&amp;b=2">shop</a></p>';
    expect(placedHtmlLinks(html, "post:a", "kicks-blog-20")).toBe(
      '<p><a href="https://www.amazon.com/s?k=crate&amp;i=aps&amp;tag=kicks-blog-20">crates</a> <a href="https://shop.example/?a=1&amp;b=2">shop</a></p>',
    );
  });
});
