/** The rows of a `db.execute` result: postgres.js gives an array, PGlite an object with `rows`. */
export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A unique violation from either driver (drizzle wraps the driver error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
