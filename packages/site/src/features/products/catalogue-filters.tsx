import {
  CATALOGUE_SORT_LABELS,
  CATALOGUE_SORTS,
  type CatalogueFacets,
  type CatalogueFilters,
  catalogueQuery,
  type FacetCount,
  paths,
  PRODUCT_CATEGORIES,
  productCategoryLabel,
  readCatalogueFilters,
} from "@app/core";
import type { FormEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cx } from "../../lib/class-names";

/** The address of page `page` of a category (or the whole catalogue, `/products`) narrowed and ordered by `filters`. */
export const catalogueHref = (category: string | undefined, filters: CatalogueFilters, page = 1): string =>
  category ? paths.productCategory(category, filters, page) : paths.products() + catalogueQuery(filters, page);

/** How many stores the facets show (the most stocked first, and the chosen one). */
const STORES_SHOWN = 12;

const selectClass = cx(
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs",
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
);

/**
 * The facet links' looks, set once on their list (a page has some thirty of them: one class list per link was 6 KB
 * of its HTML); a facet that is not a link (FacetLink's `offWhenEmpty`) is laid out the same, dimmed.
 */
const facetListClass = cx(
  "space-y-0.5 text-sm text-muted-foreground",
  "[&>li>*]:flex [&>li>*]:items-center [&>li>*]:justify-between [&>li>*]:gap-3 [&>li>*]:rounded-md [&>li>*]:px-2 [&>li>*]:py-1.5",
  "[&_[aria-disabled]]:opacity-60",
  "[&_a:hover]:bg-accent [&_a:hover]:text-accent-foreground",
  "[&_a[aria-current]]:bg-muted [&_a[aria-current]]:font-semibold [&_a[aria-current]]:text-foreground",
);

interface FacetLinkProps {
  to: string;
  label: string;
  count: number | undefined;
  current: boolean;
  /** Shown, but not a link, while it would lead to an empty list (and is not the current filter). */
  offWhenEmpty?: boolean;
}

function FacetLink({ to, label, count, current, offWhenEmpty = false }: FacetLinkProps) {
  const content = (
    <>
      <span className="truncate">{label}</span>
      {count !== undefined && <span className="text-xs">{count}</span>}
    </>
  );
  return (
    <li>
      {offWhenEmpty && count === 0 && !current ? (
        <span aria-disabled="true">{content}</span>
      ) : (
        <Link to={to} aria-current={current ? "page" : undefined}>
          {content}
        </Link>
      )}
    </li>
  );
}

function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = `facet-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <nav aria-labelledby={id} className="space-y-2">
      {/* Not a heading: the gallery's headings are its cards' titles. */}
      <p id={id} className="text-sm font-bold">
        {title}
      </p>
      <ul className={facetListClass}>{children}</ul>
    </nav>
  );
}

/** One end of the price range (a decimal amount, as the API takes it); the address's value when it changes. */
function PriceInput({ name, label, value = "" }: { name: "min" | "max"; label: string; value: string | undefined }) {
  return (
    <Input
      aria-label={label}
      name={name}
      inputMode="decimal"
      placeholder={name === "min" ? "Min" : "Max"}
      pattern="\d{1,8}(\.\d{1,2})?"
      defaultValue={value}
      key={value}
    />
  );
}

export interface CatalogueFiltersProps {
  /** The category whose page this is; none on /products. */
  category?: string;
  filters: CatalogueFilters;
  /** The counts, while they load: none. */
  facets: CatalogueFacets | undefined;
}

/**
 * The catalogue's filters: a plain GET form (sort and price range, the other filters kept in hidden fields) and the
 * facet counts as links, so everything works from the server's HTML with JavaScript off; with it on, the form and
 * the links change the address in place (no reload) and the page loads the list for it.
 */
export function CatalogueFilterPanel({ category, filters, facets }: CatalogueFiltersProps) {
  const navigate = useNavigate();
  const action = catalogueHref(category, {});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") search.set(name, value);
    const read = readCatalogueFilters(search);
    // A malformed value goes to the server as it is, which says what is wrong with it.
    if (!("filters" in read)) return;
    event.preventDefault();
    navigate(catalogueHref(category, read.filters));
  };

  const counts = (list: FacetCount[] | undefined) => new Map((list ?? []).map((facet) => [facet.value, facet.count]));
  const categoryCounts = counts(facets?.categories);
  const storeCounts = counts(facets?.stores);
  const stores = (facets?.stores ?? []).slice(0, STORES_SHOWN).map((facet) => facet.value);
  if (filters.store && !stores.includes(filters.store)) stores.push(filters.store);
  // Every category of the list (those without products under these filters too), then any other the products name.
  const categories = [...new Set([...PRODUCT_CATEGORIES.map((c) => c.value as string), ...(facets?.categories ?? []).map((f) => f.value)])];
  const without = (name: keyof CatalogueFilters): CatalogueFilters => ({ ...filters, [name]: undefined });

  return (
    <div className="space-y-6">
      <form action={action} method="get" onSubmit={submit} className="space-y-4" aria-label="Sort and price">
        {filters.store && <input type="hidden" name="store" value={filters.store} />}
        {filters.instock && <input type="hidden" name="instock" value="1" />}
        <div className="space-y-1.5">
          <Label htmlFor="catalogue-sort">Sort by</Label>
          <select
            id="catalogue-sort"
            name="sort"
            defaultValue={filters.sort ?? "featured"}
            key={filters.sort ?? "featured"}
            className={selectClass}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {CATALOGUE_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Price</legend>
          <div className="flex items-center gap-2">
            <PriceInput name="min" label="Lowest price" value={filters.min} />
            <span aria-hidden="true">–</span>
            <PriceInput name="max" label="Highest price" value={filters.max} />
          </div>
          <p className="text-xs text-muted-foreground">In each product's own currency.</p>
        </fieldset>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Apply
        </button>
      </form>

      <FacetGroup title="Availability">
        <FacetLink
          to={catalogueHref(category, { ...filters, instock: !filters.instock || undefined })}
          label={filters.instock ? "In stock only ✓" : "In stock only"}
          count={facets?.inStock}
          current={filters.instock === true}
          offWhenEmpty
        />
      </FacetGroup>

      <FacetGroup title="Categories">
        <FacetLink to={catalogueHref(undefined, filters)} label="All categories" count={undefined} current={!category} />
        {categories.map((value) => (
          <FacetLink
            key={value}
            to={catalogueHref(value, filters)}
            label={productCategoryLabel(value)}
            count={facets && (categoryCounts.get(value) ?? 0)}
            current={value === category}
            offWhenEmpty
          />
        ))}
      </FacetGroup>

      {stores.length > 0 && (
        <FacetGroup title="Stores">
          <FacetLink to={catalogueHref(category, without("store"))} label="All stores" count={undefined} current={!filters.store} />
          {stores.map((store) => (
            <FacetLink
              key={store}
              to={catalogueHref(category, { ...filters, store })}
              label={store}
              count={storeCounts.get(store) ?? 0}
              current={store === filters.store}
            />
          ))}
        </FacetGroup>
      )}
    </div>
  );
}
