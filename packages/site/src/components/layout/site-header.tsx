import { SITE_LOGO, SITE_NAME } from "@app/core/content";
import { ChevronDown, Gift, Menu, X } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { trackLinkClick } from "../../features/analytics/analytics";
import { useNewsletterPanel } from "../../features/newsletter/use-newsletter-panel";
import { ThemeToggle } from "../../features/theme/theme-toggle";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { ContentIcon } from "./content-icon";
import { HeaderSearch } from "./header-search";
import { NAV_ITEMS, SPONSORED_REL, isSectionActive, type NavItem } from "./nav-items";

const navLinkClass = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-extrabold tracking-wide transition-colors hover:bg-accent hover:text-accent-foreground",
    active ? "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground" : "text-foreground",
  );

/** Sticky site header: logo, sections with hover dropdowns, search, WIN FREE KICKS, theme, mobile menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const newsletter = useNewsletterPanel();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuValue, setMenuValue] = useState("");

  // A navigation closes the dropdowns and the mobile menu.
  useEffect(() => {
    setMobileOpen(false);
    setMenuValue("");
  }, [pathname]);

  const winFreeKicks = () => {
    setMobileOpen(false);
    newsletter.open();
  };

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${SITE_NAME} home`}>
          <img src={SITE_LOGO} alt="" width={36} height={36} className="size-9" />
          <span className="hidden font-display text-lg leading-none tracking-tight sm:inline">{SITE_NAME}</span>
        </Link>

        <NavigationMenu.Root value={menuValue} onValueChange={setMenuValue} aria-label="Main" className="ml-2 hidden lg:block">
          <NavigationMenu.List className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <DesktopNavItem key={item.href} item={item} active={isSectionActive(pathname, item.href)} openMenu={setMenuValue} isOpen={menuValue === item.href} />
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <HeaderSearch className="hidden w-48 md:flex xl:w-60" />
          <Button type="button" variant="brand" size="sm" onClick={winFreeKicks} className="hidden font-black tracking-wide sm:inline-flex">
            <Gift aria-hidden="true" />
            WIN FREE KICKS
          </Button>
          <ThemeToggle />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Menu"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {mobileOpen && <MobileMenu pathname={pathname} onNavigate={() => setMobileOpen(false)} onWinFreeKicks={winFreeKicks} />}
    </header>
  );
}

function DesktopNavItem({
  item,
  active,
  isOpen,
  openMenu,
}: {
  item: NavItem;
  active: boolean;
  isOpen: boolean;
  openMenu: (value: string) => void;
}) {
  if (!item.menu) {
    return (
      <NavigationMenu.Item>
        <NavigationMenu.Link asChild active={active}>
          <Link to={item.href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
            {item.label}
          </Link>
        </NavigationMenu.Link>
      </NavigationMenu.Item>
    );
  }

  // The section link is also the dropdown trigger: hover opens it, Enter follows the link, ArrowDown opens
  // the dropdown from the keyboard (and a second ArrowDown or Tab moves into it).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowDown" && !isOpen) {
      event.preventDefault();
      openMenu(item.href);
    }
  };

  return (
    <NavigationMenu.Item value={item.href} className="relative">
      <NavigationMenu.Trigger asChild onKeyDown={onKeyDown}>
        <Link to={item.href} aria-current={active ? "page" : undefined} className={cn(navLinkClass(active), "group")}>
          {item.label}
          <ChevronDown className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
        </Link>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-40 pt-2">
        <div className="w-64 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
          <ul className="space-y-0.5">
            {item.menu.links.map((link) => (
              <li key={link.name}>
                <NavigationMenu.Link asChild>
                  <a
                    href={link.href}
                    target="_blank"
                    rel={SPONSORED_REL}
                    onClick={() => trackLinkClick("affiliate_link", link.name, link.href)}
                    className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                  >
                    <ContentIcon name={link.icon} className="size-4 text-muted-foreground" />
                    {link.name}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
          <div className="mt-1 border-t pt-1">
            <NavigationMenu.Link asChild>
              <Link to={item.menu.viewAll.href} className="block rounded-md px-3 py-2 text-sm font-bold hover:bg-accent hover:text-accent-foreground">
                {item.menu.viewAll.name} →
              </Link>
            </NavigationMenu.Link>
          </div>
        </div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function MobileMenu({ pathname, onNavigate, onWinFreeKicks }: { pathname: string; onNavigate: () => void; onWinFreeKicks: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-background lg:hidden">
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
        <HeaderSearch className="md:hidden" onSubmitted={onNavigate} />
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => {
            const active = isSectionActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link to={item.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={cn(navLinkClass(active), "flex h-11 w-full")}>
                  {item.label}
                </Link>
                {item.menu && (
                  <ul className="mt-1 mb-2 grid grid-cols-2 gap-1 pl-3">
                    {item.menu.links.map((link) => (
                      <li key={link.name}>
                        <a
                          href={link.href}
                          target="_blank"
                          rel={SPONSORED_REL}
                          onClick={() => {
                            trackLinkClick("affiliate_link", link.name, link.href);
                            onNavigate();
                          }}
                          className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-accent"
                        >
                          <ContentIcon name={link.icon} className="size-4 text-muted-foreground" />
                          {link.name}
                          <span className="sr-only">(opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                    <li className="col-span-2">
                      <Link to={item.menu.viewAll.href} onClick={onNavigate} className="flex min-h-10 items-center rounded-md px-2 text-sm font-bold hover:bg-accent">
                        {item.menu.viewAll.name} →
                      </Link>
                    </li>
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <Button type="button" variant="brand" className="w-full font-black tracking-wide" onClick={onWinFreeKicks}>
          <Gift aria-hidden="true" />
          WIN FREE KICKS
        </Button>
      </div>
    </nav>
  );
}
