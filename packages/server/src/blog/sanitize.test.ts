import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./sanitize";

describe("sanitizeBlogHtml", () => {
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
