import { generationStatusSchema } from "@app/core";
import { Hono, type MiddlewareHandler } from "hono";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem } from "../http/errors";
import { createBlogGenerator, type GenerateDeps, NOT_CONFIGURED_MESSAGE } from "./generate.service";

/**
 * GET /blog/generate/status → {configured}: whether generation can run, so the admin is told before typing.
 * POST /blog/generate {topic, contentType, keywords, targetWordCount, includeProductLinks} → GeneratedPost
 * (content sanitized). 503 without an API key, 502 when the AI service fails or answers junk, 504 on timeout.
 * Mounted under /api; both need the admin (`admin`: the session and CSRF checks).
 */
export function createGenerateRoutes(deps: GenerateDeps, admin: MiddlewareHandler) {
  const app = new Hono();
  const on = endpointMounter(app, admin);
  const generator = deps.apiKey ? createBlogGenerator({ ...deps, apiKey: deps.apiKey }) : null;

  on("blog.generationStatus", (c) => c.json(generationStatusSchema.parse({ configured: generator !== null })));

  // Without an API key a 503, whatever the body (checked before it is read).
  const configured: MiddlewareHandler = async (_c, next) => {
    if (!generator) throw new ApiProblem(503, NOT_CONFIGURED_MESSAGE);
    await next();
  };
  on("blog.generate", async (c, { body }) => c.json(await generator!.generate(body)), { use: [configured] });

  return app;
}
