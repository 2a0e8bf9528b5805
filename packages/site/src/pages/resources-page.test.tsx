import { RESOURCE_CATEGORIES, RESOURCES } from "@app/core/content";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { initialsOf } from "../features/resources/initials-avatar";
import ResourcesPage from "./resources-page";
import { jsonResponse, renderWithApi } from "../test/render-with-api";

/** /resources over an API that lists the SPEC's 37 listings (as seeded). */
async function renderPage(listings: unknown[] = RESOURCES.map((r, i) => ({ ...r, id: i + 1 }))) {
  renderWithApi(<ResourcesPage />, (url) =>
    url === "/api/resources" ? jsonResponse(listings) : jsonResponse({ rakutenPublisherId: "1", amazonAssociateTag: null }),
  );
  if (listings.length > 0) await screen.findAllByRole("link", { name: /Visit Store/ });
}

describe("ResourcesPage", () => {
  it("lists every resource under the category headings in the spec's order", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Sneaker Resources" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([...RESOURCE_CATEGORIES]);
    expect(screen.getAllByRole("link", { name: /Visit Store/ })).toHaveLength(37);
  });

  it("opens 'Visit Store' in a new tab as a sponsored link", async () => {
    await renderPage();
    const first = RESOURCES[0]!;
    const card = within(screen.getByRole("heading", { level: 3, name: first.name }).closest("article") as HTMLElement);
    const link = card.getByRole("link", { name: /Visit Store/ });
    expect(link).toHaveAttribute("href", first.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
  });

  it("shows the loading state, then an empty directory as 'No listings yet'", async () => {
    await renderPage([]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading resources...");
    expect(await screen.findByText("No listings yet")).toBeInTheDocument();
  });

  it("replaces a logo that fails to load with an initials avatar", async () => {
    await renderPage();
    const first = RESOURCES[0]!;
    const card = within(screen.getByRole("heading", { level: 3, name: first.name }).closest("article") as HTMLElement);
    const logo = card.getByRole("img", { name: `${first.name} logo` });
    expect(logo.tagName).toBe("IMG");
    expect(logo).toHaveAttribute("loading", "lazy");
    fireEvent.error(logo);
    const avatar = card.getByRole("img", { name: `${first.name} logo` });
    expect(avatar.tagName).toBe("SPAN");
    expect(avatar).toHaveTextContent(initialsOf(first.name));
  });
});
