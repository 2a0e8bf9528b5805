import { mapsLink, shopLink, SPONSORED_REL, storeBadge, type Store } from "@app/core";
import { ExternalLink, MapPin, Navigation, Phone } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { buttonVariants } from "../../components/ui/button";
import { usePlacement } from "../../lib/placement";
import { trackLinkClick } from "../analytics/analytics";

/** One store in the directory: name, status badge, address, phone, shop button and directions. */
export function StoreCard({ store, publisherId }: { store: Store; publisherId: string }) {
  const badge = storeBadge(store.status);
  // In a placement (the directory: `stores`), a Rakuten deep link carries it as u1.
  const shop = shopLink(store, publisherId, usePlacement());
  return (
    <article className="flex w-full flex-col rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-tight">{store.name}</h3>
        {badge && <Badge variant={badge === "Flagship" ? "brand" : "secondary"}>{badge}</Badge>}
      </div>
      <address className="mt-3 flex gap-2 text-sm not-italic text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {store.address}
          <br />
          {[store.city, store.state].filter(Boolean).join(", ")}
        </span>
      </address>
      {store.phone && (
        <a
          href={`tel:${store.phone.replace(/[^\d+]/g, "")}`}
          className="mt-2 inline-flex items-center gap-2 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {store.phone}
        </a>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {shop && (
          <a
            className={buttonVariants({ size: "sm" })}
            href={shop.href}
            target="_blank"
            rel={shop.kind === "affiliate" ? SPONSORED_REL : "noopener noreferrer"}
            onClick={() => trackLinkClick(shop.kind === "affiliate" ? "rakuten_affiliate_link" : "store_directory", store.name, shop.href)}
          >
            {shop.label}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">: {store.name} (opens in a new tab)</span>
          </a>
        )}
        <a
          className={buttonVariants({ variant: "outline", size: "sm" })}
          href={mapsLink(store)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackLinkClick("store_directions", store.name)}
        >
          <Navigation aria-hidden="true" className="size-3.5" />
          Directions
          <span className="sr-only">to {store.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
