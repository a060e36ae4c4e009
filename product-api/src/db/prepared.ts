import type { Database } from './client';

/**
 * A statement prepared once per database (WeakMap: a test's database and its statements go
 * together). Building a drizzle query costs a busy call more than running it; a prepared one is
 * built once and, on a PostgreSQL server, also planned once per connection.
 */
export function preparedStatement<T>(make: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = make(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
