import { describe, expect, it } from "vitest";
import {
  amazonAffiliateLink,
  amazonDetailPageUrl,
  amazonLink,
  amazonSearchLink,
  isAmazonUrl,
  isCasioOrGShock,
  orderProductGrid,
  parseAsin,
  pickHeroProducts,
  productAffiliateLink,
  productStructuredData,
  showsRatingBadge,
  storeNameFromUrl,
} from "./product.rules";
import type { Product } from "./product.schema";

type Item = { title: string; price: string; sourceStore: string };
const item = (title: string, price = "10", sourceStore = "Amazon"): Item => ({ title, price, sourceStore });
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe("showsRatingBadge", () => {
  it.each([
    ["4.5", true],
    ["4.9", true],
    ["5", true],
    ["4.49", false],
    ["4.4", false],
    ["", false],
    ["abc", false],
  ])("rating %j → %s", (rating, expected) => {
    expect(showsRatingBadge({ rating })).toBe(expected);
  });
});

describe("isCasioOrGShock", () => {
  it("matches the Casio store in any case and G-Shock titles from any store", () => {
    expect(isCasioOrGShock({ title: "Anything", sourceStore: "casio" })).toBe(true);
    expect(isCasioOrGShock({ title: "Anything", sourceStore: " CASIO " })).toBe(true);
    expect(isCasioOrGShock({ title: "Casio G-SHOCK GA2100", sourceStore: "Amazon" })).toBe(true);
    expect(isCasioOrGShock({ title: "Shoe shock absorbers", sourceStore: "Amazon" })).toBe(false);
    expect(isCasioOrGShock({ title: "Casio-style display", sourceStore: "Amazon" })).toBe(false);
  });
});

describe("pickHeroProducts", () => {
  it("returns the top five by price, highest first", () => {
    const products = ["5", "60", "12.5", "100", "7", "45.99", "30"].map((price, i) => item(`P${i}`, price));
    expect(titles(pickHeroProducts(products))).toEqual(["P3", "P1", "P5", "P6", "P2"]);
  });

  it("compares prices as numbers, not strings", () => {
    expect(titles(pickHeroProducts([item("nine", "9"), item("ten", "10.00"), item("hundred", "100")]))).toEqual(["hundred", "ten", "nine"]);
  });

  it("excludes g-shock and watch titles and the Casio store, case-insensitively", () => {
    const products = [
      item("Casio G-Shock", "900"),
      item("Smart WATCH stand", "800"),
      item("Stopwatch case", "700"),
      item("Plain box", "600", "casio"),
      item("Display case", "50"),
    ];
    expect(titles(pickHeroProducts(products))).toEqual(["Display case"]);
  });

  it("keeps input order for equal prices", () => {
    const products = [item("a", "20"), item("b", "30"), item("c", "20"), item("d", "20.00")];
    expect(titles(pickHeroProducts(products, 3))).toEqual(["b", "a", "c"]);
  });

  it("handles empty lists, one item, counts larger than the list and non-positive counts", () => {
    expect(pickHeroProducts([])).toEqual([]);
    expect(titles(pickHeroProducts([item("only")]))).toEqual(["only"]);
    expect(pickHeroProducts([item("a"), item("b")], 10)).toHaveLength(2);
    expect(pickHeroProducts([item("a")], 0)).toEqual([]);
  });

  it("does not reorder the input array", () => {
    const products = [item("cheap", "1"), item("dear", "99")];
    pickHeroProducts(products);
    expect(titles(products)).toEqual(["cheap", "dear"]);
  });
});

describe("orderProductGrid", () => {
  it("puts supbro items first, then the rest, then Casio and G-Shock alternating", () => {
    const products = [
      item("Casio watch 1", "1", "Casio"),
      item("Display case"),
      item("G-Shock DW5600"),
      item("SUPBRO shoe box"),
      item("Casio watch 2", "1", "casio"),
      item("Cleaning kit"),
      item("G-SHOCK GA2100", "1", "Walmart"),
      item("Supbro drop front"),
    ];
    expect(titles(orderProductGrid(products))).toEqual([
      "SUPBRO shoe box",
      "Supbro drop front",
      "Display case",
      "Cleaning kit",
      "Casio watch 1",
      "G-Shock DW5600",
      "Casio watch 2",
      "G-SHOCK GA2100",
    ]);
  });

  it("puts the LED stackable item first in its group, so ahead of the collection crate, the others in order", () => {
    const products = [
      item("Supbro sneaker collection crate"),
      item("Supbro clear box"),
      item("Supbro LED Stackable display"),
      item("Supbro drop side"),
    ];
    expect(titles(orderProductGrid(products))).toEqual([
      "Supbro LED Stackable display",
      "Supbro sneaker collection crate",
      "Supbro clear box",
      "Supbro drop side",
    ]);
  });

  it("leaves the LED stackable and the crate alone when already in order", () => {
    const products = [item("LED stackable box"), item("Shelf"), item("Collection crate")];
    expect(titles(orderProductGrid(products))).toEqual(["LED stackable box", "Shelf", "Collection crate"]);
  });

  it("needs both 'led' and 'stackable' to count as the LED stackable item", () => {
    const products = [item("Stackable crate"), item("Stackable box"), item("LED box")];
    expect(titles(orderProductGrid(products))).toEqual(["Stackable crate", "Stackable box", "LED box"]);
  });

  it("keeps supbro-first over the LED/crate rule when they are in different groups", () => {
    const products = [item("LED stackable box"), item("Supbro crate")];
    expect(titles(orderProductGrid(products))).toEqual(["Supbro crate", "LED stackable box"]);
  });

  it("counts a G-Shock title from the Casio store once, as a Casio item", () => {
    const products = [item("G-Shock A", "1", "Casio"), item("G-Shock B"), item("Casio C", "1", "Casio")];
    expect(titles(orderProductGrid(products))).toEqual(["G-Shock A", "G-Shock B", "Casio C"]);
  });

  it("appends leftovers when there are more G-Shock than Casio items", () => {
    const products = [item("G-Shock 1"), item("C1", "1", "Casio"), item("G-Shock 2"), item("G-Shock 3")];
    expect(titles(orderProductGrid(products))).toEqual(["C1", "G-Shock 1", "G-Shock 2", "G-Shock 3"]);
  });

  it("handles empty lists, one item and lists with only Casio items", () => {
    expect(orderProductGrid([])).toEqual([]);
    expect(titles(orderProductGrid([item("Only")]))).toEqual(["Only"]);
    expect(titles(orderProductGrid([item("C1", "1", "Casio"), item("C2", "1", "Casio")]))).toEqual(["C1", "C2"]);
  });

  it("keeps every product exactly once", () => {
    const products = [item("Casio", "1", "Casio"), item("G-Shock"), item("Supbro crate"), item("LED stackable"), item("x")];
    const ordered = orderProductGrid(products);
    expect(ordered).toHaveLength(products.length);
    expect(new Set(ordered)).toEqual(new Set(products));
  });
});

describe("amazonAffiliateLink", () => {
  it("builds the dp link, with the tag only when set", () => {
    expect(amazonAffiliateLink("B0ABCDEFGH")).toBe("https://www.amazon.com/dp/B0ABCDEFGH");
    expect(amazonAffiliateLink("b0abcdefgh", null)).toBe("https://www.amazon.com/dp/B0ABCDEFGH");
    expect(amazonAffiliateLink("B0ABCDEFGH", "  ")).toBe("https://www.amazon.com/dp/B0ABCDEFGH");
    expect(amazonAffiliateLink("B0ABCDEFGH", "kicks-20")).toBe("https://www.amazon.com/dp/B0ABCDEFGH?tag=kicks-20");
  });

  it("URL-encodes the tag", () => {
    expect(amazonAffiliateLink("B0ABCDEFGH", "a&b=c")).toBe("https://www.amazon.com/dp/B0ABCDEFGH?tag=a%26b%3Dc");
  });
});

describe("amazonLink", () => {
  it("sets the tag on every Amazon marketplace URL, replacing one it had", () => {
    expect(amazonLink("https://www.amazon.com/s?k=sneaker+laces", "kicks-20")).toBe(
      "https://www.amazon.com/s?k=sneaker+laces&tag=kicks-20",
    );
    expect(amazonLink("https://amazon.co.uk/dp/B0ABCDEFGH?tag=old-21", "kicks-20")).toBe("https://amazon.co.uk/dp/B0ABCDEFGH?tag=kicks-20");
    expect(amazonLink("https://smile.amazon.de/dp/B0ABCDEFGH#x", "a&b")).toBe("https://smile.amazon.de/dp/B0ABCDEFGH?tag=a%26b#x");
  });

  it("leaves other URLs, short links and a blank tag alone", () => {
    expect(amazonLink("https://www.nike.com/?x=1", "kicks-20")).toBe("https://www.nike.com/?x=1");
    expect(amazonLink("https://amazon.evil.example/dp/X", "kicks-20")).toBe("https://amazon.evil.example/dp/X");
    expect(amazonLink("https://amzn.to/3abc", "kicks-20")).toBe("https://amzn.to/3abc");
    expect(amazonLink("https://www.amazon.com/s?k=a", " ")).toBe("https://www.amazon.com/s?k=a");
    expect(amazonLink("/products", "kicks-20")).toBe("/products");
  });

  it("builds searches", () => {
    expect(amazonSearchLink("sneaker display case")).toBe("https://www.amazon.com/s?k=sneaker+display+case");
    expect(amazonSearchLink("sneaker laces", "t-20")).toBe("https://www.amazon.com/s?k=sneaker+laces&tag=t-20");
  });
});

describe("productAffiliateLink", () => {
  const url = "https://www.amazon.com/Some-Box/dp/B0ABCDEFGH/ref=sr_1";

  it("uses the affiliate link for Amazon products with an ASIN", () => {
    expect(productAffiliateLink({ sourceStore: "amazon", amazonAsin: "B0ABCDEFGH", productUrl: url }, "t-20")).toBe(
      "https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20",
    );
  });

  it("builds from the API's detailPageURL when there is one: its parameters kept, only tag changed", () => {
    const detail = "https://www.amazon.com/dp/B0ABCDEFGH?tag=api-20&linkCode=ogi&th=1&psc=1";
    const product = { sourceStore: "Amazon", amazonAsin: "B0ABCDEFGH", productUrl: url, amazonDetailUrl: detail };
    expect(productAffiliateLink(product, "t-20")).toBe("https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20&linkCode=ogi&th=1&psc=1");
    expect(productAffiliateLink(product, null)).toBe(detail);
    // Not an https Amazon page: today's link.
    for (const bad of ["http://www.amazon.com/dp/B0ABCDEFGH", "https://evil.example/dp/B0ABCDEFGH", "javascript:alert(1)", ""]) {
      expect(productAffiliateLink({ ...product, amazonDetailUrl: bad }, "t-20")).toBe("https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20");
    }
    expect(amazonDetailPageUrl(`https://www.amazon.co.uk/dp/B0ABCDEFGH?x=${"a".repeat(2100)}`)).toBeNull();
  });

  it("falls back to the product URL without an ASIN or for other stores, tagged when it is an Amazon page", () => {
    expect(productAffiliateLink({ sourceStore: "Amazon", amazonAsin: null, productUrl: url }, "t-20")).toBe(`${url}?tag=t-20`);
    expect(productAffiliateLink({ sourceStore: "Amazon", amazonAsin: "  ", productUrl: url })).toBe(url);
    const walmart = "https://www.walmart.com/ip/123";
    expect(productAffiliateLink({ sourceStore: "Walmart", amazonAsin: "B0ABCDEFGH", productUrl: walmart }, "t-20")).toBe(walmart);
  });
});

describe("parseAsin", () => {
  it.each([
    ["https://www.amazon.com/dp/B0ABCDEFGH"],
    ["https://www.amazon.com/dp/B0ABCDEFGH/"],
    ["https://www.amazon.com/Some-Title-Here/dp/B0ABCDEFGH/ref=sr_1_3?keywords=box&qid=1"],
    ["https://www.amazon.com/dp/product/B0ABCDEFGH"],
    ["https://www.amazon.com/gp/product/B0ABCDEFGH/ref=ppx_yo_dt_b_asin_title"],
    ["https://www.amazon.com/gp/aw/d/B0ABCDEFGH"],
    ["https://www.amazon.com/gp/offer-listing/B0ABCDEFGH"],
    ["https://www.amazon.com/exec/obidos/ASIN/B0ABCDEFGH/kicks-20"],
    ["https://www.amazon.com/exec/obidos/tg/detail/-/B0ABCDEFGH"],
    ["https://www.amazon.com/o/ASIN/B0ABCDEFGH/"],
    ["https://www.amazon.com/o/B0ABCDEFGH"],
    ["https://www.amazon.com/product/B0ABCDEFGH"],
    ["https://www.amazon.com/product-reviews/x?asin=B0ABCDEFGH"],
    ["https://www.amazon.com/gp/cart/aws-add.html?foo=1&ASIN=B0ABCDEFGH"],
    ["https://www.amazon.com/gp/redirect.html?creativeASIN=B0ABCDEFGH&tag=x"],
    ["https://amazon.com/dp/B0ABCDEFGH"],
    ["https://www.amazon.co.uk/dp/B0ABCDEFGH"],
    ["https://www.amazon.de/-/en/Title/dp/B0ABCDEFGH"],
    ["https://www.amazon.co.jp/dp/B0ABCDEFGH"],
    ["https://www.amazon.com.au/dp/B0ABCDEFGH"],
    ["https://www.amazon.ca/dp/B0ABCDEFGH"],
    ["https://smile.amazon.com/dp/B0ABCDEFGH"],
    ["https://m.amazon.com/dp/B0ABCDEFGH"],
    ["http://www.amazon.com/dp/B0ABCDEFGH#reviews"],
    ["https://www.amazon.com/dp/b0abcdefgh"],
    ["  https://www.amazon.com/dp/B0ABCDEFGH  "],
    ["http://amzn.com/B0ABCDEFGH"],
  ])("%s → B0ABCDEFGH", (url) => {
    expect(parseAsin(url)).toBe("B0ABCDEFGH");
  });

  it("reads ISBN-style ASINs", () => {
    expect(parseAsin("https://www.amazon.com/Book/dp/030788743X")).toBe("030788743X");
  });

  it.each([
    ["https://a.co/d/abc1234"],
    ["https://amzn.to/3xYzAbC"],
    ["https://www.amazon.com/s?k=sneaker+box"],
    ["https://www.amazon.com/dp/B0ABCDEFG"],
    ["https://www.amazon.com/dp/B0ABCDEFGHI"],
    ["https://www.amazon.com/?asin=short"],
    ["https://www.walmart.com/dp/B0ABCDEFGH"],
    ["https://notamazon.com/dp/B0ABCDEFGH"],
    ["https://amazon.com.evil.example/dp/B0ABCDEFGH"],
    ["https://www.amazon.xyz/dp/B0ABCDEFGH"],
    ["ftp://www.amazon.com/dp/B0ABCDEFGH"],
    ["www.amazon.com/dp/B0ABCDEFGH"],
    ["not a url"],
    [""],
  ])("%j → null", (url) => {
    expect(parseAsin(url)).toBeNull();
  });
});

describe("isAmazonUrl", () => {
  it("accepts marketplace and short-link hosts", () => {
    for (const url of [
      "https://www.amazon.com/x",
      "https://amazon.co.uk/",
      "https://smile.amazon.com/",
      "https://m.amazon.de/",
      "https://a.co/d/x",
      "https://amzn.to/x",
    ]) {
      expect(isAmazonUrl(url), url).toBe(true);
    }
  });

  it("rejects other hosts and invalid URLs", () => {
    for (const url of [
      "https://www.walmart.com/",
      "https://amazonaws.com/",
      "https://amazon.evil.com/",
      "javascript:alert(1)",
      "",
      "amazon.com",
    ]) {
      expect(isAmazonUrl(url), url).toBe(false);
    }
  });
});

describe("storeNameFromUrl", () => {
  it.each([
    ["https://www.amazon.com/dp/B0ABCDEFGH", "Amazon"],
    ["https://www.amazon.co.uk/dp/B0ABCDEFGH", "Amazon"],
    ["https://a.co/d/x", "Amazon"],
    ["https://www.walmart.com/ip/1", "Walmart"],
    ["https://www.target.com/p/x", "Target"],
    ["https://www.ebay.com/itm/1", "eBay"],
    ["https://stockx.com/air-jordan", "StockX"],
    ["https://www.goat.com/sneakers/x", "GOAT"],
    ["https://www.nike.com/t/x", "Nike"],
    ["https://www.adidas.com/us/x", "adidas"],
    ["https://www.footlocker.com/product/x", "Foot Locker"],
    ["https://www.containerstore.com/s/x", "The Container Store"],
    ["https://crepprotect.com/x", "Crep Protect"],
    ["https://shop.jasonmarkk.com/x", "Jason Markk"],
    ["https://www.flightclub.com/x", "Flight Club"],
    ["https://m.ebay.com/itm/1", "eBay"],
    ["https://www.nike.co.uk/x", "Nike"],
    ["https://store.nike.com/x", "Nike"],
    ["https://sneakerbox.co.uk/x", "Sneakerbox"],
    ["https://www.kicks-crew.com/x", "Kicks Crew"],
    ["https://solebox.com/", "Solebox"],
    ["https://WWW.SOLEBOX.COM/", "Solebox"],
  ])("%s → %s", (url, name) => {
    expect(storeNameFromUrl(url)).toBe(name);
  });

  it("gives '' for invalid URLs", () => {
    expect(storeNameFromUrl("")).toBe("");
    expect(storeNameFromUrl("not a url")).toBe("");
    expect(storeNameFromUrl("mailto:x@example.com")).toBe("");
  });
});

describe("productStructuredData", () => {
  const product: Product = {
    id: 1,
    title: "LED Stackable Sneaker Box",
    slug: "led-stackable-sneaker-box",
    price: "49.9",
    currency: "USD",
    priceCheckedAt: null,
    priceAsOf: "2026-03-10T06:00:00.000Z",
    availability: "unknown",
    rating: "4.6",
    reviewCount: 120,
    imageUrl: "/images/products/led-box.svg",
    affiliateLink: "https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20",
    sourceStore: "Sneaker Shop",
  };
  const siteUrl = "https://kicks.example.com";

  it("describes the product, its offer and its rating", () => {
    expect(productStructuredData(product, { siteUrl, now: new Date("2026-03-10T12:00:00Z") })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "LED Stackable Sneaker Box",
      image: "https://kicks.example.com/images/products/led-box.svg",
      offers: {
        "@type": "Offer",
        price: "49.90",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: "https://www.amazon.com/dp/B0ABCDEFGH?tag=t-20",
        priceValidUntil: "2026-04-10",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 120 },
    });
  });

  it("keeps absolute image URLs and resolves against a site URL with a path", () => {
    const remote = { ...product, imageUrl: "https://m.media-amazon.com/images/I/x.jpg" };
    expect(productStructuredData(remote, { siteUrl, now: new Date() }).image).toBe("https://m.media-amazon.com/images/I/x.jpg");
    expect(productStructuredData(product, { siteUrl: "https://kicks.example.com/app/", now: new Date() }).image).toBe(
      "https://kicks.example.com/images/products/led-box.svg",
    );
  });

  it("omits the rating without reviews and the image when blank", () => {
    const data = productStructuredData({ ...product, reviewCount: 0, imageUrl: " " }, { siteUrl, now: new Date() });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("image");
    expect(productStructuredData({ ...product, reviewCount: 1 }, { siteUrl, now: new Date() }).aggregateRating?.reviewCount).toBe(1);
  });

  it("clamps the validity date at month end and rolls over the year", () => {
    const until = (iso: string) => productStructuredData(product, { siteUrl, now: new Date(iso) }).offers?.priceValidUntil;
    expect(until("2026-01-31T08:00:00Z")).toBe("2026-02-28");
    expect(until("2028-01-31T08:00:00Z")).toBe("2028-02-29");
    expect(until("2026-12-15T08:00:00Z")).toBe("2027-01-15");
  });

  it("writes a price of zero for an unparsable price", () => {
    expect(productStructuredData({ ...product, price: "" }, { siteUrl, now: new Date() }).offers?.price).toBe("0.00");
  });

  it("prices the offer in the product's currency and says when it is out of stock", () => {
    const data = productStructuredData({ ...product, currency: "EUR", availability: "out_of_stock" }, { siteUrl, now: new Date() });
    expect(data.offers).toMatchObject({ priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" });
  });

  it("publishes no offer for an Amazon price more than 24 hours old, whether refreshed or typed; other stores' prices stay", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const asOf = (iso: string, sourceStore = "Amazon") =>
      productStructuredData({ ...product, sourceStore, priceAsOf: iso }, { siteUrl, now });
    expect(asOf("2026-03-09T12:00:00.000Z").offers?.price).toBe("49.90");
    expect(asOf("2026-03-09T11:59:59.000Z")).not.toHaveProperty("offers");
    expect(asOf("2025-03-09T11:59:59.000Z", "Sneaker Shop").offers?.price).toBe("49.90");
  });
});
