import type { StoreNear } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { LocateFixed, X } from "lucide-react";
import { useState } from "react";
import { cx } from "../../lib/class-names";
import { usePublicApi } from "../../lib/public-api";
import { storeQueries } from "../../lib/public-queries";
import { useHydrated } from "../../lib/use-hydrated";

type Where = { lat: number; lng: number };
type Asking = "idle" | "asking" | "denied" | "unavailable";

/** Four decimals (about 11 m): near enough to sort stores, and one cache key for a visitor who taps twice. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

const MESSAGES: Record<Asking, string | null> = {
  idle: null,
  asking: "Finding your location...",
  denied: "Location access was denied. Allow this site to use your location to sort stores by distance, or search by city.",
  unavailable: "Your location isn't available right now. Try again, or search by city.",
};

/**
 * Near me: the browser's location, asked only when the button is tapped, then every store in the distance order the
 * database computes (GET /api/stores?near=LAT,LNG), each with its distance. Clearing it goes back to the directory.
 */
export function useNearMe() {
  const api = usePublicApi();
  const [where, setWhere] = useState<Where | null>(null);
  const [asking, setAsking] = useState<Asking>("idle");
  const near = useQuery(storeQueries.near(api, where));

  const locate = () => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setAsking("unavailable");
      return;
    }
    setAsking("asking");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setWhere({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
        setAsking("idle");
      },
      (error) => setAsking(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };
  const clear = () => {
    setWhere(null);
    setAsking("idle");
  };

  const message =
    MESSAGES[asking] ??
    (where && near.isPending ? "Sorting stores by distance..." : null) ??
    (where && near.isError ? "We couldn't sort the stores by distance. Please try again." : null);
  const stores: StoreNear[] | null = where && near.isSuccess ? near.data : null;
  return { active: where !== null, busy: asking === "asking" || (where !== null && near.isPending), stores, message, locate, clear };
}

export type NearMe = ReturnType<typeof useNearMe>;

/** The Near me button (pressed while the list is sorted by distance; tapping it again clears it). */
export function NearMeButton({ nearMe }: { nearMe: NearMe }) {
  // Locating needs the page's code: until it runs, the button shows but waits.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={nearMe.active}
      disabled={!hydrated || nearMe.busy}
      onClick={nearMe.active ? nearMe.clear : nearMe.locate}
      className={cx(
        "inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors disabled:opacity-60",
        nearMe.active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted",
      )}
    >
      {nearMe.active ? <X aria-hidden="true" className="size-4" /> : <LocateFixed aria-hidden="true" className="size-4" />}
      Near me
    </button>
  );
}
