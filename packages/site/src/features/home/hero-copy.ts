/** Hero headline and blurb, chosen by a keyword in the product's title. */
export interface HeroCopy {
  headline: string;
  blurb: string;
}

const COPY = {
  led: {
    headline: "Light Up Your Grails",
    blurb: "LED-lit display cases turn your heat into a gallery wall: every colourway glowing, every pair sealed off from dust.",
  },
  display: {
    headline: "Give Every Pair a Stage",
    blurb: "Crystal-clear cases and drop-front boxes that keep dust and yellowing away while your collection stays on show.",
  },
  cleaning: {
    headline: "Keep Them Fresh Out the Box",
    blurb: "Collector-grade cleaning kits that lift dirt from leather, suede and mesh without stripping colour or glue.",
  },
  stackable: {
    headline: "Stack Your Rotation Sky-High",
    blurb: "Interlocking, stackable storage that grows with your collection and turns a closet floor into a sneaker wall.",
  },
  fallback: {
    headline: "Curated for Serious Collectors",
    blurb: "Hand-picked accessories to display, protect and care for the pairs you love, from retailers you already trust.",
  },
} satisfies Record<string, HeroCopy>;

/** Keywords are checked in the spec's order: led, display or box, cleaning, stackable. */
export function heroCopy(title: string): HeroCopy {
  const t = title.toLowerCase();
  if (/\bled\b/.test(t)) return COPY.led;
  if (t.includes("display") || t.includes("box")) return COPY.display;
  if (t.includes("cleaning")) return COPY.cleaning;
  if (t.includes("stackable")) return COPY.stackable;
  return COPY.fallback;
}
