/** The rows of a `db.execute` result: postgres.js gives an array, PGlite an object with `rows`. */
export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
