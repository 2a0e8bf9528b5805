import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlinePictureContext, Picture, type InlinePicture } from "./picture";

describe("Picture", () => {
  it("offers our generated pictures as AVIF, then WebP, at half and full width", () => {
    render(<Picture src="/images/timeline/2001-air-jordan-xvi.webp" alt="AJ XVI" width={960} height={480} sizes="50vw" />);
    const img = screen.getByRole("img", { name: "AJ XVI" });
    expect(img).toHaveAttribute(
      "srcset",
      "/images/timeline/2001-air-jordan-xvi-480.webp 480w, /images/timeline/2001-air-jordan-xvi.webp 960w",
    );
    expect(img).toHaveAttribute("sizes", "50vw");
    expect(img).toHaveAttribute("width", "960");
    const source = img.parentElement!.querySelector("source")!;
    expect(img.parentElement!.tagName).toBe("PICTURE");
    expect(img.parentElement).toHaveClass("block");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute(
      "srcset",
      "/images/timeline/2001-air-jordan-xvi-480.avif 480w, /images/timeline/2001-air-jordan-xvi.avif 960w",
    );
  });

  it("shows any other image (a remote product photo, an SVG) as a plain img", () => {
    render(<Picture src="https://m.media-amazon.com/images/I/x.jpg" alt="Remote" width={800} height={800} sizes="50vw" />);
    const img = screen.getByRole("img", { name: "Remote" });
    expect(img.parentElement!.tagName).not.toBe("PICTURE");
    expect(img).not.toHaveAttribute("srcset");
  });

  const pictures = (inlinePicture: InlinePicture | null) =>
    renderToString(
      <InlinePictureContext value={inlinePicture}>
        <main>
          <Picture src="/images/blog/hero.webp" alt="Hero" width={1200} height={630} sizes="100vw" fetchPriority="high" />
          <Picture src="/images/blog/other.webp" alt="Other" width={1200} height={630} sizes="100vw" loading="lazy" />
        </main>
      </InlinePictureContext>,
    );
  const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
  const avifSources = (html: string) => [...html.matchAll(/<source type="image\/avif" srcSet="([^"]*)"/g)].map((m) => m[1]);

  it("preloads a page's high-priority picture as the browser picks it: the AVIF set at the layout's sizes", () => {
    const html = pictures(() => null);
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/images/blog/hero-600.avif 600w, /images/blog/hero.avif 1200w" imageSizes="100vw"/>',
    ]);
    expect(avifSources(html)).toEqual([
      "/images/blog/hero-600.avif 600w, /images/blog/hero.avif 1200w",
      "/images/blog/other-600.avif 600w, /images/blog/other.avif 1200w",
    ]);
  });

  it("carries a page's small high-priority picture inline instead, and only that one", () => {
    const asked: string[] = [];
    const html = pictures((path) => {
      asked.push(path);
      return "data:image/avif;base64,AAAA";
    });
    expect(asked).toEqual(["/images/blog/hero.avif"]);
    expect(preloads(html)).toEqual([]);
    expect(avifSources(html)).toEqual(["data:image/avif;base64,AAAA", "/images/blog/other-600.avif 600w, /images/blog/other.avif 1200w"]);
    // The WebP stays for a browser without AVIF.
    expect(html).toContain('src="/images/blog/hero.webp" srcSet="/images/blog/hero-600.webp 600w, /images/blog/hero.webp 1200w"');
  });

  it("neither preloads nor inlines in the browser's own renders", () => {
    const html = pictures(null);
    expect(preloads(html)).toEqual([]);
    expect(avifSources(html)[0]).toBe("/images/blog/hero-600.avif 600w, /images/blog/hero.avif 1200w");
  });
});
