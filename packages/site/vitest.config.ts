import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "site",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // What a test stubs with vi.stubGlobal (matchMedia, requestIdleCallback, IntersectionObserver) is undone before the next.
    unstubGlobals: true,
    // A whole test may take long on a loaded machine (rendering, user-event's typing); a verdict never hangs on the
    // clock: find* queries and waitFor still fail when the UI never gets there (test/setup.ts).
    testTimeout: 60_000,
  },
});
