import { generateRequestSchema, generationStatusSchema } from "@app/core";
import { Hono } from "hono";
import { ApiProblem } from "../http/errors";
import { readJson } from "../http/validate";
import { createBlogGenerator, type GenerateDeps, NOT_CONFIGURED_MESSAGE } from "./generate.service";

/**
 * GET /blog/generate/status → {configured}: whether generation can run, so the admin is told before typing.
 * POST /blog/generate {topic, contentType, keywords, targetWordCount, includeProductLinks} → GeneratedPost
 * (content sanitized). 503 without an API key, 502 when the AI service fails or answers junk, 504 on timeout.
 * Mounted under /api behind the admin session and CSRF checks by the app.
 */
export function createGenerateRoutes(deps: GenerateDeps) {
  const app = new Hono();
  const generator = deps.apiKey ? createBlogGenerator({ ...deps, apiKey: deps.apiKey }) : null;

  app.get("/blog/generate/status", (c) => c.json(generationStatusSchema.parse({ configured: generator !== null })));

  app.post("/blog/generate", async (c) => {
    if (!generator) throw new ApiProblem(503, NOT_CONFIGURED_MESSAGE);
    const input = await readJson(c, generateRequestSchema);
    return c.json(await generator.generate(input));
  });

  return app;
}
