import type { LinkKind } from "@app/core";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "../../lib/class-names";
import { ExternalLink } from "./external-link";

/** A column of an AdminTable: its header (visually hidden with `hideHeader`) and the cell of each row. */
export interface AdminColumn<T> {
  id: string;
  header: string;
  hideHeader?: boolean;
  align?: "right";
  /** Extra classes of this column's cells. */
  className?: string;
  cell: (row: T) => ReactNode;
}

/**
 * The admin's plain data table (Clicks' top links, Link Health): a muted header row, rows divided by a rule,
 * cells padded apart, the last column flush right. On a phone each row is a block of its cells one under another
 * (no sideways scrolling past the actions). Sorting and search live in the screens that need them.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  /** Names the table for screen readers (not shown). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Extra attributes of a row, e.g. a data-status to style or find it by. */
  rowProps?: (row: T) => ComponentProps<"tr"> & { [data: `data-${string}`]: string };
}) {
  const cellClass = (column: AdminColumn<T>, index: number) =>
    cx(
      "py-2 max-sm:block max-sm:py-1 max-sm:pr-0",
      index < columns.length - 1 && "pr-4",
      column.align === "right" && "text-right max-sm:text-left",
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground max-sm:sr-only">
          <tr>
            {columns.map((column, i) => (
              <th key={column.id} scope="col" className={cx(cellClass(column, i), "font-medium")}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => {
            const { className, ...props } = rowProps?.(row) ?? {};
            return (
              <tr key={rowKey(row)} className={cx("border-t max-sm:block max-sm:py-2", className)} {...props}>
                {columns.map((column, i) => (
                  <td key={column.id} className={cx(cellClass(column, i), column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** How the admin names what an outbound link leads to (core's link kinds). */
export const LINK_KIND_LABEL: Record<LinkKind, string> = { product: "Product", store: "Store", brand: "Brand", other: "Other" };

/** An outbound link's name (with an optional note beside it) over its URL, which opens in a new tab. */
export function OutboundLinkCell({ label, url, note }: { label: string; url: string; note?: ReactNode }) {
  return (
    <>
      <div className="font-medium">
        {label}
        {note ? <> {note}</> : null}
      </div>
      <ExternalLink href={url} className="block truncate text-xs text-muted-foreground hover:underline">
        {url}
      </ExternalLink>
    </>
  );
}
