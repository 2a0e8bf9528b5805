import http from "node:http";
import type { AddressInfo } from "node:net";
import { generatedPostSchema } from "@app/core";
import { Hono, type MiddlewareHandler } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiProblem } from "../http/errors";
import { FAKE_POST, type FakeOpenAI, HUGE_BYTES, startFakeOpenAI } from "../test/fake-openai";
import { createGenerateRoutes } from "./generate.routes";
import { DEFAULT_GENERATE_TIMEOUT_MS, type GenerateDeps, parseGeneratedPost, TOO_LARGE_MESSAGE } from "./generate.service";

const MODEL = "gpt-test-mini";

/** The admin check, let through: these tests are about the route (app.test.ts checks the session). */
const letThrough: MiddlewareHandler = (_c, next) => next();

/** The router mounted the way the app mounts it, with the JSON error shape. */
function mount(deps: GenerateDeps) {
  const app = new Hono().route("/api", createGenerateRoutes(deps, letThrough));
  app.onError((error, c) =>
    error instanceof ApiProblem ? c.json(error.body(), error.status) : c.json({ message: "Internal error" }, 500),
  );
  return app;
}

const validRequest = {
  topic: "How to clean white sneakers",
  contentType: "how-to",
  keywords: ["clean white sneakers", " sneaker care "],
  targetWordCount: 1200,
  includeProductLinks: true,
};

async function generate(deps: GenerateDeps, body: unknown = validRequest) {
  const res = await mount(deps).request("/api/blog/generate", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

let ai: FakeOpenAI;
let deps: GenerateDeps;

beforeAll(async () => {
  ai = await startFakeOpenAI();
  deps = { apiKey: ai.apiKey, baseURL: ai.url, model: MODEL, timeoutMs: 5000 };
});
afterAll(async () => {
  await ai.close();
});
beforeEach(() => {
  ai.setMode("ok");
  ai.requests.length = 0;
});

describe("POST /api/blog/generate", () => {
  it("answers the generated post with sanitized content, after sending model, auth and prompt", async () => {
    const { status, json } = await generate(deps);
    expect(status).toBe(200);
    const post = generatedPostSchema.parse(json);
    expect(post).toMatchObject({
      title: FAKE_POST.title,
      slug: "how-to-clean-white-sneakers",
      excerpt: FAKE_POST.excerpt,
      heroImageQuery: "white sneakers cleaning",
      metaTitle: FAKE_POST.metaTitle,
      metaDescription: FAKE_POST.metaDescription,
      keywords: FAKE_POST.keywords,
    });
    expect(post.content).toContain("<h2>What You Need</h2>");
    expect(post.content).toContain('<a href="/products">clear display case</a>');
    expect(post.content).toContain("<p>Remove the laces and knock off loose dirt.</p>");
    expect(post.content).not.toMatch(/<script|alert\(|onclick|steal\(\)/i);

    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(request?.body?.model).toBe(MODEL);
    expect(request?.body?.response_format).toEqual({ type: "json_object" });
    const [system, user] = request?.body?.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toMatch(/sneaker-culture editor/i);
    expect(system?.content).toContain("Kicks Directory");
    // Every key the model writes (`removed` is the server's own account of what it took out).
    for (const key of Object.keys(generatedPostSchema.shape).filter((k) => k !== "removed")) expect(system?.content).toContain(`"${key}"`);
    expect(user?.role).toBe("user");
    expect(user?.content).toContain("Topic: How to clean white sneakers");
    expect(user?.content).toContain("Keywords: clean white sneakers, sneaker care");
    expect(user?.content).toContain("about 1200 words");
    expect(user?.content).toContain("how-to");
    expect(user?.content).toContain('href="/products"');
  });

  it("shapes the prompt by content type and leaves product links out when not asked", async () => {
    await generate(deps, { ...validRequest, contentType: "listicle", includeProductLinks: false });
    const user = ai.requests[0]?.body?.messages?.[1]?.content ?? "";
    expect(user).toContain("Content type: listicle");
    expect(user).toMatch(/numbered items/);
    expect(user).not.toContain('href="/products"');
  });

  it("reads a ```json fenced reply, slugifies a title-like slug and fills metaTitle from the title", async () => {
    ai.setMode("fenced");
    const { status, json } = await generate(deps);
    expect(status).toBe(200);
    expect(json).toMatchObject({ slug: "how-to-clean-white-sneakers", metaTitle: FAKE_POST.title, title: FAKE_POST.title });
  });

  it.each([
    ["junk", "not JSON"],
    ["bad-schema", "JSON without the post's keys"],
  ] as const)("answers 502 for %s (%s)", async (mode, _why) => {
    ai.setMode(mode);
    const { status, json } = await generate(deps);
    expect(status).toBe(502);
    expect(json).toEqual({ message: "The AI service returned an unusable answer" });
  });

  it("answers 502 with a short reason when the AI service fails, without leaking the key", async () => {
    ai.setMode("error-500");
    const { status, json, text } = await generate(deps);
    expect(status).toBe(502);
    expect(json).toEqual({ message: "The AI service failed: server error (500)" });
    expect(text).not.toContain(ai.apiKey);
    expect(ai.requests).toHaveLength(1); // no retries
  });

  it("answers 502 when the key is refused or the server is unreachable", async () => {
    const refused = await generate({ ...deps, apiKey: "sk-wrong-secret" });
    expect(refused.status).toBe(502);
    expect(refused.json).toEqual({ message: "The AI service failed: the API key was refused (401)" });
    expect(refused.text).not.toContain("sk-wrong-secret");

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await generate({ ...deps, baseURL: `http://127.0.0.1:${port}/v1` });
    expect(unreachable.status).toBe(502);
    expect(unreachable.json).toEqual({ message: "The AI service failed: could not connect" });
  });

  it("answers 504 at the deadline it is given when the AI service does not answer in time", async () => {
    ai.setMode("slow"); // never answers: any answer is a deadline's
    const started = Date.now();
    const { status, json } = await generate({ ...deps, timeoutMs: 300 });
    expect(status).toBe(504);
    expect(json).toEqual({ message: "The AI service did not answer in time" });
    // The given 300 ms ended it, not the default 90 s: a bound no busy machine comes near.
    expect(Date.now() - started).toBeLessThan(DEFAULT_GENERATE_TIMEOUT_MS / 3);
  });

  it("stops reading an answer over the cap as it arrives, and answers 502 naming the cause", async () => {
    ai.setMode("huge");
    const { status, json } = await generate(deps);
    expect(status).toBe(502);
    expect(json).toEqual({ message: TOO_LARGE_MESSAGE });
    // The rest was never taken: the service could send no more than the cap and what the connection holds.
    expect(ai.hugeBytesSent()).toBeLessThan(HUGE_BYTES / 2);
  });

  it("waits for a slow but timely answer", async () => {
    ai.setMode("slow", { delayMs: 150 });
    const { status } = await generate({ ...deps, timeoutMs: 3000 });
    expect(status).toBe(200);
  });

  it("answers 503 without an API key, and calls nothing", async () => {
    const { status, json } = await generate({ model: MODEL, baseURL: ai.url });
    expect(status).toBe(503);
    expect(json).toEqual({ message: "AI writing is not set up on this site yet. Ask whoever runs the site to connect an AI service." });
    expect(ai.requests).toHaveLength(0);
  });

  it("says whether generation is configured", async () => {
    const status = async (d: GenerateDeps) => (await mount(d).request("/api/blog/generate/status")).json();
    expect(await status(deps)).toEqual({ configured: true });
    expect(await status({ model: MODEL, baseURL: ai.url })).toEqual({ configured: false });
  });

  it.each([
    ["an empty topic", { topic: "  " }, "topic"],
    ["no keywords", { keywords: [] }, "Please enter at least one keyword"],
    ["only blank keywords", { keywords: [" ", ""] }, "Please enter at least one keyword"],
    ["a word count below 500", { targetWordCount: 400 }, "targetWordCount"],
    ["a word count above 3000", { targetWordCount: 3100 }, "targetWordCount"],
    ["an unknown content type", { contentType: "essay" }, "contentType"],
  ])("answers 400 for %s without calling the AI service", async (_name, patch, message) => {
    const { status, json } = await generate(deps, { ...validRequest, ...patch });
    expect(status).toBe(400);
    expect(String(json.message)).toContain(message);
    expect(ai.requests).toHaveLength(0);
  });
});

describe("parseGeneratedPost", () => {
  const input = { keywords: ["sneaker storage"] };

  it("takes the request's keywords when the model sent none, and the excerpt as meta description", () => {
    const post = parseGeneratedPost(JSON.stringify({ title: "Best Sneaker Boxes", content: "<p>Boxes.</p>", excerpt: "Short." }), input);
    expect(post).toEqual({
      title: "Best Sneaker Boxes",
      slug: "best-sneaker-boxes",
      excerpt: "Short.",
      content: "<p>Boxes.</p>",
      heroImageQuery: "",
      metaTitle: "Best Sneaker Boxes",
      metaDescription: "Short.",
      keywords: ["sneaker storage"],
      removed: [],
    });
  });

  it("finds the object inside prose and keeps the last segment of a path-like slug", () => {
    const reply = `Here you go:\n{"title":"T","slug":"/blog/Sneaker Care 101/","content":"<p>x</p>","keywords":"a, b"}\nEnjoy!`;
    expect(parseGeneratedPost(reply, input)).toMatchObject({ slug: "sneaker-care-101", keywords: ["a", "b"] });
  });

  it.each([
    ["an empty reply", ""],
    ["null", null],
    ["an array", "[1,2]"],
    ["no title", JSON.stringify({ content: "<p>x</p>" })],
    ["content that sanitizes to nothing", JSON.stringify({ title: "T", content: "<script>alert(1)</script>" })],
    ["an over-long title", JSON.stringify({ title: "t".repeat(201), content: "<p>x</p>" })],
  ])("refuses %s with 502", (_name, reply) => {
    expect(() => parseGeneratedPost(reply, input)).toThrowError(
      expect.objectContaining({ status: 502, message: "The AI service returned an unusable answer" }),
    );
  });
});
