import type { Context } from "hono";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "./constants";
import { ApiProblem, badRequest, fromZodError } from "./errors";

/**
 * Read and validate a JSON body with a core schema. Malformed JSON and a wrong content type are 400,
 * a body over MAX_BODY_BYTES is 413 (the bodyLimit middleware also enforces it before reading).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) throw new ApiProblem(415, "Send the body as JSON (Content-Type: application/json)");
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiProblem(413, "Request body is too large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
  const result = schema.safeParse(json);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Validate path params or a query object with a core schema; 400 naming the field on failure. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error, where);
  return result.data;
}
