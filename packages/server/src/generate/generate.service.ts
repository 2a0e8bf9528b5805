import { type GeneratedPost, generatedPostSchema, slugify } from "@app/core";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { sanitizeBlogHtml } from "../blog/sanitize";
import { ApiProblem } from "../http/errors";
import { type CatalogueProduct, groundContent, groundText } from "./grounding";
import { buildMessages, type GenerateInput } from "./prompt";

export interface GenerateDeps {
  /** OPENAI_API_KEY; without it the endpoint answers 503. */
  apiKey?: string;
  /** OPENAI_BASE_URL, for any OpenAI-compatible server; default the OpenAI API. */
  baseURL?: string;
  /** OPENAI_MODEL. */
  model: string;
  /** Deadline for one generation; default 90 s. */
  timeoutMs?: number;
  /** The catalogue products relevant to a request (the site's search: grounding.ts); none when absent. */
  catalogue?: (input: GenerateInput) => Promise<CatalogueProduct[]>;
}

export const DEFAULT_GENERATE_TIMEOUT_MS = 90_000;
/** Read by the admin in a toast: in their words; the operator's setting is named in the README. */
export const NOT_CONFIGURED_MESSAGE = "AI writing is not set up on this site yet. Ask whoever runs the site to connect an AI service.";
export const TIMEOUT_MESSAGE = "The AI service did not answer in time";
export const UNUSABLE_MESSAGE = "The AI service returned an unusable answer";

/**
 * The most of an AI service's answer that is read: a post of the longest target length is some 60 KB of JSON. A
 * larger answer is stopped there, as it arrives (a 50 MB one took the server's memory from 175 MiB to 2.5 GiB and its
 * thread for 30 s; docs/decisions/0052-no-request-buys-a-render.md).
 */
export const MAX_REPLY_BYTES = 1024 * 1024;
export const TOO_LARGE_MESSAGE = "The AI service's answer was over 1 MB, more than any post: it was stopped there";

/** A response's body as text, read as it arrives; over `max` bytes the reading stops (and the connection with it). */
async function readCapped(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new ApiProblem(502, TOO_LARGE_MESSAGE);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The reply's text in a chat completion's JSON, undefined when there is none. */
function completionContent(body: string): string | undefined {
  try {
    const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    return typeof content === "string" ? content : undefined;
  } catch {
    return undefined;
  }
}

const LIMITS = { excerpt: 500, metaTitle: 200, metaDescription: 500, heroImageQuery: 200, keyword: 60, keywords: 30 } as const;

/** The JSON object in a reply: bare, inside a ``` fence, or between the first "{" and the last "}". */
function jsonObjectIn(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(trimmed)?.[1];
  const braced = trimmed.slice(trimmed.indexOf("{"), trimmed.lastIndexOf("}") + 1);
  for (const candidate of [trimmed, fenced, braced]) {
    if (!candidate) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // try the next form
    }
  }
  return null;
}

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");
const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max).trimEnd() : value);

function keywordsFrom(value: unknown, fallback: string[]): string[] {
  const list = Array.isArray(value) ? value.map(text) : typeof value === "string" ? value.split(",").map(text) : [];
  const usable = list.filter((k) => k !== "" && k.length <= LIMITS.keyword);
  return (usable.length > 0 ? usable : fallback).slice(0, LIMITS.keywords);
}

/**
 * Turn the model's reply into a GeneratedPost: parse the JSON (a ```json fence is fine), slugify a
 * title-like slug (or the title when there is none), fill metaTitle from the title, use the request's
 * keywords when the model sent none, cut over-long optional fields, validate with the core schema and
 * sanitize the HTML. Anything that is still not a post (no JSON, no title, no content) is a 502.
 * The text is grounded in `catalogue` (grounding.ts): products only as boxes of the catalogue's, no links off the
 * site, no prices; `removed` says what was taken out.
 */
export function parseGeneratedPost(
  reply: string | null | undefined,
  input: Pick<GenerateInput, "keywords">,
  catalogue: readonly CatalogueProduct[] = [],
): GeneratedPost {
  const raw = reply ? jsonObjectIn(reply) : null;
  if (!raw) throw new ApiProblem(502, UNUSABLE_MESSAGE);
  const removed = new Set<string>();
  const title = groundText(text(raw.title), removed);
  const slugSource = text(raw.slug).split("/").filter(Boolean).pop() ?? "";
  const excerpt = groundText(cut(text(raw.excerpt), LIMITS.excerpt), removed);
  // Sanitized once: grounding only takes out, and puts in core's product boxes.
  const content = typeof raw.content === "string" ? groundContent(sanitizeBlogHtml(raw.content), catalogue, removed) : undefined;
  const draft = {
    title,
    slug: slugify(slugSource) || slugify(title),
    excerpt,
    content,
    heroImageQuery: cut(text(raw.heroImageQuery), LIMITS.heroImageQuery),
    metaTitle: groundText(cut(text(raw.metaTitle), LIMITS.metaTitle), removed) || cut(title, LIMITS.metaTitle),
    metaDescription: groundText(cut(text(raw.metaDescription), LIMITS.metaDescription), removed) || excerpt,
    keywords: keywordsFrom(raw.keywords, input.keywords),
    removed: [...removed],
  };
  const parsed = generatedPostSchema.safeParse(draft);
  if (!parsed.success) throw new ApiProblem(502, UNUSABLE_MESSAGE);
  return parsed.data;
}

/** A short, secret-free reason for a failed call; the upstream message is never echoed (it may quote the key). */
function failureReason(error: unknown): string {
  if (error instanceof APIError && typeof error.status === "number") {
    const status = error.status;
    if (status === 401 || status === 403) return `the API key was refused (${status})`;
    if (status === 404) return "the model or endpoint was not found (404)";
    if (status === 429) return "rate limit or quota exceeded (429)";
    if (status >= 500) return `server error (${status})`;
    return `the request was rejected (${status})`;
  }
  if (error instanceof APIConnectionError) return "could not connect";
  return "unexpected error";
}

export interface BlogGenerator {
  generate(input: GenerateInput): Promise<GeneratedPost>;
}

/** One OpenAI-compatible client per app (no retries: the admin waits on this call). */
export function createBlogGenerator(config: GenerateDeps & { apiKey: string }): BlogGenerator {
  const timeoutMs = config.timeoutMs ?? DEFAULT_GENERATE_TIMEOUT_MS;
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL ?? null, timeout: timeoutMs, maxRetries: 0 });

  return {
    async generate(input) {
      // The SDK's timeout ends at the response headers; this signal also bounds reading the body.
      const catalogue = input.includeProductLinks && config.catalogue ? await config.catalogue(input) : [];
      const deadline = AbortSignal.timeout(timeoutMs);
      let reply: string | null | undefined;
      try {
        const response = await client.chat.completions
          .create(
            { model: config.model, messages: buildMessages(input, catalogue), response_format: { type: "json_object" } },
            { signal: deadline },
          )
          .asResponse();
        reply = completionContent(await readCapped(response, MAX_REPLY_BYTES));
      } catch (error) {
        if (error instanceof ApiProblem) throw error;
        if (error instanceof APIConnectionTimeoutError || deadline.aborted) throw new ApiProblem(504, TIMEOUT_MESSAGE);
        throw new ApiProblem(502, `The AI service failed: ${failureReason(error)}`);
      }
      return parseGeneratedPost(reply, input, catalogue);
    },
  };
}
