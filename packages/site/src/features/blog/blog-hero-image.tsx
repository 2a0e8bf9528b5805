import { DEFAULT_HERO_IMAGE } from "@app/core";
import { useState, type ComponentProps } from "react";
import { Picture } from "../../components/picture";

/** A post's hero image; a hero that fails to load (often a remote stock photo) falls back to the default art. */
export function BlogHeroImage({
  src,
  sizes,
  ...props
}: Omit<ComponentProps<"img">, "width" | "height" | "sizes"> & { src: string; sizes: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src || src === "" ? DEFAULT_HERO_IMAGE : src;
  return (
    <Picture
      {...props}
      src={shown}
      width={1200}
      height={630}
      sizes={sizes}
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_HERO_IMAGE) setFailedSrc(src);
      }}
    />
  );
}
