import { extractRequestSchema } from "@app/core";
import { Hono } from "hono";
import { readJson } from "../http/validate";
import { type ExtractDeps, extractProduct } from "./extract.service";

/**
 * POST /extract-amazon-product {url} → ExtractedProduct. Mounted under /api behind the admin session
 * and CSRF checks by the app.
 */
export function createExtractRoutes(deps: ExtractDeps = {}) {
  const app = new Hono();

  app.post("/extract-amazon-product", async (c) => {
    const { url } = await readJson(c, extractRequestSchema);
    return c.json(await extractProduct(url, deps));
  });

  return app;
}
