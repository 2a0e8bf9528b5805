import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "./analytics";

/** Reports every route change (path and query) to the analytics adapter. */
export function RouteTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search]);
  return null;
}
