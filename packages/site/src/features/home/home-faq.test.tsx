import { HOME_FAQ } from "@app/core/content";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HomeFaq } from "./home-faq";

describe("home FAQ", () => {
  it("lists the four questions, closed, and opens an answer on click", async () => {
    expect(HOME_FAQ).toHaveLength(4);
    render(<HomeFaq items={HOME_FAQ} />);
    const groups = screen.getAllByRole("group");
    expect(groups).toHaveLength(4);
    for (const group of groups) expect(group).not.toHaveAttribute("open");

    await userEvent.click(screen.getByText(HOME_FAQ[1]!.question));
    expect(groups[1]).toHaveAttribute("open");
    expect(screen.getByText(HOME_FAQ[1]!.answer)).toBeVisible();
  });
});
