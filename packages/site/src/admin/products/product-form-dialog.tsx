import {
  errorMessage,
  isAmazonStore,
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  productCreateSchema,
  type AdminProduct,
  type ProductCreate,
} from "@app/core";
import { useMutation } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import {
  COMMON_CURRENCIES,
  emptyProductForm,
  extractionToast,
  formFromExtracted,
  PRODUCT_FIELD_LABELS,
  productPrecheck,
  productToForm,
  productToInput,
  type ProductField,
} from "./product-form.rules";
import { PRODUCT_LISTS } from "./product-lists";

/** Amazon's rules for a price typed by hand, said where it is typed. */
const AMAZON_TYPED_PRICE_HINT =
  "An Amazon price is shown for 24 hours from when it was typed (or confirmed by Amazon's API); after that the site says “See price on Amazon” until a new price is typed or refreshed.";

type SaveInput = { id: number | null; payload: ProductCreate };

/**
 * Add (product === null) or Edit a product. One Product URL field: on Add, Extract reads that URL and
 * fills the other fields from it. Opens empty for Add and prefilled for Edit; closes after a successful
 * save. The parent mounts it only while open, so every opening starts from a fresh form.
 */
export function ProductFormDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const api = useApi();
  const { toast } = useToast();
  const isEdit = product !== null;
  const currencyListId = useId();

  const save = useAdminMutation({
    mutationFn: ({ id, payload }: SaveInput) =>
      id === null ? api.products.create({ body: payload }) : api.products.update({ params: { id }, body: payload }),
    invalidates: PRODUCT_LISTS,
    success: (_data, { id }) => ({ title: id === null ? "Product added successfully" : "Product updated successfully" }),
    failure: isEdit ? "Failed to update product" : "Failed to add product",
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });

  const form = useSchemaForm({
    initial: () => (product ? productToForm(product) : emptyProductForm()),
    schema: productCreateSchema,
    labels: PRODUCT_FIELD_LABELS,
    toInput: productToInput,
    precheck: productPrecheck,
    onValid: (payload) => save.mutate({ id: product?.id ?? null, payload }),
  });

  const extract = useMutation({
    mutationFn: (url: string) => api.products.extract({ body: { url } }),
    onSuccess: (data, url) => {
      form.replace(formFromExtracted(data, url, form.values));
      toast(extractionToast(data));
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Failed to extract product details",
        description: errorMessage(error, "Please check the URL and try again"),
      });
    },
  });

  const runExtract = () => {
    const url = form.values.productUrl.trim();
    if (url === "") {
      toast({ variant: "destructive", title: "Please enter a product URL" });
      return;
    }
    extract.mutate(url);
  };

  const field = (name: ProductField, label: string, props: ComponentProps<"input"> = {}, hint?: string) => (
    <FormField label={label} error={form.errors[name]} hint={hint}>
      {(control) => <Input {...control} {...form.bind(name)} {...props} />}
    </FormField>
  );

  const category = form.values.category;
  const unlistedCategory = !PRODUCT_CATEGORIES.some((c) => c.value === category);

  return (
    <FormDialog
      title={isEdit ? "Edit Product" : "Add Product"}
      description={
        isEdit
          ? "Update the product details."
          : "Paste the product's link and press Extract to fill in what the page tells us, then complete the rest."
      }
      wide
      formLabel={isEdit ? "Edit product" : "Add product"}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitLabel={save.isPending ? (isEdit ? "Updating..." : "Adding...") : isEdit ? "Update Product" : "Add Product"}
      pending={save.isPending}
      dirty={form.dirty}
    >
      <FormField
        label="Product URL"
        error={form.errors.productUrl}
        hint={isEdit ? undefined : "Amazon links give the ASIN; other stores are detected from the link."}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              {...form.bind("productUrl")}
              type="url"
              inputMode="url"
              required
              placeholder="https://www.amazon.com/dp/B0..."
              onKeyDown={(event) => {
                if (!isEdit && event.key === "Enter") {
                  event.preventDefault();
                  runExtract();
                }
              }}
            />
            {isEdit ? null : (
              <Button type="button" variant="secondary" onClick={runExtract} disabled={extract.isPending}>
                {extract.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
                {extract.isPending ? "Extracting..." : "Extract"}
              </Button>
            )}
          </div>
        )}
      </FormField>
      {field("title", "Title", { required: true, placeholder: "Product title as shown on the store" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("sourceStore", "Store", { required: true })}
        {field("amazonAsin", "Amazon ASIN", { placeholder: "B0XXXXXXXX", autoCapitalize: "characters" }, "Optional for non-Amazon stores")}
        {field(
          "price",
          "Price",
          { type: "number", step: "0.01", min: "0", required: true, inputMode: "decimal" },
          isAmazonStore(form.values.sourceStore) ? AMAZON_TYPED_PRICE_HINT : undefined,
        )}
        {field(
          "currency",
          "Currency",
          { required: true, maxLength: 3, autoCapitalize: "characters", placeholder: "USD", list: currencyListId },
          "ISO 4217 code: USD, EUR, GBP…",
        )}
        <datalist id={currencyListId}>
          {COMMON_CURRENCIES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        {field("rating", "Rating (0–5)", { type: "number", step: "0.1", min: "0", max: "5", required: true })}
        {field("reviewCount", "Review count", { type: "number", step: "1", min: "0", required: true })}
        <FormField label="Category" error={form.errors.category}>
          {(control) => (
            <Select {...control} {...form.bind("category")} required>
              {unlistedCategory ? <option value={category}>{category} (not in the list: pick one)</option> : null}
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {field("imageUrl", "Image URL", { type: "url", required: true, placeholder: "https://m.media-amazon.com/images/..." })}
      <FormField label="Short description" error={form.errors.description} hint="Optional: shown on the product's page.">
        {(control) => <Textarea {...control} {...form.bind("description")} rows={3} maxLength={PRODUCT_DESCRIPTION_MAX} />}
      </FormField>
    </FormDialog>
  );
}
