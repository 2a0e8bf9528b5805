import {
  normalizeMerchantId,
  queryKeys,
  STORE_STATUSES,
  storeCreateSchema,
  storeStatusLabel,
  type Store,
  type StoreCreate,
} from "@app/core";
import { SearchX } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { useApi } from "../../lib/api";
import { storeQueries } from "../../lib/queries";
import { CrudListSection } from "../shared/crud-list-section";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { SearchBox, useSearchedPages } from "../shared/search-box";
import { StoreCard } from "./store-card";

/** A write to the stores refreshes the public directory's list, the admin's pages and Link Health's "Earning nothing". */
const STORE_LISTS = [queryKeys.stores.all, queryKeys.adminStores.all, queryKeys.links.lists()] as const;

/**
 * The stores: searched by name or city on the server (at first by the address's `?q=`), added, edited (whole, or just
 * the merchant id inline) and removed.
 */
export function StoresSection() {
  const api = useApi();
  const [search] = useSearchParams();
  const { query, setQuery, q, list, more } = useSearchedPages((text) => storeQueries.adminPages(api, text), search.get("q") ?? "");
  /** The one store whose merchant id is being edited (one at a time). */
  const [editingId, setEditingId] = useState<number | null>(null);

  const merchantId = useAdminMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) =>
      api.stores.update({ params: { id }, body: { rakutenMerchantId: normalizeMerchantId(value) } }),
    invalidates: STORE_LISTS,
    success: { title: "Store updated successfully" },
    failure: "Failed to update store",
    onSuccess: () => setEditingId(null),
  });

  return (
    <CrudListSection
      heading="Stores"
      addLabel="Add Store"
      query={list}
      more={more}
      moreLabel="stores"
      filtered={q !== ""}
      toolbar={<SearchBox label="Search stores" placeholder="Search by name or city..." value={query} onChange={setQuery} />}
      loading={{ label: "Loading stores...", count: 6, skeletonClassName: "h-44" }}
      errorTitle="Could not load stores"
      empty={{ icon: <SearchX />, title: "No stores found", description: "Try adjusting your search" }}
      listClassName="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      remove={{
        mutationFn: (id) => api.stores.remove({ params: { id } }),
        invalidates: STORE_LISTS,
        success: { title: "Store deleted successfully" },
        failure: "Failed to delete store",
      }}
      renderItem={(store, actions) => (
        <StoreCard
          store={store}
          {...actions}
          editing={editingId === store.id}
          onEditMerchantId={() => setEditingId(store.id)}
          onCancel={() => setEditingId(null)}
          onSave={(value) => merchantId.mutate({ id: store.id, value })}
          saving={merchantId.isPending && merchantId.variables?.id === store.id}
        />
      )}
      renderDialog={(store, onClose) => <StoreFormDialog store={store} onClose={onClose} />}
    />
  );
}

type StoreFormValues = Record<
  "name" | "address" | "city" | "state" | "country" | "phone" | "website" | "status" | "rakutenMerchantId" | "latitude" | "longitude",
  string
>;

const STORE_LABELS: Record<keyof StoreFormValues, string> = {
  name: "Name",
  address: "Address",
  city: "City",
  state: "State or region",
  country: "Country",
  phone: "Phone",
  website: "Website",
  status: "Status",
  rakutenMerchantId: "Rakuten merchant ID",
  latitude: "Latitude",
  longitude: "Longitude",
};

const storeToForm = (s: Store | null): StoreFormValues => ({
  name: s?.name ?? "",
  address: s?.address ?? "",
  city: s?.city ?? "",
  state: s?.state ?? "",
  country: s?.country ?? "USA",
  phone: s?.phone ?? "",
  website: s?.website ?? "",
  status: s?.status ?? "boutique",
  rakutenMerchantId: s?.rakutenMerchantId ?? "",
  latitude: s?.latitude?.toString() ?? "",
  longitude: s?.longitude?.toString() ?? "",
});

function StoreFormDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const api = useApi();
  const isEdit = store !== null;
  const save = useAdminMutation({
    mutationFn: (payload: StoreCreate) =>
      store ? api.stores.update({ params: { id: store.id }, body: payload }) : api.stores.create({ body: payload }),
    invalidates: STORE_LISTS,
    success: { title: isEdit ? "Store updated successfully" : "Store added successfully" },
    failure: isEdit ? "Failed to update store" : "Failed to add store",
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });
  const form = useSchemaForm({
    initial: () => storeToForm(store),
    schema: storeCreateSchema,
    labels: STORE_LABELS,
    toInput: (values: StoreFormValues) => values,
    onValid: (payload) => save.mutate(payload),
  });
  const { errors, bind } = form;
  const text = (
    name: keyof StoreFormValues,
    props: { type?: string; placeholder?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <FormField label={STORE_LABELS[name]} error={errors[name]}>
      {(c) => <Input {...c} {...bind(name)} {...props} />}
    </FormField>
  );

  return (
    <FormDialog
      title={isEdit ? "Edit Store" : "Add Store"}
      description="Where the store is and how visitors reach it. A US store's state is its two-letter code (NY)."
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitLabel={isEdit ? "Update Store" : "Add Store"}
      pending={save.isPending}
      dirty={form.dirty}
    >
      {text("name", { required: true })}
      {text("address", { required: true, autoComplete: "street-address" })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text("city", { required: true })}
        {text("state", { placeholder: "NY" })}
        {text("country", { required: true, placeholder: "USA" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", { type: "tel", placeholder: "(212) 555-0100" })}
        <FormField label="Status" error={errors.status}>
          {(c) => (
            <Select {...c} {...bind("status")}>
              {STORE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {storeStatusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {text("website", { type: "url", placeholder: "https://..." })}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Latitude" hint="Its map and Near me: -90 to 90, e.g. 40.7582 (both or neither)" error={errors.latitude}>
          {(c) => <Input {...c} {...bind("latitude")} inputMode="decimal" placeholder="40.7582" />}
        </FormField>
        <FormField label="Longitude" hint="-180 to 180, e.g. -73.9776" error={errors.longitude}>
          {(c) => <Input {...c} {...bind("longitude")} inputMode="decimal" placeholder="-73.9776" />}
        </FormField>
      </div>
      <FormField label="Rakuten merchant ID" hint="Leave blank to remove affiliate link" error={errors.rakutenMerchantId}>
        {(c) => <Input {...c} {...bind("rakutenMerchantId")} inputMode="numeric" placeholder="e.g. 37695" />}
      </FormField>
    </FormDialog>
  );
}
