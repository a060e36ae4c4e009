import type { PGlite } from '@electric-sql/pglite';
import { escapeLiteral } from 'pg';

/**
 * Server-side prepared statements for embedded PGlite. PGlite sends every query unnamed, so
 * PostgreSQL parses and plans it again each time; inside the WebAssembly engine planning is most
 * of a small query's cost (the add-to-cart read: 3.5 ms planned, 1.3 ms prepared). The statements
 * the API prepares (db/prepared.ts, the busiest calls) are therefore PREPAREd once on PGlite and
 * run with EXECUTE, as a PostgreSQL server keeps them per connection. Other queries run as they
 * are: a search, say, keeps a plan made for its own words.
 *
 * EXECUTE takes no bind parameters, so the values travel as literals: each is turned into
 * PostgreSQL's text form and quoted with node-postgres's escapeLiteral (every quote and backslash
 * escaped), and PostgreSQL reads the quoted text as the statement's parameter type, as it reads a
 * bound text parameter.
 */

/** SQL texts of the prepared statements, with their names (db/prepared.ts registers them). */
const chosen = new Map<string, string>();

/** Keeps the statement of this text prepared on PGlite, under this name. */
export function keepPrepared(text: string, name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  chosen.set(text, name);
}

type Query = PGlite['query'];

/** PostgreSQL's text form of a parameter value (what PGlite's serializers would send). */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayTextOf(value);
  return JSON.stringify(value);
}

/** An array literal: every element double-quoted, its quotes and backslashes escaped, NULL bare. */
function arrayTextOf(values: unknown[]): string {
  const elements = values.map((element) => {
    if (Array.isArray(element)) return arrayTextOf(element);
    const text = textOf(element);
    return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${elements.join(',')}}`;
}

/** A value as an SQL literal for EXECUTE. */
export function literalOf(value: unknown): string {
  const text = textOf(value);
  return text === null ? 'NULL' : escapeLiteral(text);
}

/**
 * Makes `client.query` run the chosen statements prepared (see above). Each is PREPAREd once,
 * on first use; two first uses at once share the one PREPARE.
 */
export function preparePgliteStatements(client: PGlite): void {
  const query: Query = client.query.bind(client);
  const made = new Map<string, Promise<string>>();

  const nameOf = (text: string, name: string): Promise<string> => {
    let ready = made.get(text);
    if (ready === undefined) {
      ready = query(`PREPARE ${name} AS ${text}`).then(() => name);
      made.set(text, ready);
      // A refused PREPARE is not remembered: the next call tries again and shows its own error.
      ready.catch(() => made.delete(text));
    }
    return ready;
  };

  client.query = async function preparedQuery(text, params, options) {
    const name = chosen.get(text);
    if (name === undefined) return query(text, params, options);
    const values = (params ?? []).map(literalOf);
    const call =
      values.length > 0
        ? `EXECUTE ${await nameOf(text, name)}(${values.join(', ')})`
        : `EXECUTE ${await nameOf(text, name)}`;
    return query(call, [], options);
  } as Query;
}
