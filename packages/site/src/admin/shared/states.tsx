import type { ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { errorMessage } from "@app/core";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      {icon ? <div className="text-muted-foreground [&_svg]:size-10">{icon}</div> : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{errorMessage(error, "Please try again")}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** What QueryStates needs of a query: a TanStack Query result, or a paged list's pages as one (paged-list.tsx). */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The admin's one way to show what a query loads: placeholders while it is pending (announced as `loading.label`),
 * its error with Try again, the empty state when `empty.when` holds for the data, else `children` with the data.
 */
export function QueryStates<T>({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: QueryState<T>;
  /** The placeholders, laid out by `className`: card-shaped skeletons of these classes (their heights), or others. */
  loading: { label: string; className?: string } & ({ skeletons: string[] } | { placeholders: ReactNode });
  errorTitle: string;
  empty?: EmptyStateProps & { when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={loading.className} aria-busy="true">
        <p role="status" className="sr-only">
          {loading.label}
        </p>
        {"skeletons" in loading
          ? loading.skeletons.map((classes, i) => <Skeleton key={i} rounded="xl" className={classes} />)
          : loading.placeholders}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (empty?.when(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}

/** A page heading with optional description and actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
