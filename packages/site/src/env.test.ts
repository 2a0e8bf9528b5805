import { DEFAULT_RAKUTEN_PUBLISHER_ID } from "@app/core";
import { describe, expect, it } from "vitest";
import { env } from "./env";

describe("site env", () => {
  it("defaults the Rakuten publisher id to core's documented placeholder", () => {
    expect(env.VITE_RAKUTEN_PUBLISHER_ID).toBe(DEFAULT_RAKUTEN_PUBLISHER_ID);
  });
});
