import { Package } from "lucide-react";
import { useState } from "react";
import { isGeneratedImage, Picture } from "../../components/picture";
import { cx } from "../../lib/class-names";

/**
 * A product photo: our own square pictures fill the box; a remote photo (often a product on white) is fitted inside
 * it with a margin. Degrades to a neutral placeholder when the image fails.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cx("grid place-items-center bg-muted text-muted-foreground", className)}>
        <Package className="size-1/4" aria-hidden="true" />
      </div>
    );
  }
  return (
    <Picture
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      onError={() => setFailedSrc(src)}
      className={cx(className, isGeneratedImage(src) ? "object-cover" : "object-contain p-4")}
    />
  );
}

/** Our product pictures are square, this many pixels wide (packages/site/scripts/generate-images.mjs). */
const PRODUCT_IMAGE_SIZE = 800;
