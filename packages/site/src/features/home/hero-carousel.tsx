import { NEWSLETTER_TIMINGS, SPONSORED_REL } from "@app/core";
import { ChevronLeft, ChevronRight, ExternalLink, Pause } from "lucide-react";
import { memo, useCallback, useDeferredValue, useEffect, useRef, useState, type FocusEvent } from "react";
import { Button, buttonVariants } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { cx } from "../../lib/class-names";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { useAwakeOnePerIdle } from "../../lib/when-idle";
import { trackHeroCtaClick, trackLinkClick, trackViewProduct } from "../analytics/analytics";
import { heroCopy } from "./hero-copy";
import { ProductImage } from "../products/product-image";
import { PriceTag } from "../products/price-tag";
import { useAmazonLink } from "../../lib/amazon-links";
import type { ProductView } from "../products/use-products";

const HERO_INTERVAL_MS = NEWSLETTER_TIMINGS.heroCarouselMs;

/**
 * Featured products, one at a time. Auto-advances every 5 s with wraparound while auto-play is on and there is more
 * than one product (never under prefers-reduced-motion). Any manual previous, next, dot or pause click stops auto-play
 * for good. It holds still while the pointer is over it or focus is in it (what the visitor is reading or about to
 * press stays: WAI-ARIA's carousel pattern), and while it is out of view. Controls appear only with more than one
 * product; nothing renders for an empty list.
 */
export function HeroCarousel({ products }: { products: ProductView[] }) {
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  // Only a picture that replaced another fades in (the words cross-fade). The first one is in the server's HTML and is
  // the page's largest paint: fading it would hold the browser's LCP until its animation ends (docs/decisions/0025).
  const [moved, setMoved] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(true);
  const section = useRef<HTMLElement>(null);
  const count = products.length;
  // Slides 0 to awake - 1 have rendered. On a phone the others skip rendering until the browser is idle after the
  // page's start, then wake one per idle moment: laying out the four hidden slides in the first frames was about 80 ms
  // of Home's blocking time with the CPU slowed 10× (decision 0065). A slide wakes when shown, too.
  const awake = useAwakeOnePerIdle(count, 1);
  const playing = autoPlay && count > 1 && !reducedMotion;
  const advancing = playing && !pointed && !focused && inView;

  useEffect(() => {
    const element = section.current;
    if (!playing || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [playing]);

  useEffect(() => {
    if (!advancing) return;
    const timer = setInterval(() => {
      setIndex((i) => (i + 1) % count);
      setMoved(true);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [advancing, count]);

  const current = count === 0 ? undefined : products[index % count];

  useEffect(() => {
    if (current) trackViewProduct(current, "hero");
  }, [current]);

  // Stable across advances, so an advance re-renders only the two slides and the two dots that change (on a low-end
  // phone a whole re-render every 5 s was a long task each time).
  const goTo = useCallback(
    (next: number) => {
      setAutoPlay(false);
      setIndex(((next % count) + count) % count);
      setMoved(true);
    },
    [count],
  );

  // The picture follows the words in a render of its own: an advance is two short tasks, not one long one that a tap
  // made during it would wait for.
  const deferred = useDeferredValue(current);

  if (!current) return null;
  const pictured = deferred ?? current;

  const position = index % count;
  const fadeIn = moved ? "motion-safe:animate-fade-in" : undefined;

  return (
    // Contained: an advance's style, layout and paint stay inside the hero (its frame measured shorter so).
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label="Featured products"
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      className="relative overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm [contain:content]"
    >
      <div
        aria-live={advancing ? "off" : "polite"}
        aria-atomic="true"
        className="grid items-center gap-6 p-5 sm:p-8 md:grid-cols-[1.1fr_1fr] md:gap-10 lg:p-10"
      >
        {/* The picture comes first in the markup as it shows first on a phone: a first paint made while the HTML still
            streams in never shows the text where the picture will then push it down (a layout shift of 0.15). */}
        <div className="overflow-hidden rounded-xl bg-muted md:order-2">
          <ProductImage
            key={pictured.id}
            src={pictured.image}
            alt={pictured.title}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, 92vw"
            eager
            className={cx("aspect-[4/3] w-full rounded-xl", fadeIn)}
          />
        </div>
        {/* Every slide is in the page, in the same grid cell, and only the shown one is visible: once all have woken,
            the hero keeps the height of its tallest slide, so nothing below it moves when it advances (on a phone the
            slides differ by up to 48 px), and an advance changes no layout, only which slide is opaque (a low-end phone
            laid out and restyled a new slide every 5 s in a long task). The others are inert and hidden from assistive
            tech. */}
        <div className="grid md:order-1">
          {products.map((product, i) => (
            <Slide
              key={product.id}
              product={product}
              shown={i === position}
              asleep={i !== position && i >= awake}
              label={`${i + 1} of ${count}`}
            />
          ))}
        </div>
      </div>

      {count > 1 && (
        <div className="flex items-center justify-center gap-2 border-t px-4 py-3">
          <Button type="button" variant="ghost" size="icon" aria-label="Previous product" onClick={() => goTo(position - 1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="flex items-center">
            {products.map((product, i) => (
              <Dot key={product.id} index={i} count={count} current={i === position} goTo={goTo} />
            ))}
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label="Next product" onClick={() => goTo(position + 1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          {playing && (
            <Button type="button" variant="ghost" size="icon" aria-label="Stop automatic slideshow" onClick={() => setAutoPlay(false)}>
              <Pause aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * One slide; a slide that is not shown stays in place, transparent, inert and hidden from assistive tech. An asleep one
 * on a phone skips its style, layout and paint (`content-visibility: hidden`) and takes no height until it has rendered
 * once; then it keeps its last height whenever it sleeps (`auto`). Only on a phone: there the words are under the
 * picture, below the first screen, so the hero growing to its tallest slide as they wake moves nothing in view; side by
 * side the words are centred and would move (layout shifts of 0.007-0.013 measured at 768 and 1280 px wide).
 */
const Slide = memo(function Slide({
  product,
  shown,
  asleep,
  label,
}: {
  product: ProductView;
  shown: boolean;
  asleep: boolean;
  label: string;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      className={cx(
        "space-y-4 transition-opacity duration-400 ease-out [grid-area:1/1] motion-reduce:transition-none",
        !shown && "opacity-0",
        asleep && "max-md:[contain-intrinsic-block-size:auto_0px] max-md:[content-visibility:hidden]",
      )}
    >
      <SlideWords product={product} />
    </div>
  );
});

const Dot = memo(function Dot({
  index,
  count,
  current,
  goTo,
}: {
  index: number;
  count: number;
  current: boolean;
  goTo: (index: number) => void;
}) {
  return (
    <button
      type="button"
      aria-label={`Show product ${index + 1} of ${count}`}
      aria-current={current ? "true" : undefined}
      onClick={() => goTo(index)}
      className="grid size-8 place-items-center rounded-full"
    >
      {/* Only the colour eases: an eased width would lay the page out again on every frame of every advance. */}
      <span
        className={cx(
          "h-2 rounded-full transition-colors motion-reduce:transition-none",
          current ? "w-6 bg-brand" : "w-2 bg-muted-foreground/40",
        )}
      />
    </button>
  );
});

/** A slide's words and its Shop Now link. */
function SlideWords({ product }: { product: ProductView }) {
  const href = useAmazonLink()(product.affiliateLink);
  const copy = heroCopy(product.title);
  return (
    <>
      <p className="text-xs font-bold uppercase tracking-widest text-brand">Featured pick</p>
      <h2 className="font-display text-3xl leading-tight sm:text-4xl">{copy.headline}</h2>
      <p className="max-w-prose text-muted-foreground">{copy.blurb}</p>
      <div className="space-y-1">
        <h3 className="line-clamp-2 font-semibold">{product.title}</h3>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <PriceTag product={product} size="hero" />
          <span className="text-sm font-medium text-muted-foreground">at {product.sourceStore}</span>
        </div>
      </div>
      <a
        className={buttonVariants({ variant: "brand", size: "lg" })}
        href={href}
        target="_blank"
        rel={SPONSORED_REL}
        onClick={() => {
          trackHeroCtaClick(product);
          trackLinkClick("affiliate_link", product.title, href);
        }}
      >
        Shop Now
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">: {product.title} (opens in a new tab)</span>
      </a>
    </>
  );
}

/** Holds the hero's place while products load, with the same frame, so nothing below it jumps. */
export function HeroCarouselSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div className="grid items-center gap-6 p-5 sm:p-8 md:grid-cols-[1.1fr_1fr] md:gap-10 lg:p-10">
        <Skeleton rounded="xl" className="aspect-[4/3] w-full md:order-2" />
        <div className="space-y-4 md:order-1">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-9 w-4/5 sm:h-10" />
          <div className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-11 w-36" />
        </div>
      </div>
      <div className="flex h-16 items-center justify-center border-t">
        <Skeleton className="h-2 w-40" />
      </div>
    </div>
  );
}
