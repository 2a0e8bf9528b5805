import { storeBadge, storeStatusLabel, storeUpdateSchema, type Store } from "@app/core";
import { useId } from "react";
import { ExternalLink as ExternalLinkIcon, MapPin, Pencil } from "lucide-react";
import { ConfirmDelete } from "../shared/confirm-delete";
import type { CrudItemActions } from "../shared/crud-list-section";
import { WithTooltip } from "../shared/with-tooltip";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { useSchemaForm } from "../shared/use-schema-form";

/**
 * A store in the admin: its status (every one, where the public directory badges only flagship and chain stores),
 * where it is, its website and merchant id. Edit (the whole store, in a dialog) and Delete
 * sit beside its name; the merchant id is edited inline, one store at a time.
 */
export function StoreCard({
  store,
  onEdit,
  onDelete,
  deleting,
  editing,
  onEditMerchantId,
  onCancel,
  onSave,
  saving,
}: {
  store: Store;
  editing: boolean;
  onEditMerchantId: () => void;
  onCancel: () => void;
  onSave: (merchantId: string) => void;
  saving: boolean;
} & CrudItemActions) {
  const headingId = useId();
  const badge = storeBadge(store.status);
  return (
    <Card gap={3} className="h-full p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold leading-snug wrap-anywhere">
            {store.name}
          </h3>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <WithTooltip label={`Edit ${store.name}`}>
              <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${store.name}`}>
                <Pencil aria-hidden="true" />
              </Button>
            </WithTooltip>
            <ConfirmDelete triggerLabel={`Delete ${store.name}`} title="Delete this store?" onConfirm={onDelete} pending={deleting} />
          </div>
        </div>
        <Badge variant={badge === "Flagship" ? "brand" : badge ? "secondary" : "outline"}>
          <span className="sr-only">Status: </span>
          {storeStatusLabel(store.status)}
        </Badge>
        <p className="text-sm wrap-anywhere">{store.address}</p>
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
          <Button variant="outline" size="sm" onClick={onEditMerchantId} aria-label={`Edit merchant ID for ${store.name}`}>
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
