import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

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

  it("preloads a high-priority picture as the browser picks it: the AVIF set at the layout's sizes", () => {
    const html = renderToString(
      <main>
        <Picture src="/images/blog/hero.webp" alt="Hero" width={1200} height={630} sizes="100vw" fetchPriority="high" />
        <Picture src="/images/blog/other.webp" alt="Other" width={1200} height={630} sizes="100vw" loading="lazy" />
      </main>,
    );
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/images/blog/hero-600.avif 600w, /images/blog/hero.avif 1200w" imageSizes="100vw"/>',
    ]);
  });
});
