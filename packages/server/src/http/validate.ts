import type { Context } from "hono";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "./constants";
import { ApiProblem, badRequest, fromZodError } from "./errors";

const NUL_MESSAGE = "must not contain NUL (\\u0000) characters";

/** The path ("title", "keywords.2") of the first string or key holding a NUL character, or null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Postgres text cannot hold NUL: such input is a 400 naming the field here, before any schema or query
 * sees it (in the database it would be an error and a 500).
 */
function refuseNul(value: unknown, where: string): void {
  const found = nulPath(value);
  if (!found) return;
  const path = found.join(".") || where;
  throw badRequest(`${path}: ${NUL_MESSAGE}`, [{ path, message: NUL_MESSAGE }]);
}

/**
 * Read and validate a JSON body with a core schema. Malformed JSON and a wrong content type are 400,
 * a body over MAX_BODY_BYTES is 413 (the bodyLimit middleware also enforces it before reading).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) throw new ApiProblem(415, "Send the body as JSON (Content-Type: application/json)");
  return parseJsonText(await c.req.text(), schema, MAX_BODY_BYTES);
}

/** Parse and validate a JSON text (a body read whatever its content type): 413 over maxBytes, 400 when malformed or invalid. */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S, maxBytes: number): z.output<S> {
  if (text.length > maxBytes) throw new ApiProblem(413, "Request body is too large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
  refuseNul(json, "body");
  const result = schema.safeParse(json);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Validate path params or a query object with a core schema; 400 naming the field on failure. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  refuseNul(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error, where);
  return result.data;
}
