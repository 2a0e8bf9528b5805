import type { ComponentProps } from "react";
import { preload } from "react-dom";

/**
 * The site's own pictures (packages/site/scripts/generate-images.mjs) are named by their full-width WebP,
 * `/images/<set>/<name>.webp`, beside `<name>.avif` and the half-width `<name>-<half>.webp` / `.avif`.
 */
const GENERATED = /^\/images\/[a-z0-9/-]+\.webp$/;

export const isGeneratedImage = (src: string): boolean => GENERATED.test(src);

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
  // React preloads a high-priority <img> from the head, but not one inside <picture>: its <source> decides the file.
  // The page's largest image is preloaded here as the browser will pick it, the AVIF at the layout's width; `type`
  // makes a browser without AVIF skip the preload (it then fetches the WebP from the <img>, as without one).
  if (img.fetchPriority === "high") {
    preload(`${stem}.avif`, { as: "image", type: "image/avif", imageSrcSet: srcSet("avif"), imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    // A block box: it is the grid or flex item where the <img> alone used to be (display: contents would make the
    // <source> a grid item too), and no inline line box adds a gap under the picture.
    <picture className="block">
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img src={src} srcSet={srcSet("webp")} sizes={sizes} width={width} height={height} {...img} />
    </picture>
  );
}
