import { queryKeys, resourceCreateSchema, type Resource, type ResourceCreate } from "@app/core";
import { RESOURCE_CATEGORIES } from "@app/core/content";
import { ExternalLink as ExternalLinkIcon, Pencil, SearchX } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { resourceQueries } from "../../lib/queries";
import { ConfirmDelete } from "../shared/confirm-delete";
import { CrudListSection, type CrudItemActions } from "../shared/crud-list-section";
import { ExternalLink } from "../shared/external-link";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { WithTooltip } from "../shared/with-tooltip";
import { SearchBox, useSearchedPages } from "../shared/search-box";

/** A write to the listings refreshes /resources' list and the admin's pages. */
const RESOURCE_LISTS = [queryKeys.resources.all, queryKeys.adminResources.all] as const;

/** The brand listings of /resources: searched by name on the server, added, edited and removed. */
export function BrandsSection() {
  const api = useApi();
  const { query, setQuery, q, list, more } = useSearchedPages((search) => resourceQueries.adminPages(api, search));
  return (
    <CrudListSection
      heading="Brand listings"
      addLabel="Add Listing"
      query={list}
      more={more}
      moreLabel="listings"
      filtered={q !== ""}
      toolbar={<SearchBox label="Search listings" placeholder="Search by name..." value={query} onChange={setQuery} />}
      loading={{ label: "Loading listings...", count: 6, skeletonClassName: "h-36" }}
      errorTitle="Could not load listings"
      empty={{ icon: <SearchX />, title: "No listings found", description: "Try adjusting your search, or add a listing." }}
      listClassName="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      remove={{
        mutationFn: (id) => api.resources.remove({ params: { id } }),
        invalidates: RESOURCE_LISTS,
        success: { title: "Listing deleted successfully" },
        failure: "Failed to delete listing",
      }}
      renderItem={(resource, actions) => <BrandCard resource={resource} {...actions} />}
      renderDialog={(resource, onClose) => <BrandFormDialog resource={resource} onClose={onClose} />}
    />
  );
}

function BrandCard({ resource, onEdit, onDelete, deleting }: { resource: Resource } & CrudItemActions) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} gap={2} className="h-full p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <h3 id={headingId} className="font-semibold leading-snug wrap-anywhere">
            {resource.name}
          </h3>
          <Badge variant="secondary">{resource.category}</Badge>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <WithTooltip label={`Edit ${resource.name}`}>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${resource.name}`}>
              <Pencil aria-hidden="true" />
            </Button>
          </WithTooltip>
          <ConfirmDelete triggerLabel={`Delete ${resource.name}`} title="Delete this listing?" onConfirm={onDelete} pending={deleting} />
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{resource.description}</p>
      <ExternalLink
        href={resource.url}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        Website
        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">of {resource.name} (opens in a new tab)</span>
      </ExternalLink>
    </Card>
  );
}

type BrandFormValues = Record<"name" | "url" | "description" | "logo" | "category", string>;

const BRAND_LABELS: Record<keyof BrandFormValues, string> = {
  name: "Name",
  url: "Website",
  description: "Description",
  logo: "Logo",
  category: "Category",
};

function BrandFormDialog({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  const api = useApi();
  const isEdit = resource !== null;
  const save = useAdminMutation({
    mutationFn: (payload: ResourceCreate) =>
      resource ? api.resources.update({ params: { id: resource.id }, body: payload }) : api.resources.create({ body: payload }),
    invalidates: RESOURCE_LISTS,
    success: { title: isEdit ? "Listing updated successfully" : "Listing added successfully" },
    failure: isEdit ? "Failed to update listing" : "Failed to add listing",
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });
  const form = useSchemaForm({
    initial: (): BrandFormValues => ({
      name: resource?.name ?? "",
      url: resource?.url ?? "",
      description: resource?.description ?? "",
      logo: resource?.logo ?? "",
      category: resource?.category ?? "Brands",
    }),
    schema: resourceCreateSchema,
    labels: BRAND_LABELS,
    toInput: (values: BrandFormValues) => values,
    onValid: (payload) => save.mutate(payload),
  });
  const { errors, bind } = form;
  return (
    <FormDialog
      title={isEdit ? "Edit Listing" : "Add Listing"}
      description="A brand, retailer or marketplace on the Brands page (/resources)."
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitLabel={isEdit ? "Update Listing" : "Add Listing"}
      pending={save.isPending}
      dirty={form.dirty}
    >
      <FormField label="Name" error={errors.name}>
        {(c) => <Input {...c} {...bind("name")} required />}
      </FormField>
      <FormField label="Category" error={errors.category}>
        {(c) => (
          <Select {...c} {...bind("category")}>
            {RESOURCE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Website" error={errors.url}>
        {(c) => <Input {...c} {...bind("url")} type="url" required placeholder="https://..." />}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(c) => <Textarea {...c} {...bind("description")} required rows={3} />}
      </FormField>
      <FormField label="Logo (optional)" hint="An image URL or a site path; blank shows the name's initials." error={errors.logo}>
        {(c) => <Input {...c} {...bind("logo")} placeholder="/images/logos/nike.webp" />}
      </FormField>
    </FormDialog>
  );
}
