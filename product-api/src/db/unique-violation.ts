/** PostgreSQL's SQLSTATE for a unique index or constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether an error (or one it wraps: drizzle puts the driver's error in `cause`) is a unique
 * violation of `constraint`. PostgreSQL and PGlite report the same code and constraint name, so
 * a race that only the index catches gets the same answer on both.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    if ('code' in current && current.code === UNIQUE_VIOLATION) {
      return 'constraint' in current && current.constraint === constraint;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
