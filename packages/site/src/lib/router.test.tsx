import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from "./router";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

function Param({ name }: { name: string }) {
  return <p>{`${name}=${useParams()[name] ?? "-"}`}</p>;
}

const Layout = () => (
  <div>
    <p>layout</p>
    <Outlet />
  </div>
);

/** A table shaped like the site's: admin splat with its own routes, a layout route, index, params, catch-all. */
function Table() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Routes>
            <Route path="*" element={<p>admin missing</p>} />
            <Route path="posts/:id" element={<Param name="id" />} />
            <Route path="posts/new" element={<p>new post</p>} />
            <Route index element={<p>admin home</p>} />
          </Routes>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<p>home</p>} />
        <Route path="/blog/:slug" element={<Param name="slug" />} />
        <Route path="/stores" element={<p>stores</p>} />
        <Route path="*" element={<p>not found</p>} />
      </Route>
    </Routes>
  );
}

const at = (path: string, children = <Table />) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>,
  );

describe("router", () => {
  it.each([
    ["/", ["layout", "home"]],
    ["/stores", ["layout", "stores"]],
    ["/STORES/", ["layout", "stores"]],
    ["/blog/how%20to", ["layout", "slug=how to"]],
    ["/nowhere", ["layout", "not found"]],
    ["/admin", ["admin home"]],
    ["/admin/posts/new", ["new post"]],
    ["/admin/posts/42", ["id=42"]],
    ["/admin/whatever/else", ["admin missing"]],
  ])("shows the most specific route for %s, case-insensitively and ignoring a trailing slash", (path, texts) => {
    at(path);
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    if (!texts.includes("layout")) expect(screen.queryByText("layout")).toBeNull();
  });

  it("follows a link in the app, and leaves a modified click or a new-tab link to the browser", () => {
    at(
      "/",
      <>
        <Link to="/stores?q=kith#list">stores</Link>
        <Link to="/stores" target="_blank">
          new tab
        </Link>
      </>,
    );
    const newTab = screen.getByRole("link", { name: "new tab" });
    expect(newTab).toHaveAttribute("href", "/stores");
    // Stands in for the browser opening the tab (after the router's handler has had its look).
    const browserNavigation = (event: Event) => event.preventDefault();
    document.addEventListener("click", browserNavigation);
    fireEvent.click(newTab);
    fireEvent.click(screen.getByRole("link", { name: "stores" }), { ctrlKey: true });
    document.removeEventListener("click", browserNavigation);
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
    fireEvent.click(screen.getByRole("link", { name: "stores" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/stores?q=kith#list");
  });

  it("marks the link to the page on show, the root and `end` links only on their own path", () => {
    at(
      "/admin/posts/3",
      <>
        <NavLink to="/">root</NavLink>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? "on" : "off")}>
          products
        </NavLink>
        <NavLink to="/admin/posts" className={({ isActive }) => (isActive ? "on" : "off")}>
          posts
        </NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "root" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "products" })).toHaveClass("off");
    expect(screen.getByRole("link", { name: "posts" })).toHaveClass("on");
    expect(screen.getByRole("link", { name: "posts" })).toHaveAttribute("aria-current", "page");
  });

  it("navigates, replaces, goes back, and sets the query", () => {
    function Controls() {
      const navigate = useNavigate();
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>{`tab=${params.get("tab") ?? "-"}`}</p>
          <button onClick={() => navigate("/blog/a")}>push</button>
          <button onClick={() => navigate("/blog/b", { replace: true })}>replace</button>
          <button onClick={() => navigate(-1)}>back</button>
          <button onClick={() => setParams({ tab: "tweets" }, { replace: true })}>tab</button>
        </>
      );
    }
    at("/stores", <Controls />);
    const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
    press("push");
    press("replace");
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/blog\/b$/);
    press("back");
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/stores$/);
    press("tab");
    expect(screen.getByText("tab=tweets")).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/stores?tab=tweets");
  });

  it("redirects from the first screen with <Navigate>", () => {
    at(
      "/old",
      <Routes>
        <Route path="/new" element={<p>new place</p>} />
        <Route path="*" element={<Navigate to="/new" replace />} />
      </Routes>,
    );
    expect(screen.getByText("new place")).toBeInTheDocument();
  });

  it("keeps each browser history entry's position in its state, and puts a hash router's paths in the hash", () => {
    window.history.replaceState(null, "", "/start");
    const { unmount } = render(
      <BrowserRouter>
        <Link to="/next">next</Link>
      </BrowserRouter>,
    );
    expect(window.history.state).toMatchObject({ idx: 0 });
    fireEvent.click(screen.getByRole("link", { name: "next" }));
    expect(window.location.pathname).toBe("/next");
    expect(window.history.state).toMatchObject({ idx: 1 });
    unmount();

    window.history.replaceState(null, "", "/index.html#/admin");
    render(
      <HashRouter>
        <Link to="/settings">settings</Link>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/admin$/);
    expect(screen.getByRole("link", { name: "settings" })).toHaveAttribute("href", "#/settings");
    fireEvent.click(screen.getByRole("link", { name: "settings" }));
    expect(window.location.hash).toBe("#/settings");
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/settings$/);
  });
});
