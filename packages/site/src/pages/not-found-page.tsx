import { pageQuery, paths, routeAlias } from "@app/core";
import { Home, Search, ShoppingBag } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { ResponseStatus } from "../app/response-status";
import { buttonVariants } from "../components/ui/button";
import { Seo } from "../features/seo/seo";

/** Any unknown path, and a numbered list's page that does not exist (`/products?page=999`). */
export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  // A guessed address (/brands for the menu's BRANDS): the server redirects it; the dev server and the router land here.
  const alias = routeAlias(pathname);
  if (alias) return <Navigate to={alias + search} replace />;
  // The address as the server renders it (only the query its page reads: core's pageQuery), so hydration matches.
  const address = pathname + pageQuery(pathname, new URLSearchParams(search));
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <ResponseStatus code={404} />
      <Seo title="Page Not Found" description="The page you were looking for does not exist." path={pathname} noindex />
      <p className="font-display text-6xl text-muted-foreground sm:text-7xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn't find <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{address}</code>. It may have moved, or the link
        may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonVariants()} to={paths.home()}>
          <Home aria-hidden="true" />
          Back to home
        </Link>
        <Link className={buttonVariants({ variant: "outline" })} to={paths.products()}>
          <ShoppingBag aria-hidden="true" />
          Shop accessories
        </Link>
        <Link className={buttonVariants({ variant: "outline" })} to={paths.search()}>
          <Search aria-hidden="true" />
          Search the site
        </Link>
      </div>
    </section>
  );
}
