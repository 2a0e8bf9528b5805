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
