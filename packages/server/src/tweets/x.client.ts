import { Agent as HttpAgent } from "node:http";
import { ApiPartialResponseError, ApiRequestError, ApiResponseError, TwitterApi, type TweetV2PostTweetResult } from "twitter-api-v2";
import type { AppEnv } from "../env";

/** A post X accepted. */
export interface XPost {
  id: string;
  url: string;
}

/** Posts a tweet on the account of the configured access token. */
export interface XPoster {
  post(text: string): Promise<XPost>;
}

/**
 * Why X did not take a post. `transient` (429, 5xx, network, timeout) is worth retrying, after `retryAfterMs`
 * when X said when (a 429's rate-limit reset); anything else (400, 401, 403 duplicate content…) is final.
 */
export class XPostError extends Error {
  override name = "XPostError";
  constructor(
    message: string,
    readonly transient: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000;

type XEnv = Pick<AppEnv, "X_API_KEY" | "X_API_SECRET" | "X_ACCESS_TOKEN" | "X_ACCESS_SECRET" | "X_API_BASE_URL">;

/** The client for the configured account, or null while any of the four OAuth 1.0a credentials is missing. */
export function createXPoster(env: XEnv, now: () => Date = () => new Date()): XPoster | null {
  const { X_API_KEY: appKey, X_API_SECRET: appSecret, X_ACCESS_TOKEN: accessToken, X_ACCESS_SECRET: accessSecret } = env;
  if (!appKey || !appSecret || !accessToken || !accessSecret) return null;
  // twitter-api-v2 requests through node:https; an http: base URL (a local fake X in tests) needs an http agent.
  const settings = env.X_API_BASE_URL.startsWith("http:") ? { httpAgent: new HttpAgent({ keepAlive: false }) } : {};
  const client = new TwitterApi({ appKey, appSecret, accessToken, accessSecret }, settings).v2;
  const prefix = `${env.X_API_BASE_URL}/2/`;
  return {
    async post(text) {
      try {
        // POST /2/tweets, signed with OAuth 1.0a (user context) by twitter-api-v2.
        const { data } = await client.post<TweetV2PostTweetResult>("tweets", { text }, { prefix, timeout: TIMEOUT_MS });
        return { id: data.id, url: `https://x.com/i/web/status/${data.id}` };
      } catch (error) {
        throw toXPostError(error, now());
      }
    },
  };
}

function toXPostError(error: unknown, at: Date): XPostError {
  if (error instanceof ApiResponseError) {
    const first = error.errors?.[0];
    const reason = error.data.detail ?? error.data.title ?? (first && "message" in first ? first.message : undefined) ?? error.message;
    const message = `X answered ${error.code}: ${reason}`;
    if (error.code === 429) {
      const resetMs = error.rateLimit?.reset ? error.rateLimit.reset * 1000 - at.getTime() : undefined;
      return new XPostError(message, true, resetMs !== undefined && resetMs > 0 ? resetMs : undefined);
    }
    return new XPostError(message, error.code >= 500);
  }
  // The library's getters read optional internals: fall back to its own message.
  if (error instanceof ApiRequestError)
    return new XPostError(`X could not be reached: ${(error.requestError as Error | undefined)?.message ?? error.message}`, true);
  if (error instanceof ApiPartialResponseError)
    return new XPostError(`X's answer broke off: ${(error.responseError as Error | undefined)?.message ?? error.message}`, true);
  return new XPostError(`Posting to X failed: ${error instanceof Error ? error.message : String(error)}`, true);
}
