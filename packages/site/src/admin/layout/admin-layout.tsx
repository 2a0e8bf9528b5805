import { paths } from "@app/core";
import { FileText, LogOut, Megaphone, Package, Sparkles, Store } from "lucide-react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TOAST_VIEWPORT_TOP_VAR } from "../../components/ui/toast";
import { cn } from "../../lib/cn";
import { useSignOut } from "../gate/use-admin-status";
import { StoreHomeLink } from "../shared/store-home-link";

const nav = [
  { to: paths.admin(), label: "Products", icon: Package, end: true },
  { to: paths.adminSocial(), label: "Social", icon: Megaphone, end: false },
  { to: paths.adminBlogGenerator(), label: "Blog Generator", icon: Sparkles, end: false },
  { to: paths.adminPosts(), label: "Posts", icon: FileText, end: false },
  { to: paths.adminStores(), label: "Stores", icon: Store, end: false },
] as const;

/**
 * Keeps toasts below the sticky header (whose height changes as it wraps on narrow screens) so they never
 * cover the title, the navigation or Sign out.
 */
function useToastsBelow(header: { readonly current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(TOAST_VIEWPORT_TOP_VAR, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_VIEWPORT_TOP_VAR);
    };
  }, [header]);
}

/** The admin chrome: title, section navigation, the host's extra header content and Sign out. */
export function AdminLayout({ headerExtra, children }: { headerExtra?: ReactNode; children: ReactNode }) {
  const signOut = useSignOut();
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header ref={header} className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-2">
            <span className="font-display text-lg tracking-tight">Kicks Directory</span>
            <span className="rounded-md bg-brand px-2 py-0.5 text-xs font-bold text-brand-foreground">ADMIN</span>
          </div>
          <nav aria-label="Admin sections" className="order-3 -mx-1 flex w-full flex-wrap gap-1 md:order-none md:w-auto">
            {nav.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors",
                    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                    isActive ? "bg-secondary text-secondary-foreground" : "text-muted-foreground",
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <StoreHomeLink className="hidden sm:inline-flex" />
            {headerExtra}
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
