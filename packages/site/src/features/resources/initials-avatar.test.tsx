import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { avatarHue, InitialsAvatar, initialsOf } from "./initials-avatar";

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
