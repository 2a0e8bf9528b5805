import { generatedPostSchema, productBoxHtml } from "@app/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, INVENTED, startFakeOpenAI } from "../test/fake-openai";
import { engines, useTestContext } from "../test/test-app";
import { sanitizeBlogHtml } from "../blog/sanitize";
import { groundContent, groundText } from "./grounding";

let ai: FakeOpenAI;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(async () => {
  await ai.close();
});
beforeEach(() => {
  ai.setMode("invents");
  ai.requests.length = 0;
});

const request = {
  topic: "Best sneaker crate for storage",
  contentType: "buying-guide",
  keywords: ["sneaker crate", "shoe storage"],
  targetWordCount: 1200,
  includeProductLinks: true,
};

describe.each(engines)("the AI writer grounded in the catalogue, on %s", (engine) => {
  // The generator reaches the fake model once it has started (the getters are read when the app is made).
  const t = useTestContext(engine, {
    generate: {
      get apiKey() {
        return ai.apiKey;
      },
      get baseURL() {
        return ai.url;
      },
    },
  });

  const addProduct = async (title: string, price: string, productUrl: string) => {
    const res = await t.request("POST", "/api/products", {
      cookie: t.cookie,
      body: { title, price, imageUrl: "/images/products/display-case.svg", productUrl },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const generate = async (body: Record<string, unknown> = request) => {
    const res = await t.request("POST", "/api/blog/generate", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(200);
    return generatedPostSchema.parse(await res.json());
  };

  it("gives the model the products the site's search finds, and keeps neither the invented product nor a price", async () => {
    const crate = await addProduct("Clear Stackable Sneaker Crate", "44.99", "https://www.amazon.com/dp/B0CRATE001");
    await addProduct("Suede Cleaning Kit", "18.00", "https://www.amazon.com/dp/B0KIT00001");

    const post = await generate();

    // The prompt: the catalogue's matching product by id, title and category; the rules against prices and shop links.
    const [system, user] = ai.requests[0]?.body?.messages ?? [];
    expect(user?.content).toContain(`[[product:${crate}]] Clear Stackable Sneaker Crate`);
    expect(user?.content).not.toContain("Suede Cleaning Kit");
    expect(system?.content).toMatch(/never write prices/i);

    // The catalogue product became its box; the invented one, its link and every price are gone.
    expect(post.content).toContain(productBoxHtml(crate));
    for (const text of [INVENTED.asin, "amazon.com/dp", "12.34", "19.99", String(INVENTED.unknownId), "[[product"]) {
      expect(post.content).not.toContain(text);
    }
    expect(post.excerpt).not.toContain("12.34");
    expect(post.content).toContain('<a href="/products">all our display cases</a>');
    expect(post.content).toContain("<p>Grab this stackable crate.</p>");
    // The preview says what was taken out.
    expect(post.removed).toEqual(
      expect.arrayContaining([
        expect.stringContaining("www.amazon.com/dp/B0NOTREAL1"),
        expect.stringContaining(`product ${INVENTED.unknownId}`),
        expect.stringContaining('"$12.34"'),
        expect.stringContaining('"19.99 USD"'),
      ]),
    );

    // Saved as it is, the post shows the product's live price.
    const saved = await t.request("POST", "/api/blog", { cookie: t.cookie, body: { ...post, published: true } });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const page = (await (await t.request("GET", `/api/blog/${post.slug}`)).json()) as { content: string };
    expect(page.content).toContain("$44.99");
  });

  it("gives no catalogue when recommendations are off, and still removes what the model invents", async () => {
    await addProduct("Clear Stackable Sneaker Crate", "44.99", "https://www.amazon.com/dp/B0CRATE001");
    const post = await generate({ ...request, includeProductLinks: false });
    const user = ai.requests[0]?.body?.messages?.[1]?.content ?? "";
    expect(user).not.toContain("[[product:");
    expect(user).toContain("do not link to products or shops");
    expect(post.content).not.toMatch(/B0NOTREAL1|12\.34|data-product-box/);
  });
});

describe("grounding rules", () => {
  const catalogue = [
    {
      id: 7,
      title: "Crate",
      category: "Storage",
      price: "10.00",
      currency: "USD",
      productUrl: "https://shop.example/crate",
      amazonAsin: "B0CATALOG7",
    },
  ];

  it("turns a link to a catalogue product's page into its box, and unwraps other shop links", () => {
    const removed = new Set<string>();
    const html = groundContent(
      '<p>Try <a href="https://www.amazon.com/gp/product/B0CATALOG7?th=1" rel="sponsored noopener noreferrer" target="_blank">the crate</a>.</p><p>Or <a href="https://other.example/x">that</a>.</p>',
      catalogue,
      removed,
    );
    expect(html).toBe(`<p>Try the crate.</p>${productBoxHtml(7)}<p>Or that.</p>`);
    expect([...removed]).toEqual([expect.stringContaining("other.example/x")]);
  });

  it("removes amounts of money in any common form, and tidies the sentence", () => {
    const removed = new Set<string>();
    expect(groundText("Grab it for $15 today.", removed)).toBe("Grab it.");
    expect(groundText("Sets from €15, 20 dollars or US$ 40, 12.50 EUR and £9", removed)).not.toMatch(/\d/);
    expect(removed.size).toBe(6);
    expect(groundText("Top 10 crates of 2025", new Set())).toBe("Top 10 crates of 2025");
  });

  it("removes amounts with a decimal comma, a sign or code after the number, any ISO 4217 code, or in words", () => {
    for (const text of [
      "Only 19,99 € today.",
      "It is 12 CHF.",
      "Just five dollars.",
      "For twenty-five euros.",
      "At 1.299,00 EUR.",
      "SEK 99 for two.",
    ]) {
      const removed = new Set<string>();
      expect(groundText(text, removed), text).not.toMatch(/\d|dollar|euro|€|CHF|EUR|SEK/);
      expect(removed.size, text).toBe(1);
    }
    // Numbers that are not money stay, and so do words that are codes only in capitals ("ALL" is the lek).
    expect(groundText("We wore 5 pairs all day for 3 weeks.", new Set())).toBe("We wore 5 pairs all day for 3 weeks.");
  });

  it("judges a link off the site by the address a browser resolves, not by how it is spelled", () => {
    for (const href of ["https:\\\\evil.example/x", "http:/evil.example/x", "ht\ttps://evil.example/x", " https://evil.example/x"]) {
      const removed = new Set<string>();
      const html = groundContent(sanitizeBlogHtml(`<p>See <a href="${href}">this</a>.</p>`), catalogue, removed);
      expect(html, JSON.stringify(href)).toBe("<p>See this.</p>");
      expect([...removed], JSON.stringify(href)).toEqual([expect.stringContaining("evil.example/x")]);
    }
    const own = new Set<string>();
    expect(groundContent(sanitizeBlogHtml('<p><a href="/products">ours</a></p>'), catalogue, own)).toBe(
      '<p><a href="/products">ours</a></p>',
    );
    expect(own.size).toBe(0);
  });

  it("drops a token inside a list item, and a paragraph left empty", () => {
    const removed = new Set<string>();
    expect(groundContent("<ul><li>Pick [[product:7]]</li></ul><p>[[product:8]]</p>", catalogue, removed)).toBe("<ul><li>Pick </li></ul>");
    expect([...removed]).toEqual([expect.stringContaining("product 8")]);
  });
});
