import { OUT_OF_STOCK_TEXT } from "@app/core";
import { Badge } from "../../components/ui/badge";

/**
 * "Out of stock" in one look wherever a visitor meets it: on a card's picture and on a product's page (the hero never
 * shows a product out of stock: core pickHeroProducts, server heroProducts).
 */
export function OutOfStockBadge({ className }: { className?: string }) {
  return (
    <Badge variant="destructive" className={className}>
      {OUT_OF_STOCK_TEXT}
    </Badge>
  );
}
