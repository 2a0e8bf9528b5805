/** The rows of a `db.execute` result: postgres.js gives an array, PGlite an object with `rows`. */
export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Whether the database refused with SQLSTATE `code`, from either driver (drizzle wraps the driver error as `cause`). */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, "23505");

/** A foreign key violation: a write that refers to a row deleted since it was checked (a race with a delete). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, "23503");
