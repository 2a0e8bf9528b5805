import { formatCoordinates, mapsLink, openStreetMapLink, type Store } from "@app/core";
import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cx } from "../../lib/class-names";
import { whenIdle } from "../../lib/when-idle";

/** OpenStreetMap's standard tiles (the server's CSP allows this host's images and nothing else of it). */
const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

type Located = Store & { latitude: number; longitude: number };

/**
 * The store's map. The server's HTML has a box of fixed size with the address, the coordinates and links to open them
 * in OpenStreetMap and Google Maps: complete without JavaScript. In the browser Leaflet and its stylesheet (their own
 * chunk: never in the server render, nor in any other page's code) load only once the box is near the screen, the page
 * has finished loading (its `load` event) and the browser is then idle (`requestIdleCallback`, at most about 2 s; a short
 * timer where it is missing, as in Safari): nothing of the map runs during the page's start, even with the box in the
 * first screen. The map covers the box when its first tile has loaded; if the tiles cannot load, the box stays as it
 * was, with one short line in small type saying so (small, so that it never becomes the page's largest text, its LCP).
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
    /** Cancels what is pending: the wait for the page's `load` event or for the browser's idle time. */
    let stopWaiting: (() => void) | undefined;
    const start = () => {
      stopWaiting = undefined;
      if (cancelled) return;
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
    // Then only when the browser is idle (or after 2 s at most).
    const startWhenIdle = () => (stopWaiting = whenIdle(start));
    // Not before the page has finished loading: Leaflet's chunk never competes with the page's start.
    const whenLoaded = () => {
      if (document.readyState === "complete") {
        startWhenIdle();
        return;
      }
      window.addEventListener("load", startWhenIdle, { once: true });
      stopWaiting = () => window.removeEventListener("load", startWhenIdle);
    };
    // And only once the box comes near the screen.
    if (typeof IntersectionObserver === "undefined") whenLoaded();
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              whenLoaded();
            },
            { rootMargin: "200px" },
          );
    observer?.observe(box);
    return () => {
      cancelled = true;
      observer?.disconnect();
      stopWaiting?.();
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
          {/* Small on purpose: a late, large block of text would become the page's Largest Contentful Paint. Always
              there (empty until then), as a live region filled later is announced where one inserted full may not be. */}
          <p role="status" className={state === "unavailable" ? "text-xs" : "sr-only"}>
            {state === "unavailable" ? "Map tiles could not load; use the links below." : ""}
          </p>
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
