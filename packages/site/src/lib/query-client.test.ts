import { ApiError, fetchTransport, requestJson } from "@app/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, MAX_BUSY_RETRIES } from "./query-client";

/** A fetch answering from a list, in order (the last one again once the list runs out), counting its calls. */
function answering(...responses: Array<() => Response>) {
  const fetch = vi.fn(async () => (responses.length > 1 ? responses.shift() : responses[0])?.() ?? new Response(null, { status: 500 }));
  return fetch;
}

const busy = () =>
  new Response(JSON.stringify({ message: "The server is busy. Try again in a moment." }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": "1" },
  });
const ok = () => new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { "content-type": "application/json" } });

describe("the query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A GET through the site's own transport, as a page's query makes it; resolves with its outcome. */
  const load = (fetch: typeof globalThis.fetch) => {
    const client = createQueryClient();
    const settled = client
      .fetchQuery({ queryKey: ["/api/stores"], queryFn: () => requestJson(fetchTransport("", fetch), "GET", "/api/stores") })
      .then(
        (data) => ({ data, error: null }),
        (error: unknown) => ({ data: null, error }),
      );
    return settled;
  };

  it("retries a read answered 503 with Retry-After, after the seconds it names", async () => {
    const fetch = answering(busy, busy, ok);
    const outcome = load(fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ data: [{ id: 1 }], error: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it(`gives up after ${MAX_BUSY_RETRIES} retries, with the 503 as the error`, async () => {
    const fetch = answering(busy);
    const outcome = load(fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_BUSY_RETRIES);
  });

  it.each([
    ["a 503 without Retry-After (a dependency not configured)", () => new Response('{"message":"No OpenAI key"}', { status: 503 })],
    ["a 500", () => new Response('{"message":"Internal server error"}', { status: 500 })],
    ["a 404", () => new Response('{"message":"Not found"}', { status: 404 })],
    ["a 429 with Retry-After", () => new Response('{"message":"Too many"}', { status: 429, headers: { "retry-after": "1" } })],
  ])("does not retry %s", async (_name, response) => {
    const fetch = answering(response, ok);
    const outcome = load(fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await outcome).error).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never retries a write, even one answered 503 with Retry-After", async () => {
    const fetch = answering(busy, ok);
    const client = createQueryClient();
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => requestJson(fetchTransport("", fetch), "POST", "/api/tweets", { content: "x" }) })
      .execute(undefined)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await write).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
