import { ChevronDown } from "lucide-react";
import { Suspense, lazy, useId, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { Link } from "react-router";
import { cx } from "../../lib/class-names";
import { ChunkBoundary } from "../../components/chunk-boundary";
import { NAV_ITEMS, isSectionActive, navLinkClass, type NavItem } from "./nav-items";

// The dropdown panels (quick links with their icons) load on first intent: a pointer over, or focus on, a section
// that has one. The disclosure itself is here, so the section link the visitor is on never changes under them.
const loadDropdown = () => import("./nav-dropdown");
const NavDropdown = lazy(loadDropdown);
const preloadDropdown = () => void loadDropdown();

/**
 * The header's sections. With `dropdowns` (wide screens, where the sections show), SHOP and BRANDS are disclosures:
 * a mouse hovering a section opens its dropdown, ArrowDown on the section link opens it from the keyboard (a second
 * ArrowDown moves into it, as does Tab), Escape closes it and returns focus to the link, and focus or the pointer
 * leaving the section closes it. Without (the server's render, a phone) they are plain links, chevrons included, so
 * nothing moves when the dropdowns turn on.
 */
export function MainNav({ pathname, dropdowns }: { pathname: string; dropdowns: boolean }) {
  // An open dropdown belongs to the path it was opened on: any navigation closes it.
  const [open, setOpen] = useState({ value: "", pathname });
  const menuValue = open.pathname === pathname ? open.value : "";
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => {
          const active = isSectionActive(pathname, item.href);
          return item.menu && dropdowns ? (
            <DropdownSection
              key={item.href}
              item={item}
              menu={item.menu}
              active={active}
              isOpen={menuValue === item.href}
              setOpen={(isOpen) => setOpen({ value: isOpen ? item.href : "", pathname })}
            />
          ) : (
            <li key={item.href}>
              <Link to={item.href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
                {item.label}
                {item.menu && <ChevronDown className="size-3.5" aria-hidden="true" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DropdownSection({
  item,
  menu,
  active,
  isOpen,
  setOpen,
}: {
  item: NavItem;
  menu: NonNullable<NavItem["menu"]>;
  active: boolean;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}) {
  const contentId = useId();
  // Hover is a mouse's: a touch on the section link follows it instead of opening the dropdown first.
  const onPointerEnter = (event: PointerEvent) => {
    preloadDropdown();
    if (event.pointerType === "mouse") setOpen(true);
  };
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
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={preloadDropdown}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
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
        // A dropdown whose code cannot be loaded shows nothing: the section link goes on working.
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <NavDropdown id={contentId} menu={menu} onSelect={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
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
