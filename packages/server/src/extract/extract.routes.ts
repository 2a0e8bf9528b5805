import { Hono, type MiddlewareHandler } from "hono";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem } from "../http/errors";
import { CreatorsApiError } from "../prices/creators-api";
import { type ExtractDeps, extractProduct } from "./extract.service";

/**
 * POST /extract-amazon-product {url} → ExtractedProduct. Mounted under /api; it needs the admin (`admin`: the
 * session and CSRF checks).
 */
export function createExtractRoutes(deps: ExtractDeps, admin: MiddlewareHandler) {
  const app = new Hono();
  const on = endpointMounter(app, admin);

  on("products.extract", async (c, { body: { url } }) => {
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
