import { paths } from "@app/core";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { ADMIN_SECTIONS } from "./admin-sections";

/** The admin address (path and query) of the screen shown before the current one; null on the first one opened. */
const cameFromAtom = atom<string | null>(null);

/** Keeps cameFromAtom up to date: a change of screen records the last address of the one left (not a tab's query). */
export function TrackCameFrom() {
  const { pathname, search } = useLocation();
  const setCameFrom = useSetAtom(cameFromAtom);
  const shown = useRef({ pathname, address: pathname + search });
  useEffect(() => {
    if (shown.current.pathname !== pathname) setCameFrom(shown.current.address);
    shown.current = { pathname, address: pathname + search };
  }, [pathname, search, setCameFrom]);
  return null;
}

const sectionOf = (address: string) => {
  const { pathname } = new URL(address, "http://admin");
  return Object.values(ADMIN_SECTIONS).find(({ to, end }) => pathname === to || (!end && pathname.startsWith(`${to}/`)));
};

/**
 * 'Back to {screen}': to the admin screen the operator came from, and to Manage Products when they opened this one
 * first (a bookmark, a reload, a new tab).
 */
export function BackLink() {
  const cameFrom = useAtomValue(cameFromAtom);
  const section = cameFrom ? sectionOf(cameFrom) : undefined;
  const [to, title] = cameFrom && section ? [cameFrom, section.title] : [paths.admin(), ADMIN_SECTIONS.products.title];
  return (
    <Link to={to} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-3" })}>
      <ArrowLeft aria-hidden="true" />
      Back to {title}
    </Link>
  );
}
