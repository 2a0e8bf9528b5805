import { paths, PLACEMENTS, shopLink, storeBadge, type Store } from "@app/core";
import { STORES_PAGE } from "@app/core/content";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import { ResponseStatus } from "../app/response-status";
import { Badge } from "../components/ui/badge";
import { buttonVariants } from "../components/ui/button";
import { useNewsletterHash } from "../features/newsletter/use-newsletter-panel";
import { Seo } from "../features/seo/seo";
import { breadcrumbList } from "../features/seo/structured-data";
import { StoreButtons, StorePhoneLink } from "../features/stores/store-links";
import { StoreMap } from "../features/stores/store-map";
import { storeStructuredData } from "../features/stores/store-structured-data";
import { PlacementArea } from "../lib/placement";
import { usePublicApi } from "../lib/public-api";
import { configQueries, storeQueries } from "../lib/public-queries";

const backLink = (
  <Link to={paths.stores()} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
    <ChevronLeft aria-hidden="true" className="size-4" />
    All stores
  </Link>
);

/** A store's page, /stores/{slug}: its address, phone, shop link, map and LocalBusiness data; 404 for an unknown slug. */
export default function StorePage() {
  useNewsletterHash();
  const slug = useParams().slug ?? "";
  const api = usePublicApi();
  // An unknown slug loads as null, shown as 'Store Not Found' (status 404), which the server renders like any data.
  const store = useQuery(storeQueries.detail(api, slug));
  const config = useQuery(configQueries.get(api));

  if (store.isSuccess && store.data) {
    const s = store.data;
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <Seo
          title={`${s.name}, ${s.city}`}
          description={`${s.name} in ${[s.city, s.state, s.country].filter(Boolean).join(", ")}: address, phone, map and directions, from the ${STORES_PAGE.title}.`}
          path={paths.storePage(s.slug)}
          jsonLd={[
            storeStructuredData(s),
            breadcrumbList([
              { name: "Home", path: paths.home() },
              { name: "Stores", path: paths.stores() },
              { name: s.name, path: paths.storePage(s.slug) },
            ]),
          ]}
        />
        {backLink}
        <PlacementArea placement={PLACEMENTS.storePage}>
          <StoreDetails store={s} publisherId={config.data?.rakutenPublisherId ?? null} />
        </PlacementArea>
      </div>
    );
  }
  if (store.isPending && slug !== "") {
    return (
      <p role="status" className="mx-auto min-h-dvh max-w-5xl px-4 py-16 text-center text-muted-foreground sm:px-6">
        Loading store...
      </p>
    );
  }
  if (store.isError) {
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
        <p className="text-lg font-semibold">We couldn't load this store.</p>
        <p className="mt-1 text-muted-foreground">Please check your connection and try again.</p>
        <button type="button" className={buttonVariants({ className: "mt-4" })} onClick={() => void store.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <ResponseStatus code={404} />
      <Seo
        title="Store Not Found"
        description="The store you're looking for isn't in our directory."
        path={paths.storePage(slug)}
        noindex
      />
      <h1 className="font-display text-3xl sm:text-4xl">Store Not Found</h1>
      <p className="mt-3 text-muted-foreground">The store you're looking for isn't in our directory, or it has been removed.</p>
      <Link className={buttonVariants({ className: "mt-8" })} to={paths.stores()}>
        Browse the store directory
      </Link>
    </section>
  );
}

function StoreDetails({ store, publisherId }: { store: Store; publisherId: string | null }) {
  const badge = storeBadge(store.status);
  // Without the server's settings no deep link is built (it would carry no publisher id): the button waits for them.
  const shop = publisherId === null ? null : shopLink(store, publisherId, PLACEMENTS.storePage);
  const located =
    store.latitude !== null && store.longitude !== null ? { ...store, latitude: store.latitude, longitude: store.longitude } : null;
  return (
    <article className="mt-4 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{store.name}</h1>
          {badge && <Badge variant={badge === "Flagship" ? "brand" : "secondary"}>{badge}</Badge>}
        </div>
        <address className="mt-4 flex gap-2 not-italic text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {store.address}
            <br />
            {[store.city, store.state].filter(Boolean).join(", ")}
            <br />
            {store.country}
          </span>
        </address>
        {store.phone && <StorePhoneLink phone={store.phone} className="mt-3" />}
        <div className="mt-6 flex flex-wrap gap-2">
          <StoreButtons store={store} shop={shop} />
        </div>
        {store.website && (
          <p className="mt-4 text-sm text-muted-foreground">
            Website: <span className="break-all">{store.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}</span>
          </p>
        )}
      </div>
      {located && <StoreMap store={located} />}
    </article>
  );
}
