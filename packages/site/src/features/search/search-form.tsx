import { paths } from "@app/core";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";

/** A search box prefilled with the current query; submitting goes to /search?q=. */
export function SearchForm({ initialQuery }: { initialQuery: string }) {
  const [value, setValue] = useState(initialQuery);
  const inputRef = useTypedBeforeHydration(setValue);
  const navigate = useNavigate();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.search(value.trim()));
  };

  return (
    <form role="search" aria-label="Search again" onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        Search the directory
      </label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search brands, products, articles..."
        className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground"
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
