import { paths } from "@app/core";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { cx } from "../../lib/class-names";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";

/** The header's search box: submits to /search?q=… (a plain GET form without JavaScript). */
export function HeaderSearch({ className, onSubmitted }: { className?: string; onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputRef = useTypedBeforeHydration(setQuery);
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(paths.search(q || undefined));
    onSubmitted?.();
  }

  return (
    <form
      role="search"
      aria-label="Site search"
      action={paths.search()}
      method="get"
      onSubmit={submit}
      className={cx("relative flex items-center", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products, brands and posts
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search"
        autoComplete="off"
        className="h-9 w-full rounded-full border border-input bg-background pr-9 pl-3.5 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 grid size-7 place-items-center rounded-full text-muted-foreground hover:text-foreground"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
