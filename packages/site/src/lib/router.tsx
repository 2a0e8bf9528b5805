import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";

/**
 * The site's router: the part of React Router's API the site, the admin and the desktop app use (BrowserRouter,
 * HashRouter, MemoryRouter, StaticRouter; Routes, Route, Outlet; Link, NavLink, Navigate; useLocation, useNavigate,
 * useParams, useSearchParams), with the same behaviour, in a fraction of React Router's size on every page's
 * start-up path (issue 9's budget; docs/decisions/0026 has the numbers).
 *
 * As React Router does: paths match case-insensitively and ignore a trailing slash; the most specific route wins
 * (static segments over `:params` over `*`); a route inside another's `*` matches the rest of the path; each
 * history entry's state carries its position (`idx`: admin/shared/unsaved-changes.tsx reads it); a navigation
 * renders as a transition, so a lazy page keeps the current one on screen until its code is in.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where a router's locations come from and go to. */
interface History {
  location: () => Location;
  listen: (listener: () => void) => () => void;
  push: (path: string, state: unknown) => void;
  replace: (path: string, state: unknown) => void;
  go: (delta: number) => void;
  /** The `href` an `<a>` shows for a path. */
  href: (path: string) => string;
}

/** `/a/b?x=1#y` → its parts. */
function parsePath(path: string): Pick<Location, "pathname" | "search" | "hash"> {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf("?");
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || "/",
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : "",
    hash: hash === "#" ? "" : hash,
  };
}

const createPath = ({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) => pathname + search + hash;

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryState(value: unknown): Partial<EntryState> {
  return typeof value === "object" && value !== null ? (value as Partial<EntryState>) : {};
}

/** The browser's history, the path in the URL (`/admin`) or in its hash (`#/admin`, the desktop app's files). */
function windowHistory(mode: "path" | "hash"): History {
  const read = (): Location => {
    const { usr, key } = entryState(window.history.state);
    const parts =
      mode === "path"
        ? { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }
        : parsePath(window.location.hash.slice(1) || "/");
    return { ...parts, state: usr ?? null, key: key ?? "default" };
  };
  let index = entryState(window.history.state).idx;
  if (typeof index !== "number") {
    index = 0;
    window.history.replaceState({ ...entryState(window.history.state), idx: index }, "");
  }
  let current = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  const onPopState = () => {
    const idx = entryState(window.history.state).idx;
    if (typeof idx === "number") index = idx;
    changed();
  };
  const href = (path: string) => (mode === "path" ? path : `#${path}`);
  const write = (method: "pushState" | "replaceState", path: string, state: unknown) => {
    if (method === "pushState") index = (index ?? 0) + 1;
    window.history[method]({ usr: state, key: newKey(), idx: index }, "", href(path));
    changed();
  };
  return {
    location: () => current,
    listen: (listener) => {
      if (listeners.size === 0) window.addEventListener("popstate", onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
      };
    },
    push: (path, state) => write("pushState", path, state),
    replace: (path, state) => write("replaceState", path, state),
    go: (delta) => window.history.go(delta),
    href,
  };
}

/** A history kept in memory (tests): a list of entries and a position in it. */
function memoryHistory(initialEntries: string[], initialIndex = initialEntries.length - 1): History {
  const toLocation = (path: string, state: unknown = null): Location => ({ ...parsePath(path), state, key: newKey() });
  const entries = (initialEntries.length ? initialEntries : ["/"]).map((path) => toLocation(path));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    location: () => entries[index] as Location,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (path, state) => {
      index += 1;
      entries.splice(index, entries.length, toLocation(path, state));
      changed();
    },
    replace: (path, state) => {
      entries[index] = toLocation(path, state);
      changed();
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed();
    },
    href: (path) => path,
  };
}

interface RouterValue {
  location: Location;
  history: History;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error("A router hook or link was used outside a router (BrowserRouter, HashRouter, MemoryRouter, StaticRouter)");
  return router;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A layout effect: it subscribes before any passive effect below runs, so a <Navigate> on the first screen is heard.
  useLayoutEffect(() => history.listen(() => startTransition(() => setLocation(history.location()))), [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => windowHistory("path"));
  return <Router history={history}>{children}</Router>;
}

export function HashRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => windowHistory("hash"));
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries = ["/"],
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

/** The server's router: one location, for one render. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const fixed: Location = { ...parsePath(location), state: null, key: "default" };
    const refuse = () => {
      throw new Error("A page cannot navigate while the server renders it");
    };
    const history: History = {
      location: () => fixed,
      listen: () => () => {},
      push: refuse,
      replace: refuse,
      go: refuse,
      href: (path) => path,
    };
    return { location: fixed, history };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

// --- Routes -----------------------------------------------------------------------------------------------------

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error("<Route> is only ever used as a child of <Routes> or of another <Route>");
}

interface RouteConfig {
  path?: string;
  index: boolean;
  element: ReactNode;
  children: RouteConfig[];
}

function routeConfigs(children: ReactNode): RouteConfig[] {
  const configs: RouteConfig[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      configs.push(...routeConfigs((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) throw new Error("<Routes> takes only <Route> elements as children");
    const props = child.props as RouteProps;
    configs.push({ path: props.path, index: props.index === true, element: props.element, children: routeConfigs(props.children) });
  });
  return configs;
}

/** One way down the route tree to a route that can be shown, with its score (React Router's ranking). */
interface Branch {
  routes: RouteConfig[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function segmentScore(segment: string): number {
  if (segment === "*") return -2;
  if (segment.startsWith(":")) return 3;
  return 10;
}

function branches(configs: RouteConfig[], parents: RouteConfig[] = [], parentSegments: string[] = [], into: Branch[] = []): Branch[] {
  for (const config of configs) {
    const routes = [...parents, config];
    const segments = [...parentSegments, ...segmentsOf(config.path ?? "")];
    if (config.children.length) branches(config.children, routes, segments, into);
    // A layout route without a path shows only through one of its children.
    if (config.path === undefined && !config.index) continue;
    const score = segments.reduce((sum, segment) => sum + segmentScore(segment), segments.length) + (config.index ? 2 : 0);
    into.push({ routes, segments, score, order: into.length });
  }
  return into;
}

interface Match {
  params: Record<string, string>;
  /** The part of the path the branch matched before its `*`. */
  base: string[];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch(branch: Branch, path: string[]): Match | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === "*") {
      params["*"] = path.slice(i).map(decodeSegment).join("/");
      return { params, base: path.slice(0, i) };
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeSegment(part);
    else if (segment.toLowerCase() !== decodeSegment(part).toLowerCase()) return null;
  }
  return branch.segments.length === path.length ? { params, base: path } : null;
}

interface RouteValue {
  outlet: ReactNode;
  params: Record<string, string>;
  /** The path segments matched by the routes above (a nested `<Routes>` matches what is left). */
  base: string[];
}

const RouteContext = createContext<RouteValue>({ outlet: null, params: {}, base: [] });

/** Shows the most specific route that matches the location (below the route it sits in), or nothing. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const parent = use(RouteContext);
  const ranked = useMemo(() => branches(routeConfigs(children)).sort((a, b) => b.score - a.score || a.order - b.order), [children]);
  const path = segmentsOf(location.pathname).slice(parent.base.length);
  for (const branch of ranked) {
    const match = matchBranch(branch, path);
    if (!match) continue;
    const params = { ...parent.params, ...match.params };
    const base = [...parent.base, ...match.base];
    return branch.routes.reduceRight<ReactNode>((outlet, route) => {
      const element = route.element === undefined ? <Outlet /> : route.element;
      return <RouteContext value={{ outlet, params, base }}>{element}</RouteContext>;
    }, null);
  }
  return null;
}

/** Where a layout route shows the child route that matched. */
export function Outlet() {
  return use(RouteContext).outlet;
}

// --- Hooks and links --------------------------------------------------------------------------------------------

export function useLocation(): Location {
  return useRouter().location;
}

export function useParams(): Record<string, string | undefined> {
  return use(RouteContext).params;
}

/** A path as given (`/a`, `?q=1`, `#top`), made absolute: a bare query or hash keeps the current path. */
function resolve(to: string, location: Location): string {
  if (to.startsWith("?")) return location.pathname + to;
  if (to.startsWith("#")) return location.pathname + location.search + to;
  if (!to.startsWith("/")) throw new Error(`Links and navigation take absolute paths: '${to}'`);
  return to;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") return history.go(to);
      const path = resolve(to, location);
      if (options.replace) history.replace(path, options.state ?? null);
      else history.push(path, options.state ?? null);
    },
    [history, location],
  ) as NavigateFunction;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ""}`, options);
    },
    [navigate, location.pathname],
  );
  return [params, setParams];
}

/** Goes to `to` once shown. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as React Router does: a Navigate redirects when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A link the browser follows itself when asked to (a new tab, a download, a modifier key); otherwise the router. */
export function followsInApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self") &&
    !event.currentTarget.hasAttribute("download")
  );
}

export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { history, location } = useRouter();
  const navigate = useNavigate();
  const path = resolve(to, location);
  return (
    <a
      {...rest}
      ref={ref}
      target={target}
      href={history.href(path)}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInApp(event, target)) return;
        event.preventDefault();
        // A link to where the visitor already is replaces the entry rather than adding the same one again.
        navigate(path, { replace: replace ?? createPath(location) === path, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only on the path itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows whether it leads to the page on show (`aria-current="page"`, and its class). */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = parsePath(resolve(rest.to, location)).pathname.toLowerCase().replace(/\/+$/, "");
  const current = location.pathname.toLowerCase().replace(/\/+$/, "");
  // The root is active only on itself (React Router's rule), anything else on itself and, without `end`, below it.
  const isActive = current === target || (!end && target !== "" && current.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
