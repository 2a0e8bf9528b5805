import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger } from "./app-deps";

describe("consoleLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes an error as one bounded line, whatever the error carries", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const path = `//api:${"x".repeat(12 * 1024)}`;
    const thrown = Object.assign(new TypeError(`Invalid URL: ${path}\nmore`), { input: path });
    consoleLogger.error("rendering failed", thrown);
    expect(error).toHaveBeenCalledTimes(1);
    const [line, ...rest] = error.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(typeof line).toBe("string");
    expect(line as string).toMatch(/^rendering failed: TypeError: Invalid URL: \/\/api:x+…/);
    expect(line as string).not.toContain("\n");
    expect((line as string).length).toBeLessThan(1000);
  });
});
