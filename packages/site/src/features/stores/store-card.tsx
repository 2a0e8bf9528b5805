import { formatDistance, paths, shopLink, storeBadge, type Store } from "@app/core";
import { LocateFixed, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { usePlacement } from "../../lib/placement";
import { StoreButtons, StorePhoneLink } from "./store-links";

/**
 * One store in the directory: name (a link to its page), status badge, address, phone, shop button and directions;
 * with Near me, its distance from the visitor.
 */
export function StoreCard({ store, publisherId, distanceKm }: { store: Store; publisherId: string; distanceKm?: number | null }) {
  const badge = storeBadge(store.status);
  // In a placement (the directory: `stores`), a Rakuten deep link carries it as u1.
  const shop = shopLink(store, publisherId, usePlacement());
  return (
    <article className="flex w-full flex-col rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-tight">
          <Link to={paths.storePage(store.slug)} className="underline-offset-4 hover:text-brand hover:underline">
            {store.name}
          </Link>
        </h3>
        {badge && <Badge variant={badge === "Flagship" ? "brand" : "secondary"}>{badge}</Badge>}
      </div>
      {distanceKm != null && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium" data-distance="">
          <LocateFixed aria-hidden="true" className="size-4 text-brand" />
          {formatDistance(distanceKm, store.country)} away
        </p>
      )}
      <address className="mt-3 flex gap-2 text-sm not-italic text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {store.address}
          <br />
          {[store.city, store.state].filter(Boolean).join(", ")}
        </span>
      </address>
      {store.phone && <StorePhoneLink phone={store.phone} className="mt-2 self-start text-sm" />}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <StoreButtons store={store} shop={shop} small />
      </div>
    </article>
  );
}
