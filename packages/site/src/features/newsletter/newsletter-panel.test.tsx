import { WINNER_SLIDES } from "@app/core/content";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterWidget } from "./newsletter-panel";
import { useNewsletterHash } from "./use-newsletter-panel";
import { NewsletterPanelProvider } from "./newsletter-state";

function Page() {
  useNewsletterHash();
  return <NewsletterWidget />;
}

// The panel chunk is loaded eagerly here (React's lazy loading is exercised by the browser tests), so the
// timings below are the widget's own.
vi.mock("./newsletter-panel-loader", async () => {
  const panel = await import("./newsletter-signup-panel");
  return { LazyNewsletterSignupPanel: panel.default, preloadNewsletterPanel: () => {} };
});

const renderWidget = () =>
  render(
    <NewsletterPanelProvider>
      <Page />
    </NewsletterPanelProvider>,
  );

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  window.history.replaceState(null, "", "/");
});

describe("newsletter panel", () => {
  it("opens 150 ms after the toggle is clicked and closes at once", () => {
    renderWidget();
    const toggle = screen.getByRole("button", { name: "Win Free Kicks" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(toggle);
    advance(149);
    expect(screen.queryByText("No spam, ever")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText("No spam, ever")).toBeInTheDocument();
    expect(screen.getByText("Unsubscribe anytime")).toBeInTheDocument();
    expect(screen.getByText("1 email per week")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Hide Signup" }));
    expect(screen.queryByText("No spam, ever")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Win Free Kicks" })).toHaveAttribute("aria-expanded", "false");
  });

  it("links SUBSCRIBE NOW to the signup page in a new tab", () => {
    renderWidget();
    fireEvent.click(screen.getByRole("button", { name: "Win Free Kicks" }));
    advance(150);
    const link = screen.getByRole("link", { name: /SUBSCRIBE NOW/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("opens 300 ms after load when the URL hash is #newsletter, then removes the hash", () => {
    window.history.replaceState(null, "", "/stores?x=1#newsletter");
    renderWidget();
    advance(299);
    expect(screen.queryByText("No spam, ever")).not.toBeInTheDocument();
    expect(window.location.hash).toBe("#newsletter");
    advance(1);
    expect(screen.getByText("No spam, ever")).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(window.location.pathname + window.location.search).toBe("/stores?x=1");
  });

  it("stays closed without the hash", () => {
    renderWidget();
    advance(1000);
    expect(screen.queryByText("No spam, ever")).not.toBeInTheDocument();
  });

  it("advances the winners carousel every 4 s while visible, and by its controls", () => {
    expect(WINNER_SLIDES.length).toBeGreaterThan(2);
    const [first, second, third] = WINNER_SLIDES;
    renderWidget();
    fireEvent.click(screen.getByRole("button", { name: "Win Free Kicks" }));
    advance(150);
    expect(screen.getByRole("img", { name: first!.caption })).toBeInTheDocument();
    advance(3999);
    expect(screen.getByRole("img", { name: first!.caption })).toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("img", { name: second!.caption })).toBeInTheDocument();
    advance(4000);
    expect(screen.getByRole("img", { name: third!.caption })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Previous winner" }));
    expect(screen.getByRole("img", { name: second!.caption })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: `Show winner 1 of ${WINNER_SLIDES.length}` }));
    expect(screen.getByRole("img", { name: first!.caption })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next winner" }));
    expect(screen.getByRole("img", { name: second!.caption })).toBeInTheDocument();
  });

  it("shows the raffle countdown to the first of next month (UTC-7), ticking each second", () => {
    vi.setSystemTime(new Date("2026-03-31T06:59:49.850Z")); // 150 ms before 23:59:50 on Mar 30 in UTC-7
    renderWidget();
    fireEvent.click(screen.getByRole("button", { name: "Win Free Kicks" }));
    advance(150);
    expect(screen.getByRole("timer")).toHaveAccessibleName("Next draw in 1d 00h 00m 10s");
    advance(1000);
    expect(screen.getByRole("timer")).toHaveAccessibleName("Next draw in 1d 00h 00m 09s");
  });

  it("shows the compact countdown (days and hours) where space is tight", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-height"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.setSystemTime(new Date("2026-03-20T10:00:00Z")); // 03:00 on Mar 20 in UTC-7
    renderWidget();
    fireEvent.click(screen.getByRole("button", { name: "Win Free Kicks" }));
    advance(150);
    expect(screen.getByRole("timer")).toHaveTextContent(/^11d 20h$/);
  });
});
