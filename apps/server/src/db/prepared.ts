import type { Db } from './client.js';

/**
 * A query built once per database handle and kept as a named prepared statement, for the
 * reads nearly every request makes (session and signer-session look-ups): Drizzle does not
 * build its SQL again, and PostgreSQL parses and plans it once per connection. Values go in
 * as `sql.placeholder(...)`. A transaction is a handle of its own, so it gets its own copy;
 * the name stays tied to one SQL text, as PostgreSQL requires per connection.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
