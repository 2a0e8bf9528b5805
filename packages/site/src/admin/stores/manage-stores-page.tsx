import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { adminStoreSearch, normalizeMerchantId, queryKeys, sortStoresByName, type Store } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Info, Search, SearchX } from "lucide-react";
import { useState } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { useApi } from "../../lib/api";
import { configQueries, storeQueries } from "../../lib/queries";
import { EmptyState, ErrorState, PageHeader } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { StoreCard } from "./store-card";

export function ManageStoresPage() {
  const api = useApi();
  // The server's RAKUTEN_PUBLISHER_ID, the one the public store links use (GET /api/config).
  const config = useQuery(configQueries.get(api));
  const stores = useQuery(storeQueries.list(api));
  const [query, setQuery] = useState("");
  /** The one store whose merchant id is being edited (one at a time). */
  const [editingId, setEditingId] = useState<number | null>(null);

  const update = useAdminMutation({
    mutationFn: ({ id, merchantId }: { id: number; merchantId: string }) =>
      api.stores.update(id, { rakutenMerchantId: normalizeMerchantId(merchantId) }),
    invalidates: [queryKeys.stores.all],
    success: { title: "Store updated successfully" },
    failure: "Failed to update store",
    onSuccess: () => setEditingId(null),
  });

  const visible: Store[] = stores.data ? sortStoresByName(adminStoreSearch(stores.data, query)) : [];

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.stores.title}
        description="Set the Rakuten merchant ID that turns a store's shop button into an affiliate link."
      />

      <aside aria-labelledby="merchant-help" className="grid gap-2 rounded-xl border border-brand/40 bg-accent/50 p-5 text-sm">
        <h2 id="merchant-help" className="flex items-center gap-2 font-semibold">
          <Info className="size-4" aria-hidden="true" />
          How to find a merchant ID
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
          <li>Sign in to the Rakuten Advertising publisher dashboard.</li>
          <li>Open Advertisers and search for the store (you must be approved for its program).</li>
          <li>Open the advertiser's page: the merchant ID (MID) is shown under its name and in its links' "mid=" parameter.</li>
          <li>Paste the number here and save. The store's Shop Now button then links through Rakuten.</li>
        </ol>
        <p>
          Publisher ID used in the links:{" "}
          {config.data ? (
            <span className="font-mono font-semibold">{config.data.rakutenPublisherId}</span>
          ) : config.isError ? (
            <span>unavailable (the server could not be reached)</span>
          ) : (
            <span className="inline-block h-4 w-20 animate-pulse rounded-md bg-muted align-middle" aria-label="Loading" />
          )}
        </p>
      </aside>

      <div className="grid max-w-md gap-2">
        <Label htmlFor="store-search">Search stores</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="store-search"
            type="search"
            className="pl-9"
            placeholder="Search by name or city..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>

      <section aria-label="Stores" aria-busy={stores.isPending}>
        {stores.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            <p role="status" className="sr-only">
              Loading stores...
            </p>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-44 rounded-xl" />
            ))}
          </div>
        ) : stores.isError ? (
          <ErrorState title="Could not load stores" error={stores.error} onRetry={() => void stores.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState icon={<SearchX />} title="No stores found" description="Try adjusting your search" />
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {visible.map((store) => (
              <li key={store.id}>
                <StoreCard
                  store={store}
                  editing={editingId === store.id}
                  onEdit={() => setEditingId(store.id)}
                  onCancel={() => setEditingId(null)}
                  onSave={(merchantId) => update.mutate({ id: store.id, merchantId })}
                  saving={update.isPending && update.variables?.id === store.id}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
