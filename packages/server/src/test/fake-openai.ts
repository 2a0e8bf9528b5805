/**
 * A real HTTP server on 127.0.0.1 that speaks enough of the OpenAI chat-completions protocol for tests
 * (server unit tests and the site's end-to-end tests). Dependency-free: node:http only.
 *
 *   const ai = await startFakeOpenAI();         // OPENAI_BASE_URL=ai.url, OPENAI_API_KEY=ai.apiKey
 *   ai.setMode("junk");                          // what the next completions answer
 *   ai.requests[0].body.messages                 // what the server sent
 *   await ai.close();
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * - ok: a realistic post as a JSON object (its content carries a <script> and an onclick, to prove sanitizing)
 * - fenced: the same post inside a ```json fence, with a title-like slug and no metaTitle (to prove normalizing)
 * - junk: plain prose, not JSON
 * - bad-schema: JSON, but not the post's keys
 * - slow: never answers (or, with `delayMs`, answers the ok post after that delay)
 * - error-500: an OpenAI-style server error
 * - invents: a post that does what a model left to itself does (what grounding.ts takes out): it links a product
 *   that is in no catalogue (amazon.com/dp/B0NOTREAL1, "only $12.34 today"), names an id it was not given, and also
 *   names the first catalogue product the prompt listed by its token, as asked
 * - huge: a completion of 50 MB (a post whose content is mostly one paragraph), sent as fast as the client reads it
 */
export type FakeOpenAIMode = "ok" | "fenced" | "junk" | "bad-schema" | "slow" | "error-500" | "invents" | "huge";

export interface FakeOpenAIRequest {
  method: string;
  path: string;
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: FakeChatRequestBody | undefined;
}

export interface FakeChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** Base URL ending in /v1, for OPENAI_BASE_URL / the SDK's baseURL. */
  url: string;
  /** The only API key the server accepts (Bearer). */
  apiKey: string;
  mode(): FakeOpenAIMode;
  setMode(mode: FakeOpenAIMode, options?: { delayMs?: number }): void;
  /** Every request received, in order (including refused ones). */
  requests: FakeOpenAIRequest[];
  /** Bytes of "huge" answers sent before the client stopped reading (or all of them). */
  hugeBytesSent(): number;
  close(): Promise<void>;
}

export const FAKE_POST = {
  title: "How to Clean White Sneakers Without Ruining Them",
  slug: "how-to-clean-white-sneakers",
  excerpt: "A step-by-step routine that gets white leather and knit sneakers box-fresh again with tools you already own.",
  content: [
    "<p>White sneakers are a statement, and keeping them crisp is easier than you think.</p>",
    "<script>alert('xss')</script>",
    "<h2>What You Need</h2>",
    "<ul><li><strong>Soft brush</strong> for uppers</li><li>Mild cleaning solution</li><li>Microfiber towel</li></ul>",
    '<h2>Step 1: Prep the Pair</h2><p onclick="steal()">Remove the laces and knock off loose dirt.</p>',
    '<h3>Protect Them Afterwards</h3><p>Store them in a <a href="/products">clear display case</a> to keep dust off.</p>',
  ].join(""),
  heroImageQuery: "white sneakers cleaning",
  metaTitle: "How to Clean White Sneakers | Kicks Directory",
  metaDescription: "Learn how to clean white sneakers safely: the tools, the steps and how to keep them fresh.",
  keywords: ["clean white sneakers", "sneaker care", "sneaker cleaning kit"],
};

/** The size of a "huge" answer. */
export const HUGE_BYTES = 50 * 1024 * 1024;

const JUNK_TEXT = "Sure! Here is a great blog post about sneakers. Sneakers are shoes that people love to wear every day.";
const BAD_SCHEMA = { headline: "Sneakers", body: ["not", "html"], tags: "sneakers" };

/** The invented product and price of the "invents" mode. */
export const INVENTED = { url: "https://www.amazon.com/dp/B0NOTREAL1", asin: "B0NOTREAL1", price: "$12.34", unknownId: 987654 };

/** The first product of the catalogue the request's prompt lists ("- [[product:ID]] title …" lines), if any. */
const firstCatalogueId = (body: FakeChatRequestBody | undefined) =>
  /^- \[\[product:(\d+)\]\]/m.exec(body?.messages?.map((m) => m.content).join("\n") ?? "")?.[1];

function inventedPost(body: FakeChatRequestBody | undefined) {
  const id = firstCatalogueId(body);
  return {
    ...FAKE_POST,
    excerpt: `The best sneaker crate, only ${INVENTED.price} today.`,
    content: [
      "<p>White sneakers deserve a proper home.</p>",
      `<p>Grab <a href="${INVENTED.url}">this stackable crate</a>, only ${INVENTED.price} today.</p>`,
      `<p>[[product:${INVENTED.unknownId}]]</p>`,
      id ? `<p>[[product:${id}]]</p><p>Our pick above is also great for travel, at 19.99 USD.</p>` : "",
      '<p>See <a href="/products">all our display cases</a>.</p>',
    ].join(""),
  };
}

function contentFor(mode: FakeOpenAIMode, body?: FakeChatRequestBody): string {
  switch (mode) {
    case "invents":
      return JSON.stringify(inventedPost(body));
    case "fenced":
      return "```json\n" + JSON.stringify({ ...FAKE_POST, slug: "How to Clean White Sneakers!", metaTitle: "" }, null, 2) + "\n```";
    case "junk":
      return JUNK_TEXT;
    case "bad-schema":
      return JSON.stringify(BAD_SCHEMA);
    default:
      return JSON.stringify(FAKE_POST);
  }
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 200, completion_tokens: 800, total_tokens: 1000 },
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const openAiError = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } });

export async function startFakeOpenAI(options: { apiKey?: string } = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey ?? "sk-fake-test-key";
  const requests: FakeOpenAIRequest[] = [];
  let mode: FakeOpenAIMode = "ok";
  let delayMs: number | undefined;
  const timers = new Set<NodeJS.Timeout>();
  let hugeSent = 0;

  /** HUGE_BYTES of a completion, written as the client takes them; stops when the client goes. */
  async function sendHuge(res: http.ServerResponse, model: string) {
    const [head, tail] = JSON.stringify(completion(model, JSON.stringify({ ...FAKE_POST, content: "<p>@@</p>" }))).split("@@");
    const chunk = Buffer.alloc(64 * 1024, "a");
    res.writeHead(200, { "content-type": "application/json" });
    res.write(head);
    for (let sent = 0; sent < HUGE_BYTES && !res.destroyed; sent += chunk.byteLength) {
      hugeSent += chunk.byteLength;
      if (!res.write(chunk)) await new Promise((resolve) => (res.once("drain", resolve), res.once("close", resolve)));
    }
    if (!res.destroyed) res.end(tail);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: FakeChatRequestBody | undefined;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeChatRequestBody;
      } catch {
        body = undefined;
      }
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });

      if (req.method !== "POST" || path !== "/v1/chat/completions") {
        return sendJson(res, 404, openAiError(`Unknown request URL: ${req.method} ${path}`, "invalid_request_error", "unknown_url"));
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return sendJson(res, 401, openAiError("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"));
      }
      if (!body || typeof body.model !== "string" || !Array.isArray(body.messages)) {
        return sendJson(res, 400, openAiError("model and messages are required", "invalid_request_error"));
      }
      const model = body.model;
      switch (mode) {
        case "error-500":
          return sendJson(res, 500, openAiError("The server had an error while processing your request.", "server_error"));
        case "slow": {
          if (delayMs === undefined) return; // never answers; close() ends the connection
          const timer = setTimeout(() => {
            timers.delete(timer);
            sendJson(res, 200, completion(model, contentFor("ok")));
          }, delayMs);
          timers.add(timer);
          return;
        }
        case "huge":
          return void sendHuge(res, model);
        default:
          return sendJson(res, 200, completion(model, contentFor(mode, body)));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    hugeBytesSent: () => hugeSent,
    mode: () => mode,
    setMode(next, opts = {}) {
      mode = next;
      delayMs = opts.delayMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
