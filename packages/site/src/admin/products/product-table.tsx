import { formatPrice, paths, productCategoryLabel, type AdminProduct, type MoneyAmount, type PricePoint } from "@app/core";
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown, ExternalLink, ImageOff, Pencil } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button, buttonVariants } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { cx } from "../../lib/class-names";
import { ConfirmDelete } from "../shared/confirm-delete";
import type { CrudItemActions } from "../shared/crud-list-section";
import { SearchBox } from "../shared/search-box";
import { ShareButton } from "../tweets/share-button";
import { isAmazonProduct, PriceCell, PriceTrend, RefreshPriceButton } from "./price-cells";
import { DEFAULT_PRODUCT_SORT, type ProductSort, type ProductSortKey } from "./product-table.rules";

/**
 * What other screens know about the products shown: outbound clicks (Clicks) and broken links (Link Health),
 * asked for a page of the table at a time.
 */
export interface ProductInsights {
  /** Clicks per product id over CLICK_DAYS (0 for none); a product not in it is still loading, or it failed. */
  clicks?: ReadonlyMap<number, number>;
  /** Ids of products whose link is broken. */
  broken?: ReadonlySet<number>;
  /** Each product's observed prices over the last 30 days (a product not in it is loading, or it failed). */
  history?: ReadonlyMap<number, readonly PricePoint[]>;
  /** Earnings per product over the last 30 days, per currency (imported reports, admin › Earnings). */
  revenue?: ReadonlyMap<number, readonly MoneyAmount[]>;
}

/** The range of the catalogue's click counts. */
export const CLICK_DAYS = 30;

/** A column of the catalogue table; `sortKey` makes its header a sort button. */
export interface ProductColumn {
  id: string;
  header: string;
  sortKey?: ProductSortKey;
  className?: string;
  cell: (product: AdminProduct, insights: ProductInsights) => ReactNode;
}

function ProductThumb({ product }: { product: AdminProduct }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
      {failed || !product.imageUrl ? (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      ) : (
        <img src={product.imageUrl} alt="" loading="lazy" className="size-full object-contain p-1" onError={() => setFailed(true)} />
      )}
    </div>
  );
}

/**
 * The catalogue's columns, in order. The product and its price come first: on a phone they are what fits
 * before the table scrolls sideways (the product column stays put while it does).
 */
export const PRODUCT_COLUMNS: ProductColumn[] = [
  {
    id: "title",
    header: "Product",
    sortKey: "title",
    className: "min-w-52 sm:min-w-64",
    cell: (p, insights) => (
      <div className="flex items-center gap-3">
        <ProductThumb product={p} />
        <div className="grid gap-0.5">
          <span className="line-clamp-2 font-medium leading-snug">{p.title}</span>
          {insights.broken?.has(p.id) ? (
            <Link to={paths.adminLinks()} className="w-fit" aria-label={`Broken link: ${p.title} (see Link Health)`}>
              <Badge variant="destructive">
                <AlertTriangle aria-hidden="true" />
                Broken link
              </Badge>
            </Link>
          ) : null}
          <span className="text-xs text-muted-foreground">
            ASIN <span className="font-mono">{p.amazonAsin ?? "Not set"}</span>
          </span>
        </div>
      </div>
    ),
  },
  {
    id: "price",
    header: "Price",
    sortKey: "price",
    className: "text-right",
    cell: (p) => <PriceCell product={p} />,
  },
  { id: "trend", header: "Trend (30 days)", cell: (p, insights) => <PriceTrend product={p} points={insights.history?.get(p.id)} /> },
  { id: "store", header: "Store", sortKey: "store", cell: (p) => <Badge variant="secondary">{p.sourceStore}</Badge> },
  {
    id: "rating",
    header: "Rating",
    sortKey: "rating",
    className: "text-right",
    cell: (p) => <span className="tabular-nums">{Number(p.rating).toFixed(1)}</span>,
  },
  { id: "category", header: "Category", sortKey: "category", cell: (p) => productCategoryLabel(p.category) },
  {
    id: "clicks",
    header: `Clicks (${CLICK_DAYS} days)`,
    className: "text-right",
    cell: (p, insights) => <span className="tabular-nums">{insights.clicks?.get(p.id) ?? "–"}</span>,
  },
  {
    id: "revenue",
    header: `Revenue (${CLICK_DAYS} days)`,
    className: "text-right",
    cell: (p, insights) => {
      const amounts = insights.revenue?.get(p.id);
      if (!amounts) return <span className="tabular-nums">–</span>;
      return (
        <span className="tabular-nums">
          {amounts.length === 0 ? formatPrice(0, p.currency) : amounts.map((m) => formatPrice(m.amount, m.currency)).join(" · ")}
        </span>
      );
    },
  },
];

/**
 * The first (product) column stays in view while the table scrolls sideways on a tablet. Its cells need an opaque
 * background: the header's and the hovered row's tints mixed over the page colour. On a phone the table is no table:
 * each row is a card (the product across, the figures labelled under it, the actions last), so nothing scrolls
 * sideways and Share, Edit and Delete stay on screen.
 */
const STICKY_CELL = "sm:sticky sm:left-0 sm:z-[1]";
const stickyHeader = (index: number) =>
  index === 0 && cx(STICKY_CELL, "bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-background))]");
const stickyCell = (index: number) =>
  index === 0 && cx(STICKY_CELL, "bg-background group-hover:bg-[color-mix(in_oklab,var(--color-muted)_30%,var(--color-background))]");

function SortHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: ProductColumn;
  sort: ProductSort;
  onSort: (key: ProductSortKey) => void;
  className?: string | false;
}) {
  const active = column.sortKey !== undefined && sort.key === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
      className={cx(
        "px-3 py-2 font-medium text-muted-foreground max-sm:px-1.5 max-sm:py-1",
        column.className?.includes("text-right") && "sm:text-right",
        className,
      )}
    >
      {column.sortKey ? (
        <button
          type="button"
          onClick={() => onSort(column.sortKey as ProductSortKey)}
          className={cx(
            "inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            active && "text-foreground",
          )}
        >
          {column.header}
          <Icon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{active ? `, sorted ${sort.direction === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * Above the table: the search box (its text goes to the server once typing pauses), what is shown, and a way
 * back to newest first. It stays while a search loads or fails, so the search can be changed.
 */
export function ProductTableToolbar({
  search,
  onSearch,
  status,
  busy,
  sort,
  onResetSort,
}: {
  search: string;
  onSearch: (text: string) => void;
  status: string;
  /** A search or sort is loading (the rows shown are the previous ones). */
  busy: boolean;
  sort: ProductSort;
  onResetSort: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SearchBox
        label="Search products"
        hideLabel
        className="w-full sm:max-w-sm"
        placeholder="Search title, store, category or ASIN"
        value={search}
        onChange={onSearch}
      />
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        {busy ? <Spinner /> : null}
        <p role="status">{status}</p>
        {sort.key !== DEFAULT_PRODUCT_SORT.key ? (
          <Button variant="ghost" size="sm" onClick={onResetSort}>
            Newest first
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The catalogue's rows loaded so far, in the server's order, with sort headers and edit and delete per row. */
export function ProductTable({
  products,
  actionsFor,
  insights = {},
  sort,
  onSort,
  search,
  refreshable = false,
}: {
  /** Amazon prices can be refreshed (the Creators API is configured): Amazon rows get "Refresh now". */
  refreshable?: boolean;
  products: AdminProduct[];
  actionsFor: (product: AdminProduct) => CrudItemActions;
  insights?: ProductInsights;
  sort: ProductSort;
  onSort: (key: ProductSortKey) => void;
  /** The search these rows answer ("" for none): named when nothing matches. */
  search: string;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {/* A scroll container of its own (relative, so the visually hidden texts inside it are clipped with it
          rather than widening the page); focusable so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label="Products table"
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full text-sm max-sm:block sm:min-w-[720px]">
          <caption className="sr-only">Products, {sort.key === "newest" ? "newest first" : `sorted by ${sort.key}`}</caption>
          <thead className="border-b bg-muted/50 text-left max-sm:block">
            {/* On a phone the sort headers are a row of buttons above the cards. */}
            <tr className="max-sm:flex max-sm:flex-wrap max-sm:p-1.5">
              {PRODUCT_COLUMNS.map((column, index) => (
                <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} className={stickyHeader(index)} />
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground max-sm:sr-only">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {products.map((product) => {
              const actions = actionsFor(product);
              return (
                <tr
                  key={product.id}
                  aria-label={product.title}
                  className="group border-b last:border-0 hover:bg-muted/30 max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-3"
                >
                  {PRODUCT_COLUMNS.map((column, index) => (
                    <td
                      key={column.id}
                      data-label={column.header}
                      className={cx(
                        "px-3 py-2 align-middle max-sm:p-0",
                        column.className,
                        stickyCell(index),
                        index === 0
                          ? "max-sm:col-span-3"
                          : "max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
                      )}
                    >
                      {column.cell(product, insights)}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right max-sm:col-span-3 max-sm:p-0">
                    {/* One row of icon buttons on wider screens (their names in aria-label and title), labelled on a phone's cards. */}
                    <div className="flex flex-wrap justify-end gap-1 max-sm:justify-start sm:flex-nowrap sm:[&_[data-slot=button-label]]:sr-only">
                      {isAmazonProduct(product) && refreshable ? <RefreshPriceButton product={product} /> : null}
                      <ShareButton kind="product" id={product.id} title={product.title} />
                      {product.slug ? (
                        <a
                          className={buttonVariants({ variant: "outline", size: "sm" })}
                          href={paths.productPage(product.slug)}
                          target="_blank"
                          rel="noopener"
                          aria-label={`View page of ${product.title} (opens in a new tab)`}
                          title={`View page of ${product.title}`}
                        >
                          <ExternalLink aria-hidden="true" />
                          <span data-slot="button-label">View page</span>
                        </a>
                      ) : null}
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={actions.onEdit}
                        aria-label={`Edit ${product.title}`}
                        title={`Edit ${product.title}`}
                      >
                        <Pencil aria-hidden="true" />
                        <span data-slot="button-label">Edit</span>
                      </Button>
                      <ConfirmDelete
                        withText
                        triggerLabel={`Delete ${product.title}`}
                        title="Delete this product?"
                        description={`"${product.title}" will be removed from the catalogue.`}
                        onConfirm={actions.onDelete}
                        pending={actions.deleting}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {products.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">No products match “{search}”.</p>
        ) : null}
      </div>
    </div>
  );
}

/** One row-shaped placeholder while the catalogue loads. */
export function ProductRowPlaceholder() {
  return (
    <div data-testid="product-placeholder" className="flex items-center gap-3 rounded-lg border p-2">
      <Skeleton className="size-12" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/4" />
      </div>
      <Skeleton className="h-8 w-24" />
    </div>
  );
}
