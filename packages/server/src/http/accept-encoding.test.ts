import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./accept-encoding";

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br", true],
    ["gzip, deflate, br, zstd", "gzip", true],
    ["gzip, deflate", "br", false],
    ["BR;q=0.5, gzip", "br", true],
    ["br;q=0, gzip", "br", false],
    ["br; q=0.000", "br", false],
    ["*", "br", true],
    ["*;q=0, gzip", "br", false],
    ["br;q=0, *", "br", false],
    ["", "gzip", false],
    [undefined, "gzip", false],
  ])("%j accepts %s: %s", (header, encoding, accepted) => {
    expect(acceptsEncoding(header, encoding)).toBe(accepted);
  });
});
