import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RENDERER_CSP, RENDERER_CSP_META } from "./csp";

describe("renderer CSP", () => {
  it("index.html's meta tag is the policy the main process sends (without frame-ancestors)", async () => {
    const html = await readFile(resolve(import.meta.dirname, "../renderer/index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(RENDERER_CSP_META);
    expect(RENDERER_CSP).toBe(`${RENDERER_CSP_META}; frame-ancestors 'none'`);
  });

  it("is strict: own files only, no plugins, no base or frame tricks", () => {
    const directives = Object.fromEntries(RENDERER_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self'",
      "connect-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'none'",
      "frame-ancestors": "'none'",
    });
  });
});
