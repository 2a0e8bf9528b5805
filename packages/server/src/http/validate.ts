import type { Context } from "hono";
import type { z } from "zod";
import { MAX_BODY_BYTES } from "./constants";
import { ApiProblem, badRequest, fromZodError } from "./errors";

/**
 * How deep a JSON body may nest objects and arrays (the API's payloads nest two or three levels); deeper is a 400
 * before it is parsed. Without it, a deeply nested body overflowed the stack of the NUL check (a 500) after
 * holding the CPU, and every other request, for a while (docs/reliability.md, round three, item 1).
 */
export const MAX_JSON_DEPTH = 32;

const NUL_MESSAGE = "must not contain NUL (\\u0000) characters";

/**
 * The path ("title", "keywords.2") of the first string or key holding a NUL character, or null. The path is one
 * array pushed and popped on the way down (copied only when found), so a walk costs the size of the value.
 */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [...path] : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    path.push(key);
    const found = key.includes("\u0000") ? [...path] : nulPath(item, path);
    path.pop();
    if (found) return found;
  }
  return null;
}

/**
 * Whether a JSON text nests objects and arrays deeper than `limit`: one pass over the characters (brackets inside
 * strings skipped), stopping as soon as it is. Malformed text may pass; JSON.parse refuses it next.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
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
 * Read and validate a JSON body with a core schema. Malformed JSON is 400, a wrong content type 415 (unless `anyType`),
 * a body over `maxBytes` (MAX_BODY_BYTES; the bodyLimit middleware also enforces it before reading) 413.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  { maxBytes = MAX_BODY_BYTES, anyType = false }: { maxBytes?: number; anyType?: boolean } = {},
): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!anyType && !type.toLowerCase().includes("application/json"))
    throw new ApiProblem(415, "Send the body as JSON (Content-Type: application/json)");
  return parseJsonText(await c.req.text(), schema, maxBytes);
}

/**
 * Parse and validate a JSON text (a body read whatever its content type): 413 over maxBytes, 400 when nested
 * deeper than MAX_JSON_DEPTH, malformed or invalid.
 */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S, maxBytes: number): z.output<S> {
  if (text.length > maxBytes) throw new ApiProblem(413, "Request body is too large");
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(`body: JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
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
