import { formatPrice, PROGRAM_DEFAULTS, programCreateSchema, queryKeys, type Program, type ProgramCreate } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { BadgeDollarSign, ExternalLink as ExternalLinkIcon, Pencil } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { programQueries } from "../../lib/queries";
import { useApi } from "../../lib/api";
import { ConfirmDelete } from "../shared/confirm-delete";
import { CrudListSection, type CrudItemActions } from "../shared/crud-list-section";
import { WithTooltip } from "../shared/with-tooltip";
import { ExternalLink } from "../shared/external-link";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";

export function ProgramsTab() {
  const api = useApi();
  const programs = useQuery(programQueries.list(api));
  return (
    <CrudListSection
      heading="Affiliate Programs"
      addLabel="Add Program"
      query={programs}
      loading={{ label: "Loading programs...", count: 4, skeletonClassName: "h-48" }}
      errorTitle="Could not load programs"
      empty={{
        icon: <BadgeDollarSign />,
        title: "No affiliate programs yet",
        description: "Add the programs you promote to track their commissions.",
      }}
      listClassName="grid gap-4 md:grid-cols-2"
      remove={{
        mutationFn: (id) => api.programs.remove({ params: { id } }),
        invalidates: [queryKeys.programs.all],
        success: { title: "Program deleted successfully" },
        failure: "Failed to delete program",
      }}
      renderItem={(program, actions) => <ProgramCard program={program} {...actions} />}
      renderDialog={(program, onClose) => <ProgramFormDialog program={program} onClose={onClose} />}
    />
  );
}

function ProgramCard({ program, onEdit, onDelete, deleting }: { program: Program } & CrudItemActions) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} gap={3} className="h-full p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h3 id={headingId} className="text-lg font-semibold leading-tight wrap-anywhere">
            {program.name}
          </h3>
          <Badge variant="secondary">{program.category}</Badge>
        </div>
        <div className="flex shrink-0 gap-1">
          <WithTooltip label={`Edit ${program.name}`}>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${program.name}`}>
              <Pencil aria-hidden="true" />
            </Button>
          </WithTooltip>
          <ConfirmDelete triggerLabel={`Delete ${program.name}`} title="Delete this program?" onConfirm={onDelete} pending={deleting} />
        </div>
      </div>
      <p className="text-sm wrap-anywhere text-muted-foreground">{program.description}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-center">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Commission ($)</dt>
          <dd className="font-semibold">{formatPrice(program.averageCommission)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Price ($)</dt>
          <dd className="font-semibold">{formatPrice(program.price)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Commission %</dt>
          <dd className="font-semibold">{program.commissionPercentage}%</dd>
        </div>
      </dl>
      {program.notes ? (
        <p className="text-sm wrap-anywhere">
          <span className="font-medium">Notes: </span>
          {program.notes}
        </p>
      ) : null}
      {program.affiliateLink ? (
        <ExternalLink
          href={program.affiliateLink}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline"
        >
          Affiliate link
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">for {program.name} (opens in a new tab)</span>
        </ExternalLink>
      ) : null}
    </Card>
  );
}

interface ProgramFormValues {
  name: string;
  description: string;
  averageCommission: string;
  price: string;
  commissionPercentage: string;
  category: string;
  affiliateLink: string;
  notes: string;
}
type ProgramField = keyof ProgramFormValues;

const PROGRAM_LABELS: Record<ProgramField, string> = {
  name: "Name",
  description: "Description",
  averageCommission: "Average commission",
  price: "Price",
  commissionPercentage: "Commission percentage",
  category: "Category",
  affiliateLink: "Affiliate link",
  notes: "Notes",
};

const programToForm = (p: Program | null): ProgramFormValues => ({
  name: p?.name ?? "",
  description: p?.description ?? "",
  averageCommission: p?.averageCommission ?? PROGRAM_DEFAULTS.averageCommission,
  price: p?.price ?? PROGRAM_DEFAULTS.price,
  commissionPercentage: String(p?.commissionPercentage ?? PROGRAM_DEFAULTS.commissionPercentage),
  category: p?.category ?? PROGRAM_DEFAULTS.category,
  affiliateLink: p?.affiliateLink ?? "",
  notes: p?.notes ?? "",
});

function ProgramFormDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const api = useApi();
  const isEdit = program !== null;

  const save = useAdminMutation({
    mutationFn: (payload: ProgramCreate) =>
      program ? api.programs.update({ params: { id: program.id }, body: payload }) : api.programs.create({ body: payload }),
    invalidates: [queryKeys.programs.all],
    success: { title: isEdit ? "Program updated successfully" : "Program added successfully" },
    failure: isEdit ? "Failed to update program" : "Failed to add program",
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });

  const form = useSchemaForm({
    initial: () => programToForm(program),
    schema: programCreateSchema,
    labels: PROGRAM_LABELS,
    toInput: (values: ProgramFormValues) => {
      const percentage = values.commissionPercentage.trim();
      return {
        ...values,
        commissionPercentage: percentage === "" ? Number.NaN : Number(percentage),
        logoUrl: program?.logoUrl ?? null,
      };
    },
    onValid: (payload) => save.mutate(payload),
  });
  const { errors, bind } = form;

  return (
    <FormDialog
      title={isEdit ? "Edit Program" : "Add Program"}
      description="Commission details of an affiliate program you promote."
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitLabel={isEdit ? "Update Program" : "Add Program"}
      pending={save.isPending}
      dirty={form.dirty}
    >
      <FormField label="Name" error={errors.name}>
        {(c) => <Input {...c} {...bind("name")} required />}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(c) => <Textarea {...c} {...bind("description")} required rows={3} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Average commission ($)" error={errors.averageCommission}>
          {(c) => <Input {...c} {...bind("averageCommission")} type="number" min="0" step="0.01" required />}
        </FormField>
        <FormField label="Price ($)" error={errors.price}>
          {(c) => <Input {...c} {...bind("price")} type="number" min="0" step="0.01" required />}
        </FormField>
        <FormField label="Commission percentage" error={errors.commissionPercentage}>
          {(c) => <Input {...c} {...bind("commissionPercentage")} type="number" min="0" max="100" step="1" required />}
        </FormField>
      </div>
      <FormField label="Category" error={errors.category}>
        {(c) => <Input {...c} {...bind("category")} required />}
      </FormField>
      <FormField label="Affiliate link (optional)" error={errors.affiliateLink}>
        {(c) => <Input {...c} {...bind("affiliateLink")} type="url" placeholder="https://..." />}
      </FormField>
      <FormField label="Notes (optional)" error={errors.notes}>
        {(c) => <Textarea {...c} {...bind("notes")} rows={2} />}
      </FormField>
    </FormDialog>
  );
}
