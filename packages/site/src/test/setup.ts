import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { conflictingClasses } from "./class-conflicts";

// The shared 2-core machine is slow, and slower still under load (rendering 60 cards took over 4 s at a load of 12): give
// find* queries and waitFor time. A verdict never depends on the machine's speed: a UI that never gets there still fails.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no scrolling; the layout scrolls to the top on navigation.
window.scrollTo = () => {};
// Nor layout for ranges: the post editor (ProseMirror) measures one to scroll an inserted block into view.
const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
Range.prototype.getClientRects ??= () => noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);

// A console.error during a test (React warnings, act() issues, failed prop types) fails that test.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

/**
 * Classes are joined, never merged (lib/class-names): an element whose classes set one property twice for the same
 * variant (a caller's `gap-3` beside a component's `gap-4`) fails the test that rendered it.
 */
function conflictingClassLists(): string[] {
  const conflicts = new Set<string>();
  for (const element of document.querySelectorAll("[class]")) {
    const classes = element.getAttribute("class") ?? "";
    const lost = conflictingClasses(classes);
    if (lost.length > 0) conflicts.add(`<${element.tagName.toLowerCase()} class="${classes}"> sets twice: ${lost.join(" ")}`);
  }
  return [...conflicts];
}

afterEach(() => {
  const conflicts = conflictingClassLists();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = "";
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${text}`);
  }
  if (conflicts.length > 0) throw new Error(`classes that set one property twice (lib/class-names):\n${conflicts.join("\n")}`);
});
