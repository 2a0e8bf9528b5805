import { describe, expect, it } from "vitest";
import { siteDevUrlArg, startMessage } from "./start-message";

describe("start message", () => {
  it("points at the site's dev server under pnpm dev, not at the API port that has no built site", () => {
    const lines = startMessage(3000, "http://localhost:3000", siteDevUrlArg(["node", "main.ts", "--site-dev-url=http://localhost:5173/"]));
    expect(lines[0]).toBe("API listening on http://localhost:3000/api");
    expect(lines[1]).toContain("http://localhost:5173 ");
    expect(lines.join("\n")).not.toMatch(/localhost:3000(?!\/api)/);
  });

  it("names the server's own URL when it serves the built site", () => {
    expect(startMessage(8080, "https://kicks.example", siteDevUrlArg(["node", "main.js"]))).toEqual([
      "Server listening on http://localhost:8080 (public URL https://kicks.example)",
    ]);
  });
});
