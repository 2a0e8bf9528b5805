import { NEWSLETTER_COPY, WINNER_SLIDES } from "@app/core/content";
import { Check, ExternalLink, Gift, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { env } from "../../env";
import { cn } from "../../lib/cn";
import { RaffleCountdown } from "./raffle-countdown";
import { useNewsletterPanel } from "./use-newsletter-panel";
import { WinnersCarousel } from "./winners-carousel";

export const NEWSLETTER_PANEL_ID = "newsletter-panel";

/** The sticky 'Win Free Kicks' / 'Hide Signup' toggle and, when open, the signup panel above it. */
export function NewsletterWidget() {
  const { isOpen, toggle, close } = useNewsletterPanel();
  return (
    <>
      {isOpen && <NewsletterPanel onClose={close} />}
      <button
        type="button"
        onClick={toggle}
        aria-expanded={isOpen}
        aria-controls={isOpen ? NEWSLETTER_PANEL_ID : undefined}
        className={cn(
          "fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-black uppercase tracking-wide shadow-lg",
          "bg-brand text-brand-foreground hover:bg-brand/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
          !isOpen && "animate-wiggle motion-reduce:animate-none",
        )}
      >
        {isOpen ? <X className="size-4" aria-hidden="true" /> : <Gift className="size-4" aria-hidden="true" />}
        {isOpen ? NEWSLETTER_COPY.hideLabel : NEWSLETTER_COPY.toggleLabel}
      </button>
    </>
  );
}

function NewsletterPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <section
      id={NEWSLETTER_PANEL_ID}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed right-4 bottom-20 z-40 max-h-[calc(100dvh-6.5rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border bg-popover p-5 text-popover-foreground shadow-2xl motion-safe:animate-panel-in"
    >
      <h2 id={titleId} className="font-display text-2xl leading-tight">
        {NEWSLETTER_COPY.headline}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{NEWSLETTER_COPY.blurb}</p>

      <div className="mt-4 rounded-lg border bg-muted/50 p-3">
        <h3 className="text-sm font-bold">{NEWSLETTER_COPY.raffleTitle}</h3>
        <p className="mt-0.5 text-xs text-muted-foreground">{NEWSLETTER_COPY.countdownLabel}</p>
        <RaffleCountdown className="mt-2" />
      </div>

      <h3 className="mt-5 text-sm font-bold">{NEWSLETTER_COPY.winnersTitle}</h3>
      <div className="mt-2">
        <WinnersCarousel slides={WINNER_SLIDES} />
      </div>

      <Button asChild variant="brand" size="lg" className="mt-5 w-full font-black tracking-wide">
        <a href={env.VITE_NEWSLETTER_URL} target="_blank" rel="noopener noreferrer">
          {NEWSLETTER_COPY.subscribeLabel}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>

      <ul className="mt-4 space-y-2 text-sm">
        {NEWSLETTER_COPY.benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{benefit.title}.</strong> <span className="text-muted-foreground">{benefit.description}</span>
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
