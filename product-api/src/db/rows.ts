/** The rows of a raw `execute`: PGlite answers { rows }, node-postgres a result with rows too; drizzle's types differ by driver. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}
