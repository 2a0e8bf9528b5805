import { extractRequestSchema } from "@app/core";
import { Hono } from "hono";
import { ApiProblem } from "../http/errors";
import { readJson } from "../http/validate";
import { CreatorsApiError } from "../prices/creators-api";
import { type ExtractDeps, extractProduct } from "./extract.service";

/**
 * POST /extract-amazon-product {url} → ExtractedProduct. Mounted under /api behind the admin session
 * and CSRF checks by the app.
 */
export function createExtractRoutes(deps: ExtractDeps = {}) {
  const app = new Hono();

  app.post("/extract-amazon-product", async (c) => {
    const { url } = await readJson(c, extractRequestSchema);
    try {
      return c.json(await extractProduct(url, deps));
    } catch (error) {
      // Amazon's answer in plain words (refused credentials, throttling), for the admin's toast.
      if (error instanceof CreatorsApiError) throw new ApiProblem(error.kind === "throttled" ? 503 : 502, error.message);
      throw error;
    }
  });

  return app;
}
