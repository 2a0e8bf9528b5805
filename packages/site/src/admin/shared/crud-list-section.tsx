import type { QueryKey } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Fragment, useId, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { LoadMoreButton, type MorePages } from "./paged-list";
import { QueryStates, type QueryState } from "./states";
import { useAdminMutation, type ToastText } from "./use-admin-mutation";

/** What a list item's card needs to offer Edit and a confirmed Delete. */
export interface CrudItemActions {
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

type DialogState<T> = { open: false } | { open: true; item: T | null };

/**
 * A titled admin list section with an add button, its loading/error/empty states, one card per item,
 * deletion through a toasting mutation, and one add/edit dialog at a time (open with `null` to add).
 * Items render as cards (`renderItem`) or as one list the caller lays out (`renderList`, e.g. a table).
 * A paged list (paged-list.tsx) passes its next page as `more`: a "Load more" button under the items.
 */
export function CrudListSection<T extends { id: number }>({
  heading,
  addLabel,
  query,
  more,
  moreLabel = "items",
  filtered = false,
  toolbar,
  loading,
  errorTitle,
  empty,
  listClassName,
  remove,
  renderItem,
  renderList,
  renderDialog,
}: {
  heading: string;
  addLabel: string;
  query: QueryState<T[]>;
  /** The next page of a paged list, and what its items are called ("Load more products"). */
  more?: MorePages;
  moreLabel?: string;
  /**
   * The items are a search's (or filter's) result: an empty one is no match, shown by `renderList` itself with the
   * toolbar kept, rather than the list's empty state.
   */
  filtered?: boolean;
  /** Shown above the items (a search box) once there are items, and while `filtered` whatever the state. */
  toolbar?: ReactNode;
  /** Placeholders while loading: `count` skeletons (rounded as cards) of `skeletonClassName`, or `placeholder` each. */
  loading: { label: string; count: number; skeletonClassName?: string; placeholder?: () => ReactNode };
  errorTitle: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** Layout of the list; the loading skeletons use it too. */
  listClassName: string;
  remove: {
    mutationFn: (id: number) => Promise<unknown>;
    invalidates: readonly QueryKey[];
    success: ToastText;
    failure: string;
  };
  /** One card per item, in a list laid out by `listClassName`... */
  renderItem?: (item: T, actions: CrudItemActions) => ReactNode;
  /** ...or the whole list at once (e.g. a table), given each item's actions. */
  renderList?: (items: T[], actionsFor: (item: T) => CrudItemActions) => ReactNode;
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const headingId = useId();
  const [dialog, setDialog] = useState<DialogState<T>>({ open: false });
  const deletion = useAdminMutation(remove);
  const actionsFor = (item: T): CrudItemActions => ({
    onEdit: () => setDialog({ open: true, item }),
    onDelete: () => deletion.mutate(item.id),
    deleting: deletion.isPending && deletion.variables === item.id,
  });

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {heading}
        </h2>
        <Button variant="brand" onClick={() => setDialog({ open: true, item: null })}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {toolbar && (filtered || (query.data?.length ?? 0) > 0) ? toolbar : null}
      <QueryStates
        query={query}
        loading={{
          label: loading.label,
          className: listClassName,
          ...(loading.placeholder
            ? { placeholders: Array.from({ length: loading.count }, (_, i) => <Fragment key={i}>{loading.placeholder?.()}</Fragment>) }
            : { skeletons: Array<string>(loading.count).fill(loading.skeletonClassName ?? "") }),
        }}
        errorTitle={errorTitle}
        empty={{ ...empty, when: (items) => items.length === 0 && !(filtered && renderList) }}
      >
        {(items) => (
          <>
            {renderList ? (
              renderList(items, actionsFor)
            ) : (
              <ul className={listClassName}>
                {items.map((item) => (
                  <li key={item.id}>{renderItem?.(item, actionsFor(item))}</li>
                ))}
              </ul>
            )}
            {more ? <LoadMoreButton more={more} what={moreLabel} /> : null}
          </>
        )}
      </QueryStates>
      {dialog.open ? renderDialog(dialog.item, () => setDialog({ open: false })) : null}
    </section>
  );
}
