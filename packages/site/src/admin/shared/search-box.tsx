import type { Page } from "@app/core";
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useDebouncedValue, usePagedItems } from "./paged-list";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cx } from "../../lib/class-names";

/** A labelled search field above an admin list (its text goes to the server once typing pauses). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  hideLabel = false,
  className = "max-w-md",
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The label is read by screen readers only (a toolbar's box, whose placeholder says what it searches). */
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cx("grid gap-2", className)}>
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/**
 * A paged admin list searched by the server: the box's text (`query`), sent once typing pauses for 250 ms (`q`), and
 * the pages of `optionsFor(q)` as one list; the rows shown stay while the next search loads.
 */
export function useSearchedPages<T>(
  optionsFor: (q: string) => UseInfiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>>, readonly unknown[], string | null>,
  /** The box's first text (an address's `?q=`). */
  initial = "",
) {
  const [query, setQuery] = useState(initial);
  const q = useDebouncedValue(query.trim(), 250);
  const { list, more } = usePagedItems(useInfiniteQuery({ ...optionsFor(q), placeholderData: (previous) => previous }));
  return { query, setQuery, q, list, more };
}
