import { RESOURCE_CATEGORIES, RESOURCES } from "@app/core/content";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ResourcesPage from "../../pages/resources-page";
import { jsonResponse, renderWithApi } from "../../test/render-with-api";

/** /resources over an API that lists the SPEC's 37 listings (as seeded). */
async function renderPage(listings: unknown[] = RESOURCES.map((r, i) => ({ ...r, id: i + 1 }))) {
  renderWithApi(<ResourcesPage />, (url) =>
    url === "/api/resources" ? jsonResponse(listings) : jsonResponse({ rakutenPublisherId: "1", amazonAssociateTag: null }),
  );
  if (listings.length > 0) await screen.findAllByRole("link", { name: /Visit Store/ });
}
import { avatarHue, InitialsAvatar, initialsOf } from "./initials-avatar";

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

describe("initials avatar", () => {
  it("takes two initials from two words and two letters from one word", () => {
    expect(initialsOf("Flight Club")).toBe("FC");
    expect(initialsOf("END. Clothing")).toBe("EC");
    expect(initialsOf("nike")).toBe("NI");
    expect(initialsOf("  ")).toBe("?");
  });

  it("gives the same name the same colour and different names different colours", () => {
    expect(avatarHue("StockX")).toBe(avatarHue("StockX"));
    expect(new Set(["Nike", "Jordan", "adidas", "StockX", "GOAT"].map(avatarHue)).size).toBeGreaterThan(1);
    render(<InitialsAvatar name="GOAT" />);
    expect(screen.getByRole("img", { name: "GOAT logo" }).style.backgroundColor).not.toBe("");
  });
});
