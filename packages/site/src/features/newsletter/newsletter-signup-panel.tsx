import { NEWSLETTER_COPY, WINNER_SLIDES } from "@app/core/content";
import { Check, ExternalLink } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "../../components/ui/button";
import { env } from "../../env";
import { useMediaQuery } from "../../lib/use-media-query";
import { RaffleCountdown } from "./raffle-countdown";
import { WinnersCarousel } from "./winners-carousel";

/** The signup panel: raffle countdown, winners, SUBSCRIBE NOW, benefits and reassurances (loaded on demand). */
export default function NewsletterSignupPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  // Short or very narrow screens get the compact countdown (days and hours) to keep the panel small.
  const tight = useMediaQuery("(max-height: 40rem), (max-width: 22rem)");
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed right-4 bottom-20 z-40 max-h-[calc(100dvh-9.5rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border bg-popover p-5 text-popover-foreground shadow-2xl motion-safe:animate-panel-in"
    >
      <h2 id={titleId} className="font-display text-2xl leading-tight">
        {NEWSLETTER_COPY.headline}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{NEWSLETTER_COPY.blurb}</p>

      <div className="mt-4 rounded-lg border bg-muted/50 p-3">
        <h3 className="text-sm font-bold">{NEWSLETTER_COPY.raffleTitle}</h3>
        {tight ? (
          <p className="mt-0.5 text-xs text-muted-foreground">
            {NEWSLETTER_COPY.countdownLabel} <RaffleCountdown compact className="font-bold text-foreground" />
          </p>
        ) : (
          <>
            <p className="mt-0.5 text-xs text-muted-foreground">{NEWSLETTER_COPY.countdownLabel}</p>
            <RaffleCountdown className="mt-2" />
          </>
        )}
      </div>

      <h3 className="mt-5 text-sm font-bold">{NEWSLETTER_COPY.winnersTitle}</h3>
      <div className="mt-2">
        <WinnersCarousel slides={WINNER_SLIDES} />
      </div>

      <a
        className={buttonVariants({ variant: "brand", size: "lg", className: "mt-5 w-full tracking-wide" })}
        href={env.VITE_NEWSLETTER_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        {/* Its own weight: buttonVariants sets font-semibold, and classes passed to it are joined, not merged. */}
        <span className="font-black">{NEWSLETTER_COPY.subscribeLabel}</span>
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>

      <ul className="mt-4 space-y-2 text-sm">
        {NEWSLETTER_COPY.benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{benefit.title}.</strong>{" "}
              <span className="text-muted-foreground">{benefit.description}</span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-3 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        {NEWSLETTER_COPY.reassurances.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
