import { apiErrorBodySchema } from "@app/core";
import type { z } from "zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type SchemaValidation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K>; first: string };

/**
 * Validate form input with a core schema (forms validate with the shared schema) and
 * turn its issues into per-field messages that start with the field's label.
 */
export function validateWithSchema<S extends z.ZodType, K extends string>(
  schema: S,
  input: unknown,
  labels: Record<K, string>,
): SchemaValidation<z.output<S>, K> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<K> = {};
  let first = "";
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field = typeof key === "string" && key in labels ? (key as K) : undefined;
    const message = field ? `${labels[field]} ${issue.message}` : issue.message;
    if (!first) first = message;
    if (field && !errors[field]) errors[field] = message;
  }
  return { ok: false, errors, first };
}

/**
 * Per-field messages from a refused write's JSON body (`{message, issues?: [{path, message}]}`, as the server
 * answers every 4xx): each issue whose path starts with a form field, else a message of the form "field: text".
 */
export function serverFieldErrors<K extends string>(body: string, labels: Record<K, string>): FieldErrors<K> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  const result = apiErrorBodySchema.safeParse(parsed);
  if (!result.success) return {};
  const named = (path: string) => {
    const key = path.split(".")[0] ?? "";
    return key in labels ? (key as K) : undefined;
  };
  const errors: FieldErrors<K> = {};
  const issues = result.data.issues ?? [];
  const fromMessage = /^([\w.]+): (.+)$/.exec(result.data.message);
  const all = issues.length > 0 ? issues : fromMessage ? [{ path: fromMessage[1] ?? "", message: fromMessage[2] ?? "" }] : [];
  for (const issue of all) {
    const field = named(issue.path);
    if (field && !errors[field]) errors[field] = `${labels[field]} ${issue.message}`;
  }
  return errors;
}
