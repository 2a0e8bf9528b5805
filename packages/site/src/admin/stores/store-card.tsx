import { storeUpdateSchema, type Store } from "@app/core";
import { useId } from "react";
import { ExternalLink as ExternalLinkIcon, MapPin, Pencil } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { useSchemaForm } from "../shared/use-schema-form";

export function StoreCard({
  store,
  editing,
  onEdit,
  onCancel,
  onSave,
  saving,
}: {
  store: Store;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (merchantId: string) => void;
  saving: boolean;
}) {
  const headingId = useId();
  return (
    <Card className="h-full gap-3 p-5" role="article" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="font-semibold leading-snug">
          {store.name}
        </h2>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{[store.city, store.state, store.country].filter(Boolean).join(", ")}</span>
        </p>
        {store.website ? (
          <ExternalLink
            href={store.website}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            Website
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">of {store.name} (opens in a new tab)</span>
          </ExternalLink>
        ) : (
          <p className="text-sm text-muted-foreground">No website</p>
        )}
      </div>
      {editing ? (
        <MerchantIdForm store={store} onCancel={onCancel} onSave={onSave} saving={saving} />
      ) : (
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
          <div className="grid text-sm">
            <span className="text-muted-foreground">Rakuten merchant ID</span>
            <span className={store.rakutenMerchantId ? "font-mono font-semibold" : "italic text-muted-foreground"}>
              {store.rakutenMerchantId ?? "Not set"}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit merchant ID for ${store.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      )}
    </Card>
  );
}

function MerchantIdForm({
  store,
  onCancel,
  onSave,
  saving,
}: {
  store: Store;
  onCancel: () => void;
  onSave: (merchantId: string) => void;
  saving: boolean;
}) {
  const form = useSchemaForm({
    initial: { rakutenMerchantId: store.rakutenMerchantId ?? "" },
    schema: storeUpdateSchema,
    labels: { rakutenMerchantId: "Merchant ID" },
    toInput: (values) => values,
    onValid: (data) => onSave(data.rakutenMerchantId ?? ""),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} className="mt-auto grid gap-2 border-t pt-3">
      <FormField label="Rakuten merchant ID" hint="Leave blank to remove affiliate link" error={form.errors.rakutenMerchantId}>
        {(control) => (
          <Input
            {...control}
            {...form.bind("rakutenMerchantId")}
            autoFocus
            inputMode="numeric"
            placeholder="e.g. 37695"
            onKeyDown={(event) => {
              if (event.key === "Escape") onCancel();
            }}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
