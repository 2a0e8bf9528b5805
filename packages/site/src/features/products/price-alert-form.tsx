import { errorMessage, formatPrice, type WatchRequest } from "@app/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { configQueries } from "../../lib/amazon-links";
import { usePublicApi } from "../../lib/public-api";

/**
 * "Tell me when the price drops": an address and either any drop (5% or more, the default) or a target price. The
 * answer is the same whether the address is known or not; `website` is a honeypot people never see. Shown only when
 * the server can send mail (GET /api/config `priceAlerts`; docs/decisions/0053-price-alerts-by-email.md).
 */
export function PriceAlertForm({ slug, price, currency }: { slug: string; price: string | null; currency: string }) {
  const api = usePublicApi();
  const enabled = useQuery(configQueries.get(api)).data?.priceAlerts === true;
  const [mode, setMode] = useState<"any" | "target">("any");
  const id = useId();
  const watch = useMutation({ mutationFn: (input: WatchRequest) => api.alerts.watch({ body: input }) });
  if (!enabled) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    watch.mutate({
      email: text("email"),
      productSlug: slug,
      targetPrice: mode === "target" ? text("targetPrice") : null,
      website: text("website") || undefined,
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        Price alert
      </h2>
      {watch.isSuccess ? (
        <p role="status" className="mt-2 text-sm">
          {watch.data.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="mt-3 space-y-3">
          <p className="text-sm text-muted-foreground">We'll mail you once when the price drops. No spam; one click stops it.</p>
          <div className="space-y-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              Your email
            </label>
            <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
          </div>
          <fieldset className="space-y-2 text-sm">
            <legend className="sr-only">When to mail you</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="mode" checked={mode === "any"} onChange={() => setMode("any")} />
              Any drop of 5% or more{price === null ? null : ` (now ${formatPrice(price, currency)})`}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="mode" checked={mode === "target"} onChange={() => setMode("target")} />
              When it's at or below a price
            </label>
            {mode === "target" ? (
              <div className="space-y-1 pl-6">
                <label htmlFor={`${id}-target`} className="text-sm font-medium">
                  Target price ({currency})
                </label>
                <Input id={`${id}-target`} name="targetPrice" inputMode="decimal" required pattern="\d{1,8}(\.\d{1,2})?" fit />
              </div>
            ) : null}
          </fieldset>
          {/* The honeypot: hidden from people and from assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website <input name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {watch.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(watch.error, "That didn't work. Please try again.")}
            </p>
          ) : null}
          <Button type="submit" disabled={watch.isPending}>
            {watch.isPending ? "Sending…" : "Alert me"}
          </Button>
        </form>
      )}
    </section>
  );
}
