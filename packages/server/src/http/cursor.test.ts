import { describe, expect, it } from "vitest";
import { engines, useTestContext } from "../test/test-app";
import { encodeCursor } from "./paging";

describe.each(engines)("a forged admin cursor on %s", (engine) => {
  const t = useTestContext(engine);

  it("is a 400 naming the cursor when its key holds a NUL, on every list keyed by text", async () => {
    for (const [path, key] of [
      ["/api/admin/resources", ["resources", "a\u0000b", 1]],
      ["/api/admin/stores", ["stores", "a\u0000b", 1]],
      ["/api/admin/links", ["links", 0, "product", "a\u0000b", 1]],
      ["/api/admin/products?sort=title&dir=asc", ["products:title:asc", "a\u0000b", 1]],
    ] as const) {
      const res = await t.request("GET", `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeCursor(key)}`, { cookie: t.cookie });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toMatch(/^cursor: /);
    }
    expect(t.log.errors).toEqual([]);
  });
});
