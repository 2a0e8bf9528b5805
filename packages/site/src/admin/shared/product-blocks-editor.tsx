import {
  type AdminProduct,
  formatPrice,
  parseProductId,
  parseProductIds,
  parseProductTableRows,
  PRODUCT_TABLE_ROW_LABELS,
  PRODUCT_TABLE_ROWS,
  PRODUCT_TABLE_SIZE,
  type ProductTableRow,
} from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Node as EditorNode, NodeViewWrapper, ReactNodeViewRenderer, type Editor, type NodeViewProps } from "@tiptap/react";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { productQueries } from "../../lib/queries";
import { useDebouncedValue } from "./paged-list";

/**
 * Product boxes and comparison tables in the post editor (core product-blocks.ts,
 * docs/decisions/0038-product-blocks-from-live-data.md): nodes that keep only product ids (and a table's rows). The
 * server draws them from the products' live rows when the post is read; in the editor they show which products they
 * name.
 */

const SEARCH_DEBOUNCE_MS = 250;

/** A product box: `<div data-product-box data-product-id="12">`. */
export const ProductBoxNode = EditorNode.create({
  name: "productBox",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      productId: {
        default: null,
        parseHTML: (element: HTMLElement) => parseProductId(element.getAttribute("data-product-id") ?? undefined),
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-product-id": String(attributes.productId) }),
      },
    };
  },
  parseHTML: () => [{ tag: "div[data-product-box]" }],
  renderHTML: ({ HTMLAttributes }) => ["div", { "data-product-box": "", ...HTMLAttributes }],
  addNodeView: () => ReactNodeViewRenderer(ProductBlockView),
});

/** A comparison table: `<div data-product-table data-product-ids="1,2,3" data-rows="price,rating">`. */
export const ProductTableNode = EditorNode.create({
  name: "productTable",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      productIds: {
        default: [],
        parseHTML: (element: HTMLElement) => parseProductIds(element.getAttribute("data-product-ids") ?? undefined) ?? [],
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-product-ids": (attributes.productIds as number[]).join(",") }),
      },
      rows: {
        default: ["price", "rating", "availability"],
        parseHTML: (element: HTMLElement) => parseProductTableRows(element.getAttribute("data-rows") ?? undefined) ?? [],
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-rows": (attributes.rows as string[]).join(",") }),
      },
    };
  },
  parseHTML: () => [{ tag: "div[data-product-table]" }],
  renderHTML: ({ HTMLAttributes }) => ["div", { "data-product-table": "", ...HTMLAttributes }],
  addNodeView: () => ReactNodeViewRenderer(ProductBlockView),
});

const productLine = (p: AdminProduct) => `${p.sourceStore} · ${formatPrice(p.price, p.currency)}`;

/** How a block looks in the editor: what it is, the products it names (a deleted one said so), and Remove. */
function ProductBlockView({ node, deleteNode, selected }: NodeViewProps) {
  const api = useApi();
  const isBox = node.type.name === "productBox";
  const named: unknown[] = isBox ? [node.attrs.productId] : (node.attrs.productIds as unknown[]);
  const ids = named.filter((id): id is number => Number.isInteger(id));
  const rows = (node.attrs.rows as ProductTableRow[] | undefined) ?? [];
  const products = useQuery(productQueries.byIds(api, ids));
  const label = isBox ? "Product box" : `Comparison table: ${rows.map((r) => PRODUCT_TABLE_ROW_LABELS[r]).join(", ")}`;
  return (
    <NodeViewWrapper
      data-drag-handle=""
      contentEditable={false}
      role="group"
      aria-label={isBox ? "Product box" : "Comparison table"}
      className={cx("my-3 grid gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm", selected && "ring-2 ring-ring")}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{label}</p>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => deleteNode()}
          aria-label={`Remove ${isBox ? "product box" : "comparison table"}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {products.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading products...
        </p>
      ) : products.isError ? (
        <p className="text-destructive">Could not load the products ({ids.map((id) => `#${id}`).join(", ")}).</p>
      ) : (
        <ul className="grid gap-1">
          {ids.map((id) => {
            const product = products.data.find((p) => p.id === id);
            return (
              <li key={id} className={product ? "" : "text-destructive"}>
                {product ? (
                  <>
                    <span className="font-medium">{product.title}</span>{" "}
                    <span className="text-muted-foreground">({productLine(product)}, live on the site)</span>
                  </>
                ) : (
                  `Product #${id} is no longer in the catalogue: readers see a placeholder. Remove this block or pick another product.`
                )}
              </li>
            );
          })}
        </ul>
      )}
    </NodeViewWrapper>
  );
}

/**
 * The toolbar's panel to insert a product box (one product) or a comparison table (2 to 5 products and the rows to
 * compare), the products found by searching the catalogue.
 */
export function ProductPickerPanel({ editor, kind, onDone }: { editor: Editor; kind: "box" | "table"; onDone: () => void }) {
  const api = useApi();
  const id = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim().replace(/\s+/g, " "), SEARCH_DEBOUNCE_MS);
  const found = useQuery(productQueries.picker(api, q));
  const [picked, setPicked] = useState<AdminProduct[]>([]);
  const [rows, setRows] = useState<ProductTableRow[]>(["price", "rating", "availability"]);
  const isBox = kind === "box";
  const max = isBox ? 1 : PRODUCT_TABLE_SIZE.max;
  const ready = isBox ? picked.length === 1 : picked.length >= PRODUCT_TABLE_SIZE.min && rows.length > 0;

  const toggle = (product: AdminProduct) =>
    setPicked((list) => {
      if (list.some((p) => p.id === product.id)) return list.filter((p) => p.id !== product.id);
      if (isBox) return [product];
      return list.length >= max ? list : [...list, product];
    });

  const insert = () => {
    if (!ready) return;
    const content = isBox
      ? { type: "productBox", attrs: { productId: picked[0]?.id } }
      : { type: "productTable", attrs: { productIds: picked.map((p) => p.id), rows: PRODUCT_TABLE_ROWS.filter((r) => rows.includes(r)) } };
    // An empty paragraph after the block: the cursor goes on there (not onto the block, which a next insert would replace).
    editor
      .chain()
      .focus()
      .insertContent([content, { type: "paragraph" }])
      .run();
    onDone();
  };

  const heading = isBox ? "Insert a product box" : "Insert a comparison table";
  return (
    <div role="group" aria-label={heading} className="grid gap-3 border-t p-3 text-sm">
      <p className="font-medium">{heading}</p>
      <Input
        autoFocus
        aria-label="Search the catalogue"
        placeholder="Search products by title, store or category"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onDone();
          if (e.key === "Enter") e.preventDefault();
        }}
      />
      <fieldset className="grid gap-1" aria-describedby={`${id}-status`}>
        <legend className="sr-only">{isBox ? "Product" : `Products (${PRODUCT_TABLE_SIZE.min} to ${PRODUCT_TABLE_SIZE.max})`}</legend>
        {found.isPending ? (
          <p id={`${id}-status`} className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Searching...
          </p>
        ) : found.isError ? (
          <p id={`${id}-status`} className="text-destructive">
            Could not search the catalogue. Try again.
          </p>
        ) : found.data.length === 0 ? (
          <p id={`${id}-status`} className="text-muted-foreground">
            No products match “{q}”.
          </p>
        ) : (
          found.data.map((product) => {
            const checked = picked.some((p) => p.id === product.id);
            return (
              <label key={product.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 hover:bg-accent">
                <input
                  type={isBox ? "radio" : "checkbox"}
                  name={`${id}-product`}
                  checked={checked}
                  disabled={!checked && !isBox && picked.length >= max}
                  onChange={() => toggle(product)}
                />
                <span className="font-medium">{product.title}</span>
                <span className="text-muted-foreground">{productLine(product)}</span>
              </label>
            );
          })
        )}
      </fieldset>
      {!isBox ? (
        <>
          <p className="text-muted-foreground" aria-live="polite">
            {picked.length === 0
              ? `Pick ${PRODUCT_TABLE_SIZE.min} to ${PRODUCT_TABLE_SIZE.max} products.`
              : `Picked ${picked.length} of at most ${PRODUCT_TABLE_SIZE.max}: ${picked.map((p) => p.title).join(", ")}`}
          </p>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 font-medium">Rows to compare</legend>
            {PRODUCT_TABLE_ROWS.map((row) => (
              <label key={row} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={rows.includes(row)}
                  onChange={() => setRows((list) => (list.includes(row) ? list.filter((r) => r !== row) : [...list, row]))}
                />
                {PRODUCT_TABLE_ROW_LABELS[row]}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" size="sm" disabled={!ready} onClick={insert}>
          {isBox ? "Insert product box" : "Insert comparison table"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
