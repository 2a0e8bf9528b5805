import { openStreetMapLink, paths, type Store } from "@app/core";
import { absoluteUrl } from "../seo/seo";

/**
 * schema.org Store for a store, with the address parts the data has, its page and, when it has them, its coordinates
 * and map (the store page's LocalBusiness; the directory lists the same objects).
 */
export function storeStructuredData(store: Store) {
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: store.name,
    "@id": absoluteUrl(paths.storePage(store.slug)),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address,
      addressLocality: store.city,
      ...(store.state ? { addressRegion: store.state } : {}),
      addressCountry: store.country,
    },
    ...(store.latitude !== null && store.longitude !== null
      ? {
          geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
          hasMap: openStreetMapLink(store.latitude, store.longitude),
        }
      : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.website ? { url: store.website } : {}),
  };
}
