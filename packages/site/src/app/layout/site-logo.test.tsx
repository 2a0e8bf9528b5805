import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import logoFile from "../../../public/logo.svg?raw";
import { SiteLogo } from "./site-logo";

/** The drawing's parts: every path, the frame and the wordmark's words, in order. */
const parts = (svg: string) => [...svg.matchAll(/ d="([^"]+)"| rx="([^"]+)"|>([A-Z]+)\s*</g)].map((match) => match.slice(1).join(""));

describe("SiteLogo", () => {
  it("draws what public/logo.svg draws (the admin's shell shows the file), so the two cannot drift apart", () => {
    const file = logoFile;
    const inline = renderToStaticMarkup(<SiteLogo />);
    expect(parts(file).length).toBeGreaterThan(8);
    expect(parts(inline)).toEqual(parts(file));
  });
});
