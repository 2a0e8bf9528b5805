import { ChevronDown } from "lucide-react";
import { useId, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { Link } from "react-router";
import { trackLinkClick } from "../../features/analytics/analytics";
import { cx } from "../../lib/class-names";
import { ContentIcon } from "./content-icon";
import { NAV_ITEMS, SPONSORED_REL, isSectionActive, navLinkClass, type NavItem } from "./nav-items";

/**
 * The desktop sections with their SHOP and BRANDS dropdowns, as plain disclosures: a mouse hovering a section opens
 * its dropdown, ArrowDown on the section link opens it from the keyboard (a second ArrowDown moves into it, as does
 * Tab), Escape closes it and returns focus to the link, and focus or the pointer leaving the section closes it.
 * Loaded in the browser on wide screens only; until then the header shows the same links without dropdowns
 * (PlainNav), so nothing moves when it arrives.
 */
export default function DesktopNav({ pathname }: { pathname: string }) {
  // An open dropdown belongs to the path it was opened on: any navigation closes it.
  const [open, setOpen] = useState({ value: "", pathname });
  const menuValue = open.pathname === pathname ? open.value : "";
  const setMenuValue = (value: string) => setOpen({ value, pathname });
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => (
          <DesktopNavItem
            key={item.href}
            item={item}
            active={isSectionActive(pathname, item.href)}
            isOpen={menuValue === item.href}
            setOpen={(isOpen) => setMenuValue(isOpen ? item.href : "")}
          />
        ))}
      </ul>
    </nav>
  );
}

function DesktopNavItem({
  item,
  active,
  isOpen,
  setOpen,
}: {
  item: NavItem;
  active: boolean;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}) {
  const contentId = useId();
  if (!item.menu) {
    return (
      <li>
        <Link to={item.href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
          {item.label}
        </Link>
      </li>
    );
  }

  // Hover is a mouse's: a touch on the section link follows it instead of opening the dropdown first.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === "mouse" && setOpen(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType === "mouse" && setOpen(false);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setOpen(false);
      event.currentTarget.querySelector<HTMLElement>("a")?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen) setOpen(true);
      else moveFocus(event.currentTarget, 1);
    } else if (event.key === "ArrowUp" && isOpen) {
      event.preventDefault();
      moveFocus(event.currentTarget, -1);
    }
  };

  return (
    <li className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur} onKeyDown={onKeyDown}>
      <Link
        to={item.href}
        aria-current={active ? "page" : undefined}
        aria-expanded={isOpen}
        aria-controls={isOpen ? contentId : undefined}
        className={cx(navLinkClass(active), "group")}
      >
        {item.label}
        <ChevronDown
          className="size-3.5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </Link>
      {isOpen && (
        <div id={contentId} className="absolute top-full left-0 z-40 pt-2">
          <div className="w-64 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
            <ul className="space-y-0.5">
              {item.menu.links.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel={SPONSORED_REL}
                    onClick={() => {
                      trackLinkClick("affiliate_link", link.name, link.href);
                      setOpen(false);
                    }}
                    className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                  >
                    <ContentIcon name={link.icon} className="size-4 text-muted-foreground" />
                    {link.name}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-1 border-t pt-1">
              <Link
                to={item.menu.viewAll.href}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 text-sm font-bold hover:bg-accent hover:text-accent-foreground"
              >
                {item.menu.viewAll.name} →
              </Link>
            </div>
          </div>
        </div>
      )}
    </li>
  );
}

/** Moves focus to the next (1) or previous (-1) link of a section, its own link first, staying at either end. */
function moveFocus(section: HTMLElement, step: 1 | -1) {
  const links = [...section.querySelectorAll<HTMLElement>("a")];
  const at = links.indexOf(document.activeElement as HTMLElement);
  links[Math.min(Math.max(at + step, 0), links.length - 1)]?.focus();
}
