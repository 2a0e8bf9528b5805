import { paths } from "@app/core";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";

export function AdminNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="font-display text-5xl text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-muted-foreground">This admin page doesn't exist.</p>
      <Link to={paths.admin()} className={buttonVariants({ variant: "outline" })}>
        Back to Manage Products
      </Link>
    </section>
  );
}
