import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { queryKeys } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { useMemo } from "react";
import { useApi } from "../../lib/api";
import { clickQueries, linkQueries, productQueries } from "../../lib/queries";
import { CrudListSection } from "../shared/crud-list-section";
import { PageHeader } from "../shared/states";
import { ProductFormDialog } from "./product-form-dialog";
import { CLICK_DAYS, ProductRowPlaceholder, ProductTable, type ProductInsights } from "./product-table";

/** Placeholders shown while the catalogue loads. */
export const PRODUCT_PLACEHOLDER_COUNT = 6;

export function ManageProductsPage() {
  const api = useApi();
  const products = useQuery(productQueries.adminList(api));
  // Beside the catalogue, not blocking it: a failed load just leaves the counts and badges out.
  const clicks = useQuery(clickQueries.products(api, CLICK_DAYS));
  const broken = useQuery(linkQueries.brokenProducts(api));
  const insights = useMemo<ProductInsights>(
    () => ({
      clicks: clicks.data ? new Map(clicks.data.map((c) => [c.productId, c.clicks])) : undefined,
      broken: broken.data ? new Set(broken.data) : undefined,
    }),
    [clicks.data, broken.data],
  );
  return (
    <>
      <PageHeader title={ADMIN_SECTIONS.products.title} description="Add, edit and remove the products shown on the site." />
      <CrudListSection
        heading="Catalogue"
        addLabel="Add Product"
        query={products}
        loading={{ label: "Loading products...", count: PRODUCT_PLACEHOLDER_COUNT, placeholder: () => <ProductRowPlaceholder /> }}
        errorTitle="Could not load products"
        empty={{ icon: <PackageOpen />, title: "No products yet", description: "Add your first product to get started" }}
        listClassName="grid gap-2"
        remove={{
          mutationFn: (id) => api.products.remove(id),
          invalidates: [queryKeys.adminProducts.all, queryKeys.products.all],
          success: { title: "Product deleted successfully" },
          failure: "Failed to delete product",
        }}
        renderList={(items, actionsFor) => <ProductTable products={items} actionsFor={actionsFor} insights={insights} />}
        renderDialog={(product, onClose) => <ProductFormDialog product={product} onClose={onClose} />}
      />
    </>
  );
}
