import { mapsLink, SPONSORED_REL, type ShopLink, type Store } from "@app/core";
import { ExternalLink, Navigation, Phone } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { cx } from "../../lib/class-names";
import { trackLinkClick } from "../analytics/analytics";

/** A store's phone number as a tel: link (the directory's card and the store's page). */
export function StorePhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className={cx(
        "inline-flex items-center gap-2 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline",
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-4" />
      {phone}
    </a>
  );
}

/**
 * A store's buttons: its shop link (`shopLink`'s Shop Now deep link or Visit Site, when it has one) and Directions to
 * it (a maps search); each click is counted. Small on the directory's cards.
 */
export function StoreButtons({ store, shop, small = false }: { store: Store; shop: ShopLink | null; small?: boolean }) {
  const size = small ? "sm" : "default";
  const icon = small ? "size-3.5" : "size-4";
  return (
    <>
      {shop && (
        <a
          className={buttonVariants({ size })}
          href={shop.href}
          target="_blank"
          rel={shop.kind === "affiliate" ? SPONSORED_REL : "noopener noreferrer"}
          onClick={() => trackLinkClick(shop.kind === "affiliate" ? "rakuten_affiliate_link" : "store_directory", store.name, shop.href)}
        >
          {shop.label}
          <ExternalLink aria-hidden="true" className={icon} />
          <span className="sr-only">: {store.name} (opens in a new tab)</span>
        </a>
      )}
      <a
        className={buttonVariants({ variant: "outline", size })}
        href={mapsLink(store)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => trackLinkClick("store_directions", store.name)}
      >
        <Navigation aria-hidden="true" className={icon} />
        Directions
        <span className="sr-only">to {store.name} (opens in a new tab)</span>
      </a>
    </>
  );
}
