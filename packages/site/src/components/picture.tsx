import { createContext, use, type ComponentProps } from "react";
import { preload } from "react-dom";

/**
 * The site's own pictures (packages/site/scripts/generate-images.mjs) are named by their full-width WebP,
 * `/images/<set>/<name>.webp`, beside `<name>.avif` and the half-width `<name>-<half>.webp` / `.avif`; pictures an
 * admin uploaded (kept on the server's disk) are stored the same way at `/uploads/<hash>.webp`.
 */
const GENERATED = /^\/(?:images\/[a-z0-9/-]+|uploads\/[a-f0-9]{24})\.webp$/;

export const isGeneratedImage = (src: string): boolean => GENERATED.test(src);

/**
 * Given only where a page is rendered to HTML (ssr/render-page.tsx): one of our AVIF files as a `data:` URI when it
 * is small enough to travel inside the page, else null. The browser's own renders have none.
 */
export type InlinePicture = (avifPath: string) => string | null;

export const InlinePictureContext = createContext<InlinePicture | null>(null);

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "sizes"> & {
  src: string;
  /** The picture's full width and height in pixels (they also reserve its box: no layout shift). */
  width: number;
  height: number;
  /** How wide the picture shows, as in the `sizes` attribute: the browser picks the file to fetch from it. */
  sizes: string;
};

/**
 * One of our pictures in AVIF (or WebP) at the resolution the layout needs; any other source, such as a remote
 * product photo an admin entered, is a plain <img>.
 */
export function Picture({ src, width, height, sizes, ...img }: PictureProps) {
  if (!isGeneratedImage(src)) return <img src={src} width={width} height={height} {...img} />;
  const stem = src.slice(0, -".webp".length);
  const half = Math.round(width / 2);
  const srcSet = (ext: string) => `${stem}-${half}.${ext} ${half}w, ${stem}.${ext} ${width}w`;
  // A page's largest picture (high priority) should not wait for a request of its own after the HTML's: in the page's
  // HTML it is carried inline when its full-width AVIF is small (docs/decisions/0027-first-pictures-inline.md), else
  // preloaded from the head as the browser will pick it (React preloads a high-priority <img>, but not one inside
  // <picture>: its <source> decides the file); `type` makes a browser without AVIF skip both for the <img>'s WebP.
  // The browser's own renders do neither: the <img> is in the document as soon as a preload would be.
  const inlinePicture = use(InlinePictureContext);
  const priority = img.fetchPriority === "high";
  const inline = priority && inlinePicture ? inlinePicture(`${stem}.avif`) : null;
  if (priority && inlinePicture && !inline) {
    preload(`${stem}.avif`, { as: "image", type: "image/avif", imageSrcSet: srcSet("avif"), imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    // A block box: it is the grid or flex item where the <img> alone used to be (display: contents would make the
    // <source> a grid item too), and no inline line box adds a gap under the picture.
    <picture className="block">
      {/* Hydrated over an inline copy, the same picture: the browser keeps what it shows until the picture changes. */}
      <source type="image/avif" srcSet={inline ?? srcSet("avif")} sizes={sizes} suppressHydrationWarning={priority} />
      <img src={src} srcSet={srcSet("webp")} sizes={sizes} width={width} height={height} {...img} />
    </picture>
  );
}
