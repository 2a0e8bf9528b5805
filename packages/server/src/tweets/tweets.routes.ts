import { idParamSchema, tweetCreateSchema, tweetUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { createTweet, deleteTweet, listTweets, updateTweet } from "./tweets.service";

const NOT_FOUND = "Tweet not found";

/** Scheduled tweets: every call is admin-only (DESIGN §4). */
export function createTweetRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use("/tweets", requireAdmin(deps));
  app.use("/tweets/*", requireAdmin(deps));

  app.get("/tweets", async (c) => c.json(await listTweets(deps.db)));

  app.post("/tweets", async (c) => {
    const input = await readJson(c, tweetCreateSchema);
    return c.json(await createTweet(deps.db, input, deps.now()), 201);
  });

  app.patch("/tweets/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, tweetUpdateSchema);
    const tweet = await updateTweet(deps.db, id, patch, deps.now());
    if (!tweet) throw notFound(NOT_FOUND);
    return c.json(tweet);
  });

  app.delete("/tweets/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deleteTweet(deps.db, id))) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
