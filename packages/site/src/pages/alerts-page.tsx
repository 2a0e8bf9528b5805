import { errorMessage, paths } from "@app/core";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "../components/ui/button";
import { Seo } from "../features/seo/seo";
import { usePublicApi } from "../lib/public-api";
import { useHydrated } from "../lib/use-hydrated";

/**
 * /alerts?confirm=… or ?unsubscribe=…: where a price alert mail's links lead. Opening the page changes nothing (mail
 * scanners follow links); its button does (docs/decisions/0053-price-alerts-by-email.md).
 */
export default function AlertsPage() {
  const [search] = useSearchParams();
  const api = usePublicApi();
  // The token is read once hydrated: the prerendered page (no query) and the browser's first render agree.
  const hydrated = useHydrated();
  const confirm = hydrated ? search.get("confirm") : null;
  const unsubscribe = hydrated ? search.get("unsubscribe") : null;
  const token = confirm
    ? { kind: "confirm" as const, value: confirm }
    : unsubscribe
      ? { kind: "unsubscribe" as const, value: unsubscribe }
      : null;
  const action = useMutation({
    mutationFn: async (t: { kind: "confirm" | "unsubscribe"; value: string }) =>
      t.kind === "confirm"
        ? { kind: "confirm" as const, ...(await api.alerts.confirm({ query: { token: t.value } })) }
        : { kind: "unsubscribe" as const, ...(await api.alerts.unsubscribe({ query: { token: t.value } })) },
  });

  const title = token?.kind === "unsubscribe" ? "Stop price alerts" : "Confirm your price alert";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Seo
        title="Price alerts"
        description="Confirm a price alert, or stop price alerts from Kicks Directory."
        path={paths.alerts()}
        noindex
      />
      <h1 className="font-display text-3xl">{token ? title : "Price alerts"}</h1>
      {action.isSuccess ? (
        action.data.kind === "confirm" ? (
          <p role="status">
            Done: we'll mail you when the price of{" "}
            <Link className="underline" to={paths.productPage(action.data.slug)}>
              {action.data.title}
            </Link>{" "}
            drops.
          </p>
        ) : (
          <p role="status">Done: you will get no more price alerts from us.</p>
        )
      ) : token ? (
        <>
          <p className="text-muted-foreground">
            {token.kind === "confirm"
              ? "One click and we'll mail you when the price drops. You can stop alerts from any alert mail."
              : "One click and we'll stop every price alert to your address and forget what you watched."}
          </p>
          <Button disabled={action.isPending} onClick={() => action.mutate(token)}>
            {token.kind === "confirm" ? "Confirm the alert" : "Unsubscribe"}
          </Button>
          {action.isError && (
            <p role="alert" className="text-destructive">
              {errorMessage(action.error, "That didn't work. Please try again.")}
            </p>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">
          Open the link from your price alert mail to confirm an alert or to unsubscribe. To watch a price, use the form on a product's
          page.
        </p>
      )}
      <Link className={buttonVariants({ variant: "outline" })} to={paths.products()}>
        Browse all products
      </Link>
    </section>
  );
}
