import type { Database } from "./client";

/**
 * A statement built once per database handle rather than on every call: drizzle's query building was a fifth of the
 * server's work for a single-row write (docs/benchmarks-catalogue.md, Writes). Values go in as sql.placeholder(name).
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}
