import { PGlite } from '@electric-sql/pglite';
import { keepPrepared, literalOf, preparePgliteStatements } from '../../src/db/pglite-statements';

/**
 * The API's prepared statements run PREPAREd on PGlite with their values as literals
 * (src/db/pglite-statements.ts): the answers must be those of bound parameters, whatever the
 * values hold, and no value may ever be read as SQL.
 */
const INSERT =
  'insert into notes (body, tags, at, weight, ok, data, doc) values ($1, $2, $3, $4, $5, $6, $7) returning id';
const BY_BODY = 'select * from notes where body = $1';
const COUNT = 'select count(*)::int as n from notes';

describe('prepared statements on PGlite', () => {
  let client: PGlite;
  const prepared = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table notes (id serial primary key, body text not null unique, tags text[] not null,
        at timestamptz, weight double precision, ok boolean, data bytea, doc json);
    `);
    keepPrepared(INSERT, 'test_notes_insert');
    keepPrepared(BY_BODY, 'test_notes_by_body');
    keepPrepared(COUNT, 'test_notes_count');
    preparePgliteStatements(client);
  });
  afterAll(() => client.close());
  beforeEach(() => client.exec('truncate notes'));

  const insert = (values: unknown[]) => client.query<{ id: number }>(INSERT, values);

  it('stores and reads back what bound parameters would, quotes, backslashes and all', async () => {
    const hostile = `it's a \\ "test"'); drop table notes; --`;
    const at = new Date('2026-11-26T21:30:00.125Z');
    const tags = ['a,b', 'c"d', 'e\\f', "g'h", '{i}', 'NULL', ''];
    await insert([hostile, tags, at, 0.1 + 0.2, false, new Uint8Array([0, 1, 254, 255]), { k: "v'" }]);
    const { rows } = await client.query<Record<string, unknown>>(BY_BODY, [hostile]);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        body: hostile,
        tags,
        at,
        weight: 0.1 + 0.2,
        ok: false,
        data: new Uint8Array([0, 1, 254, 255]),
        doc: { k: "v'" },
      },
    ]);
    expect(await prepared()).toEqual(['test_notes_by_body', 'test_notes_insert']);
  });

  it('passes NULL for null and undefined, and runs a statement without values', async () => {
    await insert(['plain', [], null, undefined, null, null, null]);
    const { rows } = await client.query(BY_BODY, ['plain']);
    expect(rows).toEqual([expect.objectContaining({ at: null, weight: null, ok: null, data: null })]);
    expect((await client.query<{ n: number }>(COUNT)).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toContain('test_notes_count');
  });

  it('prepares a statement once when its first uses meet, and leaves other queries alone', async () => {
    const ids = await Promise.all(
      ['one', 'two', 'three'].map((body) => insert([body, [], null, 1, true, null, null])),
    );
    expect(ids.map((r) => r.rows.length)).toEqual([1, 1, 1]);
    await client.query('select body from notes where id = $1', [1]);
    expect(await prepared()).not.toContainEqual(expect.stringMatching(/^pglite|^s\d/));
    expect((await prepared()).length).toBeLessThanOrEqual(3);
  });

  it('answers errors as the query would (a unique violation keeps its code)', async () => {
    await insert(['twice', [], null, null, null, null, null]);
    await expect(insert(['twice', [], null, null, null, null, null])).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('quotes literals as node-postgres does and takes only plain statement names', () => {
    expect(literalOf("o'clock")).toBe("'o''clock'");
    expect(literalOf('back\\slash')).toBe(" E'back\\\\slash'");
    expect(literalOf(null)).toBe('NULL');
    expect(() => keepPrepared('select 1', 'x; drop table notes')).toThrow('not a statement name');
  });
});
