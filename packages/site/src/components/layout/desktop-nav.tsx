import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { trackLinkClick } from "../../features/analytics/analytics";
import { cn } from "../../lib/cn";
import { ContentIcon } from "./content-icon";
import { NAV_ITEMS, SPONSORED_REL, isSectionActive, navLinkClass, type NavItem } from "./nav-items";

/**
 * The desktop sections with their SHOP and BRANDS dropdowns (Radix NavigationMenu: opens on hover, Escape
 * closes, focus management). Loaded in the browser on wide screens only; until then the header shows the same
 * links without dropdowns (PlainNav), so nothing moves when it arrives.
 */
export default function DesktopNav({ pathname }: { pathname: string }) {
  // An open dropdown belongs to the path it was opened on: any navigation closes it.
  const [open, setOpen] = useState({ value: "", pathname });
  const menuValue = open.pathname === pathname ? open.value : "";
  const setMenuValue = (value: string) => setOpen({ value, pathname });
  return (
    <NavigationMenu.Root value={menuValue} onValueChange={setMenuValue} aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => (
          <DesktopNavItem
            key={item.href}
            item={item}
            active={isSectionActive(pathname, item.href)}
            openMenu={setMenuValue}
            isOpen={menuValue === item.href}
          />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
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
          <ChevronDown
            className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
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
              <Link
                to={item.menu.viewAll.href}
                className="block rounded-md px-3 py-2 text-sm font-bold hover:bg-accent hover:text-accent-foreground"
              >
                {item.menu.viewAll.name} →
              </Link>
            </NavigationMenu.Link>
          </div>
        </div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
