import { TIMELINE_EVENTS } from "@app/core/content";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import TimelinePage from "./timeline-page";

describe("TimelinePage", () => {
  it("shows the 14 events alternating sides, with images, credits and the Browse Products link", () => {
    render(
      <MemoryRouter>
        <TimelinePage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(14);
    expect(within(items[0]!).getByText("2001", { selector: "time" })).toBeInTheDocument();
    expect(within(items[13]!).getByText("2025", { selector: "time" })).toBeInTheDocument();
    // Each event is a row of its own, its picture and its text on alternating sides (timeline-list.tsx).
    expect(items[0]!.querySelector("figure")).not.toHaveClass("md:order-2");
    expect(items[1]!.querySelector("figure")).toHaveClass("md:order-2");
    // The year once per event.
    expect(within(items[0]!).getAllByText("2001")).toHaveLength(1);

    const first = TIMELINE_EVENTS[0]!;
    expect(within(items[0]!).getByText(`Photo: ${first.imageCredit} via ${first.imageSource}`)).toBeInTheDocument();
    const image = within(items[2]!).getByRole("img");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.getAttribute("srcset")).toMatch(/-480\.webp 480w, .*\.webp 960w$/);
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");

    expect(screen.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/");
  });
});
