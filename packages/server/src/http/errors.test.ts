import { describe, expect, it } from "vitest";
import { describeError } from "./errors";

describe("describeError", () => {
  it("names what a wrapper wraps: a page render's first failure, and how many more there were", () => {
    const line = describeError(
      new AggregateError([new Error("Cannot find module './not-found-page.js'"), new Error("second")], "rendering /x failed"),
    );
    expect(line).toMatch(
      /^AggregateError: rendering \/x failed \| at .* \| caused by \(and 1 more\): Error: Cannot find module '\.\/not-found-page\.js' \| at /,
    );
  });

  it("names a failed fetch's cause with its code, one level down only", () => {
    const socket = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1", { cause: new Error("deeper") }), { code: "ECONNREFUSED" });
    const line = describeError(new TypeError("fetch failed", { cause: socket }));
    expect(line).toMatch(/^TypeError: fetch failed \| .* \| caused by: Error ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:1 \| at /);
    expect(line).not.toContain("deeper");
  });

  it("keeps a plain error and a thrown non-error to their own line", () => {
    expect(describeError(new Error("boom"))).toMatch(/^Error: boom \| at /);
    expect(describeError("a string\nwith lines")).toBe("a string");
  });
});
