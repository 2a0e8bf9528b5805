import { paths, PLACEMENTS } from "@app/core";
import { useSearchParams } from "react-router";
import { SearchForm } from "../features/search/search-form";
import { SearchResults } from "../features/search/search-results";
import { PlacementArea } from "../lib/placement";
import { Seo } from "../features/seo/seo";

export default function SearchPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">Search Results</h1>
      <QueryResults />
    </div>
  );
}

function QueryResults() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  return (
    <>
      <Seo
        title={q ? `Search results for "${q}"` : "Search"}
        description="Search sneaker brands, display cases, cleaning kits and culture articles across the Kicks Directory."
        path={q ? paths.search(q) : paths.search()}
      />
      {q && (
        <p className="mt-2 text-muted-foreground">
          Showing results for <span className="font-semibold text-foreground">&ldquo;{q}&rdquo;</span>
        </p>
      )}
      <div className="mt-6">
        <SearchForm key={q} initialQuery={q} />
      </div>
      <div className="mt-8">
        <PlacementArea placement={PLACEMENTS.search}>
          <SearchResults query={q} />
        </PlacementArea>
      </div>
    </>
  );
}
