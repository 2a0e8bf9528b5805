import { describe, expect, it } from "vitest";
import { productBoxHtml, productTableHtml } from "@app/core";
import { sanitizeBlogHtml } from "./sanitize";

describe("sanitizeBlogHtml", () => {
  it("keeps product boxes and comparison tables in exactly their stored form", () => {
    const html = `${productBoxHtml(12)}<p>x</p>${productTableHtml([3, 1, 2], ["price", "store"])}`;
    expect(sanitizeBlogHtml(html)).toBe(html);
    // Attributes in any order, no value, spaces, rows out of order: written in the one form the renderer reads.
    expect(sanitizeBlogHtml('<div data-product-id="12" data-product-box></div>')).toBe(productBoxHtml(12));
    expect(sanitizeBlogHtml('<div data-rows="store, price" data-product-ids="3, 1" data-product-table></div>')).toBe(
      productTableHtml([3, 1], ["price", "store"]),
    );
  });

  it.each([
    ["a script in an id", '<div data-product-box data-product-id="1&quot; onload=&quot;alert(1)"></div>'],
    ["markup in an id", '<div data-product-box data-product-id="<script>alert(1)</script>"></div>'],
    ["no id", "<div data-product-box></div>"],
    ["a zero id", '<div data-product-box data-product-id="0"></div>'],
    ["a box that is also a table", '<div data-product-box data-product-id="1" data-product-ids="1,2" data-rows="price"></div>'],
    ["one product in a table", '<div data-product-table data-product-ids="1" data-rows="price"></div>'],
    ["six products in a table", '<div data-product-table data-product-ids="1,2,3,4,5,6" data-rows="price"></div>'],
    ["a repeated product", '<div data-product-table data-product-ids="1,1" data-rows="price"></div>'],
    ["an unknown row", '<div data-product-table data-product-ids="1,2" data-rows="price,onclick"></div>'],
    ["a box with content", '<div data-product-box data-product-id="1"><a href="https://evil.example">$9.99</a></div>'],
    ["a box with a picture", '<div data-product-box data-product-id="1"><img src="/uploads/a.webp"></div>'],
  ])("drops a forged product block whole: %s", (_name, html) => {
    expect(sanitizeBlogHtml(`<p>a</p>${html}<p>b</p>`)).toBe("<p>a</p><p>b</p>");
  });

  it("strips any other attribute from a block, and unwraps any other div", () => {
    expect(sanitizeBlogHtml('<div data-product-box data-product-id="4" class="x" onclick="y()" style="z" data-x="1"></div>')).toBe(
      productBoxHtml(4),
    );
    expect(sanitizeBlogHtml('<div class="wrap"><p>kept</p></div>')).toBe("<p>kept</p>");
  });

  it("keeps the allowed structure", () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em> <b>b</b> <i>i</i></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote><figure><img src="/uploads/0123456789abcdef01234567.webp" alt="a" width="10" height="5" loading="lazy" /><figcaption>c</figcaption></figure><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><pre><code>x</code></pre><hr /><br />';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it("drops scripts, styles, frames, handlers and dangerous URLs", () => {
    const out = sanitizeBlogHtml(
      '<p onclick="x()" style="color:red">t</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe><img src="x.png" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">j</a><a href="//evil.example">p</a><object data="x"></object><h1>big</h1>',
    );
    expect(out).toBe('<p>t</p><img src="x.png" alt="" loading="lazy" /><a>j</a><a>p</a>big');
  });

  it("forces rel and target on external links, keeps relative and mailto links plain", () => {
    expect(sanitizeBlogHtml('<a href="https://shop.example/x" rel="nofollow" target="_self" title="t">s</a>')).toBe(
      '<a href="https://shop.example/x" rel="sponsored noopener noreferrer" target="_blank" title="t">s</a>',
    );
    expect(sanitizeBlogHtml('<a href="/blog/x" target="_blank" rel="opener">i</a><a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="/blog/x">i</a><a href="mailto:a@b.example">m</a>',
    );
  });

  it("judges a link by the address a browser resolves: every spelling of another site is that site's, sponsored", () => {
    for (const href of [
      "https:\\\\evil.example/x",
      "http:/evil.example/x",
      "ht\ttps://evil.example/x",
      " https://evil.example/x",
      "HTTPS://evil.example/x",
    ]) {
      const html = sanitizeBlogHtml(`<a href="${href}">s</a>`);
      expect(html, JSON.stringify(href)).toMatch(
        /^<a href="https?:\/\/evil\.example\/x" rel="sponsored noopener noreferrer" target="_blank">s<\/a>$/,
      );
    }
    for (const href of ["//evil.example/x", "\\\\evil.example/x", "/\\evil.example/x"])
      expect(sanitizeBlogHtml(`<a href="${href}">s</a>`)).toBe("<a>s</a>");
  });

  it("shows pictures only from our own upload store or a site path, sized with numbers, loaded lazily", () => {
    const bucket = "https://cdn.example.com/uploads/";
    const out = sanitizeBlogHtml(
      '<p>a<img src="https://tracker.example/t.png" alt="x">b</p><img src="/uploads/abc.webp" alt="A" width="1200" height="50%" onerror="y"><img src="//evil.example/x.png"><img src="\\\\evil\\x.png"><img src="https://cdn.example.com/uploads/a.webp" title="t"><img src="https://cdn.example.com/uploads/../secret.webp"><img>',
      [bucket],
    );
    expect(out).toBe(
      '<p>ab</p><img src="/uploads/abc.webp" alt="A" width="1200" loading="lazy" /><img src="https://cdn.example.com/uploads/a.webp" alt="" title="t" loading="lazy" />',
    );
    // Without a bucket, its address is just another host.
    expect(sanitizeBlogHtml('<img src="https://cdn.example.com/uploads/a.webp">')).toBe("");
  });
});
