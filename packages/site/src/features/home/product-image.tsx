import { Package } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

/** A product photo that degrades to a neutral placeholder when the (often remote) image fails. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cn("grid place-items-center bg-muted text-muted-foreground", className)}>
        <Package className="size-1/4" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
