import { describe, expect, it } from "vitest";
import { ApiError, fetchTransport, requestJson, retryAfterSeconds } from "./transport";

describe("Retry-After", () => {
  it("reads delta-seconds and HTTP dates; anything else names no wait", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterSeconds("1", now)).toBe(1);
    expect(retryAfterSeconds(" 120 ", now)).toBe(120);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 12:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });

  it("travels from the answer's header to the ApiError a call throws", async () => {
    const busy = async () => new Response('{"message":"busy"}', { status: 503, headers: { "Retry-After": "1" } });
    const error = await requestJson(fetchTransport("", busy), "GET", "/api/stores").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, serverMessage: "busy", retryAfterSeconds: 1, message: '503: {"message":"busy"}' });
    const plain = async () => new Response("nope", { status: 500 });
    expect(await requestJson(fetchTransport("", plain), "GET", "/api/stores").catch((e: unknown) => e)).toMatchObject({
      retryAfterSeconds: undefined,
    });
  });
});
