import { formatCoordinates, mapsLink, openStreetMapLink, type Store } from "@app/core";
import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cx } from "../../lib/class-names";

/** OpenStreetMap's standard tiles (the server's CSP allows this host's images and nothing else of it). */
const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

type Located = Store & { latitude: number; longitude: number };

/**
 * The store's map. The server's HTML has a box of fixed size with the address, the coordinates and links to open them
 * in OpenStreetMap and Google Maps: complete without JavaScript. In the browser, once the box comes near the screen,
 * Leaflet and its stylesheet load (their own chunk: never in the server render, nor in any other page's code) and the
 * map covers the box when its first tile has loaded; if the tiles cannot load, the box stays as it was.
 */
export function StoreMap({ store }: { store: Located }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"waiting" | "loading" | "shown" | "unavailable">("waiting");
  const { latitude, longitude } = store;

  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const start = () => {
      setState("loading");
      void Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")])
        .then(([{ default: L }]) => {
          const target = canvas.current;
          if (cancelled || !target) return;
          const map = L.map(target, { scrollWheelZoom: false, attributionControl: true }).setView([latitude, longitude], 16);
          map.attributionControl.setPrefix(false);
          const tiles = L.tileLayer(TILE_URL, {
            maxZoom: 19,
            attribution: `&copy; <a href="${OSM_COPYRIGHT}" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors`,
          });
          tiles.once("tileload", () => setState("shown"));
          tiles.on("tileerror", () => setState((now) => (now === "shown" ? now : "unavailable")));
          tiles.addTo(map);
          L.circleMarker([latitude, longitude], { radius: 9, weight: 3, color: "#ffffff", fillColor: "#e11d48", fillOpacity: 1 })
            .bindTooltip(store.name)
            .addTo(map);
          remove = () => map.remove();
        })
        .catch(() => !cancelled && setState("unavailable"));
    };
    // Only when the box comes near the screen: nothing of the map competes with the page's first paint.
    if (typeof IntersectionObserver === "undefined") start();
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: "200px" },
          );
    observer?.observe(box);
    return () => {
      cancelled = true;
      observer?.disconnect();
      remove?.();
    };
  }, [latitude, longitude, store.name]);

  const osm = openStreetMapLink(latitude, longitude);
  return (
    <figure className="w-full">
      <div
        ref={frame}
        data-map-state={state}
        className="relative isolate h-72 w-full overflow-hidden rounded-lg border border-border bg-muted sm:h-96"
      >
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-foreground">{store.name}</p>
          <p>
            {store.address}, {[store.city, store.state].filter(Boolean).join(", ")}
          </p>
          <p>{formatCoordinates(latitude, longitude)}</p>
          {state === "unavailable" && <p role="status">The map could not load here: open the place in a map service below.</p>}
        </div>
        {/* Leaflet draws here; hidden until a tile has loaded, so a map without tiles never covers the address. */}
        <div
          ref={canvas}
          aria-label={`Map of ${store.name}`}
          role="region"
          className={cx("absolute inset-0 z-10", state === "shown" ? "visible" : "invisible")}
        />
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="text-xs text-muted-foreground">
          Map data ©{" "}
          <a href={OSM_COPYRIGHT} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-foreground">
            OpenStreetMap contributors
          </a>
        </span>
        <span className="flex flex-wrap gap-x-4">
          <a
            href={osm}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4 hover:text-brand"
          >
            Open in OpenStreetMap
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a
            href={mapsLink(store)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4 hover:text-brand"
          >
            Open in Google Maps
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
