import { formatPrice, type AdminProduct } from "@app/core";
import { ImageOff, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { ConfirmDelete } from "../shared/confirm-delete";

export function ProductCard({
  product,
  onEdit,
  onDelete,
  deleting,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Card className="gap-0 overflow-hidden" aria-label={product.title} role="article">
      <div className="flex aspect-[4/3] items-center justify-center bg-muted">
        {imageFailed || !product.imageUrl ? (
          <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
        ) : (
          <img
            src={product.imageUrl}
            alt={product.title}
            loading="lazy"
            className="size-full object-contain p-4"
            onError={() => setImageFailed(true)}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 font-semibold leading-snug">{product.title}</h2>
          <Badge variant="secondary">{product.sourceStore}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold">{formatPrice(product.price)}</dd>
          <dt className="text-muted-foreground">ASIN</dt>
          <dd className="font-mono">{product.amazonAsin ?? "Not set"}</dd>
          <dt className="text-muted-foreground">Category</dt>
          <dd className="truncate">{product.category}</dd>
        </dl>
        <div className="mt-auto flex justify-end gap-1 pt-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${product.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <ConfirmDelete
            withText
            triggerLabel={`Delete ${product.title}`}
            title="Delete this product?"
            description={`"${product.title}" will be removed from the catalogue.`}
            onConfirm={onDelete}
            pending={deleting}
          />
        </div>
      </div>
    </Card>
  );
}

export function ProductCardPlaceholder() {
  return (
    <Card className="gap-0 overflow-hidden" data-testid="product-placeholder">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex justify-end gap-2">
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-9 w-20" />
        </div>
      </div>
    </Card>
  );
}
