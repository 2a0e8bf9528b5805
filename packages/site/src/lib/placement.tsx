import { createContext, useContext, type ReactNode } from "react";

const PlacementContext = createContext<string | null>(null);

/**
 * A part of a page whose outbound links share a placement (core placement.rules.ts): its element carries
 * `data-placement` for the click beacon, and the links built inside it (useAmazonLink, the store cards) carry the
 * placement's Amazon tracking id or Rakuten `u1`. `display: contents`, so it changes no layout.
 */
export function PlacementArea({ placement, children }: { placement: string; children: ReactNode }) {
  return (
    <PlacementContext.Provider value={placement}>
      <div data-placement={placement} className="contents">
        {children}
      </div>
    </PlacementContext.Provider>
  );
}

/** The placement of the links here (the nearest PlacementArea), or null. */
export const usePlacement = (): string | null => useContext(PlacementContext);
