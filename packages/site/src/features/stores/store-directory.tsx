import { filterStores, groupStores, pluralize, storeCountLabel, storeCounts, type StoreFilter } from "@app/core";
import { STORE_SUGGEST_EMAIL } from "@app/core/content";
import { useQuery } from "@tanstack/react-query";
import { Mail, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { usePublicApi } from "../../lib/public-api";
import { cx } from "../../lib/class-names";
import { configQueries, storeQueries } from "../../lib/public-queries";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";
import { StoreCard } from "./store-card";
import { NearMeButton, useNearMe } from "./near-me";

/** The store list (GET /api/stores). */
export const useStores = () => useQuery(storeQueries.list(usePublicApi()));

/**
 * The store directory: filters with counts, search, groups by state or country, suggest card. `initialSearch`
 * fills the search box (a store result of site search links to /stores?q=<its name>).
 */
export function StoreDirectory({ initialSearch = "" }: { initialSearch?: string }) {
  const api = usePublicApi();
  const stores = useQuery(storeQueries.list(api));
  // The shop buttons' deep links carry the server's RAKUTEN_PUBLISHER_ID (GET /api/config).
  const config = useQuery(configQueries.get(api));
  const [filter, setFilter] = useState<StoreFilter>("all");
  const [search, setSearch] = useState(initialSearch);
  const searchRef = useTypedBeforeHydration(setSearch);
  const searchId = useId();
  const nearMe = useNearMe();

  if (stores.isPending || config.isPending) {
    return (
      // Tall enough that the footer starts below the fold: the list replacing it shifts nothing in view (CLS).
      <p role="status" className="min-h-dvh py-16 text-center text-muted-foreground">
        Loading stores...
      </p>
    );
  }
  if (stores.isError || config.isError) {
    return (
      <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
        <p className="text-lg font-semibold">We couldn't load the store directory.</p>
        <p className="mt-1 text-muted-foreground">Please check your connection and try again.</p>
        <Button type="button" className="mt-4" onClick={() => void Promise.all([stores.refetch(), config.refetch()])}>
          Try again
        </Button>
      </div>
    );
  }

  const counts = storeCounts(stores.data);
  const visible = filterStores(stores.data, filter, search);
  // Near me: the same filters and search over the stores in the database's distance order, as one list.
  const nearest = nearMe.stores ? filterStores(nearMe.stores, filter, search) : null;
  const groups = groupStores(visible);
  // A search that finds nothing under the chosen filter may find stores under the others: say so, one tap away.
  const outside = filter !== "all" && visible.length === 0 ? filterStores(stores.data, "all", search).length : 0;
  const filters: { value: StoreFilter; label: string; count: number }[] = [
    { value: "all", label: "All Stores", count: counts.all },
    { value: "usa", label: "US States", count: counts.usStates },
    { value: "international", label: "International", count: counts.countries },
  ];

  return (
    <>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label="Filter stores" className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={cx(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                filter === f.value ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted",
              )}
            >
              {f.label} ({f.count})
            </button>
          ))}
          <NearMeButton nearMe={nearMe} />
        </div>
        <div className="relative w-full md:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search stores
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search stores or cities..."
            className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground"
          />
        </div>
      </div>

      {nearMe.message && (
        <p role="status" className="mt-4 text-sm text-muted-foreground">
          {nearMe.message}
        </p>
      )}

      {nearest && nearest.length > 0 ? (
        <section aria-labelledby="stores-nearest" className="mt-8">
          <h2 id="stores-nearest" className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold">
            Nearest to you <span className="text-base font-normal text-muted-foreground">{storeCountLabel(nearest.length)}</span>
          </h2>
          <ol className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {nearest.map((store) => (
              <li key={store.id} className="flex">
                <StoreCard store={store} publisherId={config.data.rakutenPublisherId} distanceKm={store.distanceKm} />
              </li>
            ))}
          </ol>
        </section>
      ) : groups.length === 0 || nearest?.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">No stores found</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your search</p>
          {outside > 0 && (
            <p className="mt-4">
              {`${pluralize(outside, "store", "stores")} found outside ${filters.find((f) => f.value === filter)?.label}. `}
              <button type="button" className="font-semibold text-primary underline underline-offset-4" onClick={() => setFilter("all")}>
                Show all stores
              </button>
            </p>
          )}
        </div>
      ) : (
        <div className="mt-8 gap-6 md:columns-2 xl:columns-3">
          {groups.map((group, i) => (
            <section key={group.key} aria-labelledby={`store-group-${i}`} className="mb-8 break-inside-avoid max-md:render-when-visible">
              <h2 id={`store-group-${i}`} className="flex flex-wrap items-baseline gap-x-2 text-xl font-bold">
                {group.heading} <span className="text-base font-normal text-muted-foreground">{storeCountLabel(group.stores.length)}</span>
              </h2>
              <ul className="mt-3 space-y-4">
                {group.stores.map((store) => (
                  <li key={store.id} className="flex">
                    <StoreCard store={store} publisherId={config.data.rakutenPublisherId} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <aside aria-labelledby="suggest-store" className="mt-12 rounded-lg border border-dashed border-border bg-card p-6 text-center">
        <Mail aria-hidden="true" className="mx-auto size-8 text-brand" />
        <h2 id="suggest-store" className="mt-2 text-xl font-bold">
          Suggest a Store
        </h2>
        <p className="mt-1 text-muted-foreground">Know a great sneaker shop we're missing? Tell us about it.</p>
        <a
          href={`mailto:${STORE_SUGGEST_EMAIL}?subject=${encodeURIComponent("Store suggestion")}`}
          className="mt-3 inline-block font-semibold text-foreground underline underline-offset-4 hover:text-brand"
        >
          {STORE_SUGGEST_EMAIL}
        </a>
      </aside>
    </>
  );
}
