import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cx } from "../../lib/class-names";
import { useSignOut } from "../gate/use-admin-status";
import { StoreHomeLink } from "../shared/store-home-link";
import { ADMIN_SECTIONS } from "./admin-sections";
import { TrackCameFrom } from "./came-from";

/** The admin chrome: title, section navigation, the host's extra header content and Sign out. */
export function AdminLayout({ headerExtra, children }: { headerExtra?: ReactNode; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <TrackCameFrom />
      {/* On a phone the sections take four rows: the header scrolls away with the page there, sticky from sm up. */}
      <header className="z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:sticky sm:top-0">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 pb-2 sm:px-6">
          <div className="flex items-center gap-2">
            <span className="font-display text-lg tracking-tight">Kicks Directory</span>
            <span className="rounded-md bg-brand px-2 py-0.5 text-xs font-bold text-brand-foreground">ADMIN</span>
          </div>
          {/* Every section in view, none scrolled off to the side: two columns on a phone, wrapping rows above. */}
          <nav aria-label="Admin sections" className="order-3 -mx-1 grid w-[calc(100%+0.5rem)] grid-cols-2 gap-1 pb-1 sm:flex sm:flex-wrap">
            {Object.values(ADMIN_SECTIONS).map(({ to, title, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cx(
                    "flex min-h-10 min-w-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm leading-tight font-medium outline-none transition-colors sm:shrink-0",
                    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                    isActive ? "bg-secondary text-secondary-foreground" : "text-muted-foreground",
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {title}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <StoreHomeLink />
            {headerExtra}
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {signOut.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
