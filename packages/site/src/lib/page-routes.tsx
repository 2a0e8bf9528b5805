import { routes, type RouteId } from "@app/core";
import type { ComponentType } from "react";
import { Route } from "react-router";

/**
 * A `<Route>` for each page, at its path in core's route table (the one the server matches pages with), so no
 * pattern is written twice; `base` is the path the routes are mounted under (the admin's sit inside `/admin/*`).
 */
export function pageRoutes<Id extends RouteId>(pages: Record<Id, ComponentType>, base = "") {
  return (Object.keys(pages) as Id[]).map((id) => {
    const Page: ComponentType = pages[id];
    return <Route key={id} path={routes[id].slice(base.length) || "/"} element={<Page />} />;
  });
}
