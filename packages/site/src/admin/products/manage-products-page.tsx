import { paths, queryKeys, type AdminProduct } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { FileText, Megaphone, PackageOpen, Plus, Sparkles, Store } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { useApi } from "../../lib/api";
import { EmptyState, ErrorState, PageHeader } from "../shared/states";
import { StoreHomeLink } from "../shared/store-home-link";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { ProductCard, ProductCardPlaceholder } from "./product-card";
import { ProductFormDialog } from "./product-form-dialog";

/** Spec §9: 6 placeholder cards while loading. */
export const PRODUCT_PLACEHOLDER_COUNT = 6;

type DialogState = { open: false } | { open: true; product: AdminProduct | null };

export function ManageProductsPage() {
  const api = useApi();
  const products = useQuery({ queryKey: queryKeys.adminProducts.all, queryFn: () => api.products.adminList() });
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const remove = useAdminMutation({
    mutationFn: (id: number) => api.products.remove(id),
    invalidates: [queryKeys.adminProducts.all, queryKeys.products.all],
    success: { title: "Product deleted successfully" },
    failure: "Failed to delete product",
  });

  // The dialog is mounted only while open, so every opening starts from a fresh form.
  const openDialog = (product: AdminProduct | null) => setDialog({ open: true, product });

  return (
    <>
      <PageHeader
        title="Manage Products"
        description="Add, edit and remove the products shown on the site."
        actions={
          <Button variant="brand" onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        }
      />

      <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-2">
        <StoreHomeLink className={buttonVariants({ variant: "outline", size: "sm" })} label="View store home" />
        <Link to={paths.adminSocial()} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Megaphone aria-hidden="true" />
          Social Media Marketing
        </Link>
        <Link to={paths.adminBlogGenerator()} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Sparkles aria-hidden="true" />
          AI Blog Generator
        </Link>
        <Link to={paths.adminPosts()} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <FileText aria-hidden="true" />
          Blog Posts
        </Link>
        <Link to={paths.adminStores()} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Store aria-hidden="true" />
          Manage Stores
        </Link>
      </nav>

      <section aria-labelledby="products-heading" aria-busy={products.isPending} className="grid gap-4">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        {products.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading products...
            </p>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: PRODUCT_PLACEHOLDER_COUNT }, (_, i) => (
                <ProductCardPlaceholder key={i} />
              ))}
            </div>
          </>
        ) : products.isError ? (
          <ErrorState title="Could not load products" error={products.error} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <EmptyState
            icon={<PackageOpen />}
            title="No products yet"
            description="Add your first product to get started"
            action={
              <Button variant="brand" onClick={() => openDialog(null)}>
                <Plus aria-hidden="true" />
                Add Product
              </Button>
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.data.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                onEdit={() => openDialog(product)}
                onDelete={() => remove.mutate(product.id)}
                deleting={remove.isPending && remove.variables === product.id}
              />
            ))}
          </div>
        )}
      </section>

      {dialog.open ? (
        <ProductFormDialog
          open
          product={dialog.product}
          onOpenChange={(open) => {
            if (!open) setDialog({ open: false });
          }}
        />
      ) : null}
    </>
  );
}
