import type { TestProject } from "vitest/node";
import { startFakeOpenAI } from "../../packages/server/src/test/fake-openai";
import { startFakeX } from "../../packages/server/src/test/fake-x";
import { startBuiltServer } from "./server";

export const ADMIN_PASSWORD = "e2e-admin-password";

/**
 * A text the fake X has already accepted: a tweet with this text is refused as X refuses a duplicate (403, a
 * permanent error), so a browser test can see a tweet fail.
 */
export const ALREADY_ON_X = "Already posted on X: this text is refused as a duplicate.";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
    alreadyOnX: string;
  }
}

/**
 * The fake OpenAI-compatible server, the fake X API, and the built production server on a fresh database
 * (support/server.ts), posting scheduled tweets to the fake X with its credentials.
 */
export default async function setup(project: TestProject) {
  const ai = await startFakeOpenAI();
  const x = await startFakeX();
  x.posts.push({ id: "1860000000000000000", text: ALREADY_ON_X });
  const server = await startBuiltServer(ADMIN_PASSWORD, {
    OPENAI_API_KEY: ai.apiKey,
    OPENAI_BASE_URL: ai.url,
    OPENAI_MODEL: "e2e-model",
    // As in production: Amazon links carry the associate tag (a shared product's draft then says #ad).
    AMAZON_ASSOCIATE_TAG: "kicks-e2e-20",
    X_API_BASE_URL: x.url,
    // Not the browser's zone (UTC here): the admin schedules on the site's clocks, whatever the computer's.
    SITE_TIMEZONE: "America/Los_Angeles",
    ...x.credentials,
  });

  project.provide("baseURL", server.baseURL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  project.provide("alreadyOnX", ALREADY_ON_X);

  return async () => {
    await server.stop();
    await Promise.all([ai.close(), x.close()]);
  };
}
