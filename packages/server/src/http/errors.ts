import type { ApiErrorBody } from "@app/core";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** An error that becomes a JSON response `{message, issues?}`. Throw it from handlers and services. */
export class ApiProblem extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly issues?: ApiErrorBody["issues"],
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }

  body(): ApiErrorBody {
    return this.issues ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody["issues"]) => new ApiProblem(400, message, issues);
export const notFound = (message = "Not found") => new ApiProblem(404, message);
export const unauthorized = (message = "Sign in as admin to do this") => new ApiProblem(401, message);
export const forbidden = (message: string) => new ApiProblem(403, message);
export const conflict = (message: string) => new ApiProblem(409, message);

/** 400 from a zod error; the message names the first field ("price: must be a number ..."). */
export function fromZodError(error: z.ZodError, where?: string): ApiProblem {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || where || "body",
    message: issue.code === "invalid_type" && /received undefined$/.test(issue.message) ? "is required" : issue.message,
  }));
  const first = issues[0];
  const message = first ? `${first.path}: ${first.message}` : "Invalid input";
  return badRequest(message, issues);
}

/** The first line of a text, cut at `max` characters: what of a client's input (a path) may go into a log line. */
export const clipLine = (text: string, max = 200) => {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/**
 * An error's message, short enough for a log line or a stored reason: a failed query's is the database's own
 * message (never the SQL text or its parameters), anything else its first line, clipped.
 */
export function errorMessage(error: Error): string {
  const source = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  return clipLine(source.message, 500);
}

/**
 * One short log line for an unexpected error: its class and first message line and the top stack frames, and the
 * same of the error under it if it wraps one.
 * A failed query is told by the database's own code and message: never the SQL text or its parameters
 * (they carry user data and made each failure several KB of log).
 */
export function describeError(error: unknown): string {
  const line = describeOne(error);
  // What lies under it, one level down: a page render's first failure (an AggregateError of them), or a failed
  // fetch's socket error (its cause). Without it the line named only the wrapper ("fetch failed").
  const under =
    error instanceof AggregateError
      ? error.errors[0]
      : error instanceof Error && !(error instanceof DrizzleQueryError)
        ? error.cause
        : undefined;
  if (under === undefined) return line;
  const more = error instanceof AggregateError && error.errors.length > 1 ? ` (and ${error.errors.length - 1} more)` : "";
  return `${line} | caused by${more}: ${describeOne(under)}`;
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return clipLine(String(error));
  const source = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const code = (source as { code?: unknown }).code;
  const head = `${source.name}${typeof code === "string" ? ` ${code}` : ""}: ${clipLine(source.message)}`;
  const frames = (error.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, 3);
  return [head, ...frames].join(" | ");
}
