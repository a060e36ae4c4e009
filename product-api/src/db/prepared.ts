import type { Database } from './client';
import { keepPrepared } from './pglite-statements';

/** A drizzle query that can be prepared (select, insert, update, delete builders). */
type Preparable<P> = { toSQL(): { sql: string }; prepare(name: string): P };

/**
 * A statement prepared once per database under `name` (WeakMap: a test's database and its
 * statements go together). Building a drizzle query costs a busy call more than running it; a
 * prepared one is built once and planned once: per connection on a PostgreSQL server, once on
 * PGlite (db/pglite-statements.ts). For the busiest calls only: a prepared statement may run on
 * a generic plan, which is no good for a query whose best plan depends on its values.
 */
export function preparedStatement<P>(
  name: string,
  build: (db: Database) => Preparable<P>,
): (db: Database) => P {
  const byDatabase = new WeakMap<Database, P>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      const query = build(db);
      keepPrepared(query.toSQL().sql, name);
      statement = query.prepare(name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
