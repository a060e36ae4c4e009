import { z } from 'zod';

/** Largest value of a PostgreSQL integer (int4) column, the type of every id of the schema. */
export const INT4_MAX = 2_147_483_647;

/**
 * A database id (or any value compared with an int4 column) in a query string or path: a
 * positive whole number the column can hold. Larger numbers are a 400 here, not a PostgreSQL
 * "out of range for type integer" error (a 500) once they reach SQL.
 */
export const databaseIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(INT4_MAX, `must be at most ${INT4_MAX}`);
