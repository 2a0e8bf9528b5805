import { describe, expect, it } from "vitest";
import { decodeEntities, normalizePrice, normalizeRating, normalizeReviewCount, readProductData } from "./page-parser";

const PAGE = "https://shop.example/p/1";

describe("readProductData", () => {
  it("reads an AggregateOffer nested in a WebPage, an ImageObject and a 10-point rating", () => {
    const html = `<script type='application/ld+json'>
      {"@type":"WebPage","mainEntity":{"@type":"http://schema.org/Product","name":"Sole Saver Kit",
        "image":{"@type":"ImageObject","url":"//cdn.shop.example/kit.png"},
        "offers":{"@type":"AggregateOffer","lowPrice":19,"highPrice":29},
        "aggregateRating":{"ratingValue":9.2,"bestRating":10,"ratingCount":87}}}
    </script>`;
    expect(readProductData(html, PAGE)).toEqual({
      title: "Sole Saver Kit",
      price: "19.00",
      currency: "",
      rating: "4.6",
      reviewCount: 87,
      imageUrl: "https://cdn.shop.example/kit.png",
    });
  });

  it("takes the first product of a list, reads a price specification and variants of a ProductGroup", () => {
    const html = `<script type="application/ld+json">[{"@type":"BreadcrumbList"},
      {"@type":"ProductGroup","name":"Display Box","hasVariant":[{"@type":"Product","image":"https://img.example/a.jpg",
        "offers":{"@type":"Offer","priceSpecification":{"price":"34.90"}}}]},
      {"@type":"Product","name":"Other product","offers":{"price":"1"}}]</script>`;
    expect(readProductData(html, PAGE)).toMatchObject({ title: "Display Box", price: "34.90", imageUrl: "https://img.example/a.jpg" });
  });

  it("skips broken JSON-LD and uses meta tags, including microdata and Twitter price labels", () => {
    const html = `<script type="application/ld+json">{"@type":"Product", broken</script>
      <meta name="twitter:title" content="Lace &quot;Locks&quot; &#x2013; 4 Pack">
      <meta name="twitter:label1" content="Price"><meta name="twitter:data1" content="$12.99">
      <meta itemprop="ratingValue" content="4.3"><meta itemprop="reviewCount" content="2,001">
      <meta name="twitter:image" content="https://img.example/locks.jpg">`;
    expect(readProductData(html, PAGE)).toEqual({
      title: 'Lace "Locks" – 4 Pack',
      price: "12.99",
      currency: "USD",
      rating: "4.3",
      reviewCount: 2001,
      imageUrl: "https://img.example/locks.jpg",
    });
  });

  it("ignores commented-out tags, non-http images and drops the Amazon title prefix", () => {
    const html = `<!-- <meta property="og:title" content="Old"> --><meta property="og:image" content="javascript:alert(1)">
      <title>Amazon.com: Shoe Crate, 6 Pack : Clothing</title>`;
    expect(readProductData(html, PAGE)).toMatchObject({ title: "Shoe Crate, 6 Pack : Clothing", imageUrl: "" });
  });

  it.each(["Amazon.com", "Robot Check", "Just a moment...", "Access Denied", "404 Not Found", "Sorry! Something went wrong!"])(
    "does not take the bot-wall or error title %j for a product title",
    (title) => {
      expect(readProductData(`<html><head><title>${title}</title></head></html>`, PAGE).title).toBe("");
    },
  );

  it("reads the price's currency from JSON-LD priceCurrency, og:price:currency or the price's symbol", () => {
    const ld = `<script type="application/ld+json">{"@type":"Product","name":"Kiste","offers":{"price":"1299.99","priceCurrency":"eur"}}</script>`;
    expect(readProductData(ld, PAGE)).toMatchObject({ price: "1299.99", currency: "EUR" });
    const spec = `<script type="application/ld+json">{"@type":"Product","name":"Box","offers":{"priceSpecification":{"price":"20","priceCurrency":"GBP"}}}</script>`;
    expect(readProductData(spec, PAGE)).toMatchObject({ price: "20.00", currency: "GBP" });
    const og = `<meta property="og:title" content="Kiste"><meta property="og:price:amount" content="1.299,99"><meta property="og:price:currency" content="EUR">`;
    expect(readProductData(og, PAGE)).toMatchObject({ price: "1299.99", currency: "EUR" });
    const symbol = `<meta property="og:title" content="Kiste"><meta property="product:price:amount" content="1.299,99 €">`;
    expect(readProductData(symbol, PAGE)).toMatchObject({ price: "1299.99", currency: "EUR" });
    expect(readProductData(`<meta property="og:title" content="Box"><meta name="price" content="24.99">`, PAGE).currency).toBe("");
  });

  it("cuts very long titles to 300 characters", () => {
    expect(readProductData(`<title>${"a".repeat(500)}</title>`, PAGE).title).toHaveLength(300);
  });
});

describe("normalizers", () => {
  it.each([
    ["$24.99", "24.99"],
    ["24.5", "24.50"],
    ["1,299.00", "1299.00"],
    ["1.299,00 €", "1299.00"],
    ["24,99", "24.99"],
    ["1,299", "1299.00"],
    ["$19.99 - $29.99", "19.99"],
    ["free", ""],
    ["", ""],
    ["123456789012", ""],
  ])("price %j → %j", (input, expected) => {
    expect(normalizePrice(input)).toBe(expected);
  });

  it.each([
    ["4.6 out of 5 stars", undefined, "4.6"],
    ["4,64", undefined, "4.6"],
    ["5", undefined, "5"],
    ["92", "100", "4.6"],
    ["7", undefined, ""],
    ["n/a", undefined, ""],
  ])("rating %j (best %j) → %j", (input, best, expected) => {
    expect(normalizeRating(input, best)).toBe(expected);
  });

  it("reads review counts", () => {
    expect(normalizeReviewCount("1,234 ratings")).toBe(1234);
    expect(normalizeReviewCount("87")).toBe(87);
    expect(normalizeReviewCount("none")).toBe(0);
  });

  it("decodes entities", () => {
    expect(decodeEntities("Tom &amp; Jerry&#39;s &#x1F45F; &bogus; &#0;")).toBe("Tom & Jerry's 👟 &bogus; &#0;");
  });
});
