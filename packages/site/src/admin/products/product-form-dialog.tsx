import { errorMessage, queryKeys, type AdminProduct, type ProductCreate } from "@app/core";
import { useMutation } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useState, type ComponentProps, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import {
  emptyProductForm,
  extractionToast,
  formFromExtracted,
  productToForm,
  validateProductForm,
  type ProductField,
  type ProductFormValues,
} from "./product-form.rules";

type SaveInput = { id: number | null; payload: ProductCreate };

/**
 * Add (product === null) or Edit a product. Opens empty for Add and prefilled for Edit; closes and
 * resets after a successful save (spec §2). The parent remounts it per product via `key`.
 */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: AdminProduct | null;
}) {
  const api = useApi();
  const { toast } = useToast();
  const isEdit = product !== null;
  const initial = () => (product ? productToForm(product) : emptyProductForm());
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [extractUrl, setExtractUrl] = useState("");

  const reset = () => {
    setValues(initial());
    setErrors({});
    setExtractUrl("");
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const save = useAdminMutation({
    mutationFn: ({ id, payload }: SaveInput) => (id === null ? api.products.create(payload) : api.products.update(id, payload)),
    invalidates: [queryKeys.adminProducts.all, queryKeys.products.all],
    success: (_data, { id }) => ({ title: id === null ? "Product added successfully" : "Product updated successfully" }),
    failure: isEdit ? "Failed to update product" : "Failed to add product",
    onSuccess: () => close(false),
  });

  const extract = useMutation({
    mutationFn: (url: string) => api.products.extract(url),
    onSuccess: (data, url) => {
      setValues(formFromExtracted(data, url));
      setErrors({});
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
    const url = extractUrl.trim();
    if (url === "") {
      toast({ variant: "destructive", title: "Please enter a product URL" });
      return;
    }
    extract.mutate(url);
  };

  const set = (field: ProductField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      toast({ variant: "destructive", ...result.toast });
      return;
    }
    setErrors({});
    save.mutate({ id: product?.id ?? null, payload: result.payload });
  };

  const field = (name: ProductField, label: string, props: ComponentProps<"input"> = {}, hint?: string) => (
    <FormField label={label} error={errors[name]} hint={hint}>
      {(control) => <Input {...control} name={name} value={values[name]} onChange={set(name)} {...props} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? "Edit Product" : "Add Product"}</DialogTitle>
          <DialogDescription>
            {isEdit ? "Update the product details." : "Paste a product link to extract what we can, then complete the details."}
          </DialogDescription>
        </DialogHeader>

        {isEdit ? null : (
          <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
            <FormField label="Product URL" hint="Amazon links give the ASIN; other stores are detected from the link.">
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.amazon.com/dp/B0..."
                    value={extractUrl}
                    onChange={(event) => setExtractUrl(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") {
                        event.preventDefault();
                        runExtract();
                      }
                    }}
                  />
                  <Button type="button" variant="secondary" onClick={runExtract} disabled={extract.isPending}>
                    {extract.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
                    {extract.isPending ? "Extracting..." : "Extract"}
                  </Button>
                </div>
              )}
            </FormField>
          </div>
        )}

        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={isEdit ? "Edit product" : "Add product"}>
          {field("title", "Title", { required: true, placeholder: "Product title as shown on the store" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("productUrl", "Product link", { type: "url", required: true, placeholder: "https://..." })}
            {field("sourceStore", "Store", { required: true })}
            {field("amazonAsin", "Amazon ASIN", { placeholder: "B0XXXXXXXX", autoCapitalize: "characters" }, "Optional for non-Amazon stores")}
            {field("price", "Price ($)", { type: "number", step: "0.01", min: "0", required: true, inputMode: "decimal" })}
            {field("rating", "Rating (0–5)", { type: "number", step: "0.1", min: "0", max: "5", required: true })}
            {field("reviewCount", "Review count", { type: "number", step: "1", min: "0", required: true })}
            {field("category", "Category", { required: true })}
            {field("imageUrl", "Image URL", { type: "url", required: true, placeholder: "https://m.media-amazon.com/images/..." })}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? (isEdit ? "Updating..." : "Adding...") : isEdit ? "Update Product" : "Add Product"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
