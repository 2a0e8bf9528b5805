import userEvent from "@testing-library/user-event";
import { createApiClient, type HttpMethod, type Transport, type TransportRequest } from "@app/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ApiProvider } from "../../lib/api";
import { createQueryClient } from "../../lib/query-client";
import { AdminApp } from "../admin-app";
import type { AdminPlatform } from "../admin-platform";

// jsdom has no ResizeObserver; Radix Checkbox measures itself with one. A no-op observer is enough here.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export interface RecordedCall {
  method: HttpMethod;
  path: string;
  /** The parsed JSON payload; a file's text (a product import) as it is. */
  body: unknown;
  /** The call's upload progress listener, when it has one (a handler may report progress through it). */
  onUploadProgress?: (fraction: number) => void;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** The `Link` header (a paged list's next page). */
  link?: string;
}

/** Answers one call; `body` is the parsed JSON payload (undefined without one). */
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/** The query parameters of a path. */
export const queryOf = (path: string) => new URLSearchParams(path.split("?")[1] ?? "");

/**
 * The handler for a call: the route named exactly "METHOD /api/path?query", else the route of the same method
 * and path whose query parameters (none, or some) the call has too, the most specific first.
 */
function findHandler(routes: Record<string, Handler>, method: string, path: string): Handler | undefined {
  const exact = routes[`${method} ${path}`];
  if (exact) return exact;
  const [pathname] = path.split("?");
  const params = queryOf(path);
  let best: { handler: Handler; specificity: number } | undefined;
  for (const [route, handler] of Object.entries(routes)) {
    const [routeMethod, routePath = ""] = route.split(" ");
    if (routeMethod !== method || routePath.split("?")[0] !== pathname) continue;
    const wanted = [...queryOf(routePath)];
    if (!wanted.every(([name, value]) => params.get(name) === value)) continue;
    if (!best || wanted.length > best.specificity) best = { handler, specificity: wanted.length };
  }
  return best?.handler;
}

/**
 * A paged list as the server answers it: `pageSize` items of `items()` from the `cursor` (here: the offset),
 * with a Link to the next page while there is more (docs/decisions/0031-admin-lists-paged.md).
 */
export function pagedRoute<T>(items: () => T[], pageSize = 100): Handler {
  return ({ path }) => {
    const all = items();
    const from = Number(queryOf(path).get("cursor") ?? 0);
    const next = from + pageSize;
    const [pathname] = path.split("?");
    return {
      body: all.slice(from, next),
      ...(next < all.length ? { link: `<${pathname}?limit=${pageSize}&cursor=${next}>; rel="next"` } : {}),
    };
  };
}

/**
 * An in-memory Transport (the client's own seam): routes are "METHOD /api/path" → handler; a route may name
 * query parameters a call must have (findHandler). Unknown routes answer 404. Every call is recorded for assertions.
 */
export function createTestTransport(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const transport: Transport = async (request: TransportRequest) => {
    const call: RecordedCall = {
      method: request.method,
      path: request.path,
      body:
        request.body === undefined
          ? undefined
          : request.headers["Content-Type"] === "application/json"
            ? JSON.parse(request.body)
            : request.body,
      ...(request.onUploadProgress ? { onUploadProgress: request.onUploadProgress } : {}),
    };
    calls.push(call);
    const handler = findHandler(routes, request.method, request.path);
    const reply: Reply = handler ? await handler(call) : { status: 404, body: { message: "Not found" } };
    const status = reply.status ?? 200;
    return {
      status,
      statusText: status === 200 ? "OK" : "Error",
      body: reply.body === undefined ? "" : JSON.stringify(reply.body),
      ...(reply.link ? { link: reply.link } : {}),
    };
  };
  return { transport, calls };
}

export const webPlatform: AdminPlatform = {
  kind: "web",
  loginMode: "cookie",
  openExternal: () => undefined,
  storeHomeUrl: "/",
};

/** The signed-in status route, to spread into a test's routes. */
export const signedIn: Record<string, Handler> = {
  "GET /api/admin/status": () => ({ body: { isAdmin: true } }),
  // The server's settings (the site's time zone: the scheduler and the publish panel wait for it).
  "GET /api/config": () => ({ body: { rakutenPublisherId: "1234567", timeZone: "UTC" } }),
};

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders the admin as the site mounts it: at /admin/* inside a router, with a fresh QueryClient. */
export function renderAdmin({
  routes,
  path = "/admin",
  platform = webPlatform,
}: {
  routes: Record<string, Handler>;
  path?: string;
  platform?: AdminPlatform;
}) {
  const { transport, calls } = createTestTransport(routes);
  const api = createApiClient(transport);
  const queryClient = createQueryClient();
  const result = render(
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp platform={platform} />} />
            <Route path="*" element={<p>public page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { ...result, calls, queryClient };
}

/** Calls of one method and path: with a query string, exactly that; without one, whatever their query. */
export const callsTo = (calls: RecordedCall[], method: HttpMethod, path: string) =>
  calls.filter((c) => c.method === method && (path.includes("?") ? c.path === path : c.path.split("?")[0] === path));

/** The toast (Radix Toast root) whose title is `title`. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const titleEl = await screen.findByText(title, { selector: "[data-slot=toast-title]" });
  const toast = titleEl.closest<HTMLElement>("[data-slot=toast]");
  if (!toast) throw new Error("toast title outside a toast");
  return toast;
}

/** userEvent without per-keystroke timers (forms here have long inputs). */
export const setupUser = () => userEvent.setup({ delay: null });

/** Replace a field's value the way a person pasting would (one input event, not one per character). */
export async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Generous per-test time: these tests drive whole screens on a shared 2-core machine. */
export const SCREEN_TEST = { timeout: 30_000 } as const;
