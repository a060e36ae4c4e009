import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../../src/db/client';

/**
 * A migration applied to a new database and to one already at the migration before it, holding
 * rows written as the shop wrote them then, on the engine the suite runs on: the PostgreSQL server
 * of DATABASE_URL (a database of its own per case) or PGlite. LATEST is the newest. On PGlite each
 * case starts from one image of a new, empty database made once for the file: initdb in
 * WebAssembly takes seconds, and a folder of its own per case made this the slowest file of the
 * suite (docs/testing.md). The database at the earlier migration is handed to the shop's
 * openDatabase as an image too, so the shop's own migration code finishes the upgrade.
 */
const MIGRATIONS = path.join(__dirname, '../../src/db/migrations');
const SEARCH_COLUMNS_DROPPED = '0009_drop_unread_search_columns';
const LATEST = '0028_avoid_allergens';
const LISTS_FAVOURITES = '0022_lists_favourites';
const ITALIAN_CONTENT = '0019_italian_content';
const BILLING_COUNTRIES = '0016_billing_documents';
const PICKER_PREFERENCES = '0012_picker_preferences';
const ORDER_HISTORY = '0010_order_status_history';
/** Each case makes and migrates two databases: PGlite takes seconds for each on a busy machine. */
const MIGRATION_CASE_TIMEOUT_MS = 120_000;
const serverUrl = process.env.DATABASE_URL;

const temporary: string[] = [];
const serverDatabases: string[] = [];
/** A new PGlite database, before any migration, as a data-folder image (PGlite runs only). */
let emptyImage: Blob | undefined;

beforeAll(async () => {
  if (serverUrl) return;
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await client.exec('checkpoint');
    emptyImage = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}, MIGRATION_CASE_TIMEOUT_MS);

/** The migrations folder as it was before `tag`: the same files, the journal up to it. */
function previousMigrations(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
  temporary.push(folder);
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** A new, empty database on the suite's engine. */
async function emptyTarget(name: string): Promise<DatabaseTarget> {
  if (!serverUrl) {
    if (!emptyImage) throw new Error('no image of an empty PGlite database');
    return { kind: 'memory', image: emptyImage };
  }
  const database = `shop_migrations_${name}_${process.pid}`;
  await onServer(`drop database if exists ${database} with (force)`);
  await onServer(`create database ${database}`);
  serverDatabases.push(database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { kind: 'postgres', url: url.toString() };
}

async function onServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on the target's database migrated with the migrations of `folder`; answers the
 * database as `work` left it, for openDatabase (on PGlite an image of it).
 */
async function withMigrated(
  target: DatabaseTarget,
  folder: string,
  work: (db: Pick<Database, 'execute'>) => Promise<void>,
): Promise<DatabaseTarget> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url });
    try {
      const db = drizzlePg(pool);
      await migratePg(db, { migrationsFolder: folder });
      await work(db);
    } finally {
      await pool.end();
    }
    return target;
  }
  if (target.kind !== 'memory') throw new Error('an image or a server');
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: target.image });
  try {
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: folder });
    await work(db);
    await client.exec('checkpoint');
    return { kind: 'memory', image: await client.dumpDataDir('none') };
  } finally {
    await client.close();
  }
}

/** PGlite answers { rows }, node-postgres a result with rows too. */
async function rowsOf<T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('no rows in the answer');
  return result.rows as T[];
}

/** The products table's columns and indexes, by name. */
async function productsShapeOf(db: Database) {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'products' order by column_name`,
  );
  const indexes = await rowsOf<{ name: string }>(
    db,
    sql`select indexname as name from pg_indexes
        where schemaname = 'public' and tablename = 'products' order by indexname`,
  );
  return { columns: columns.map((c) => c.name), indexes: indexes.map((i) => i.name) };
}

afterAll(async () => {
  for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true });
  for (const database of serverDatabases) await onServer(`drop database if exists ${database} with (force)`);
});

it(`knows the newest migration, ${LATEST}`, () => {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  expect(journal.entries.at(-1)?.tag).toBe(LATEST);
});

describe(`migration ${SEARCH_COLUMNS_DROPPED}`, () => {
  it(
    'leaves a new database and one migrated before it with the same products table',
    async () => {
      const fresh = await openDatabase(await emptyTarget('fresh'));
      const freshShape = await productsShapeOf(fresh.db).finally(() => fresh.close());
      expect(freshShape.columns).toContain('search_text');
      expect(freshShape.columns).not.toContain('search_name');
      expect(freshShape.columns).not.toContain('search_vector');
      expect(freshShape.indexes).not.toContain('products_search_vector_idx');
      expect(freshShape.indexes).not.toContain('products_search_text_trgm_idx');

      const target = await emptyTarget('previous');
      const migrated = await withMigrated(target, previousMigrations(SEARCH_COLUMNS_DROPPED), async (db) => {
        await db.execute(sql`insert into categories (id, description, "order") values (1, 'Bread', 1)`);
        await db.execute(sql`
        insert into products (ref, barcode, description, price_cents, net_price_cents, price_per_um_cents,
          um_per_um, um, purchase_um, um_step, category_id, search_name, search_text, search_vector)
        values ('R1', '5000000000012', 'Ħobż tal-Malti 800g', 180, 180, 225, 'KG', 'PZ', 'PZ', 1, 1,
          'hobz tal-malti 800g', 'hobz tal-malti 800g bread', to_tsvector('english', 'hobz tal-malti 800g'))`);
      });
      const upgraded = await openDatabase(migrated);
      try {
        expect(await productsShapeOf(upgraded.db)).toEqual(freshShape);
        const kept = await rowsOf<{ description: string; search_text: string }>(
          upgraded.db,
          sql`select description, search_text from products where barcode = '5000000000012'`,
        );
        expect(kept).toEqual([
          { description: 'Ħobż tal-Malti 800g', search_text: 'hobz tal-malti 800g bread' },
        ]);
      } finally {
        await upgraded.close();
      }
    },
    MIGRATION_CASE_TIMEOUT_MS,
  );
});

describe(`migration ${ITALIAN_CONTENT}`, () => {
  it(
    'keeps the banners and leaflets written before it in English, with no Italian texts yet',
    async () => {
      const target = await emptyTarget('italian');
      const migrated = await withMigrated(target, previousMigrations(ITALIAN_CONTENT), async (db) => {
        await db.execute(sql`insert into banners (title, image_url, image_app)
        values ('Weekly offers', '/app/media/banners/1-desktop.svg', '/app/media/banners/1-mobile.svg')`);
        await db.execute(sql`insert into leaflets (title, title_it, cover_image)
        values ('Weekly offers', 'Offerte della settimana', '/app/media/leaflets/w/cover.svg')`);
      });
      const upgraded = await openDatabase(migrated);
      try {
        expect(
          await rowsOf(upgraded.db, sql`select title, title_it, image_url_it, image_app_it from banners`),
        ).toEqual([{ title: 'Weekly offers', title_it: null, image_url_it: null, image_app_it: null }]);
        expect(await rowsOf(upgraded.db, sql`select title_it, cover_image_it from leaflets`)).toEqual([
          { title_it: 'Offerte della settimana', cover_image_it: null },
        ]);
      } finally {
        await upgraded.close();
      }
    },
    MIGRATION_CASE_TIMEOUT_MS,
  );
});

describe(`migration ${LISTS_FAVOURITES}`, () => {
  it(
    "gives the items the end-of-day move wrote before it their product's barcode, one item a product",
    async () => {
      const target = await emptyTarget('lists');
      const migrated = await withMigrated(target, previousMigrations(LISTS_FAVOURITES), async (db) => {
        await db.execute(sql`insert into categories (id, description, "order") values (1, 'Bread', 1)`);
        await db.execute(sql`
        insert into products (id, ref, barcode, description, price_cents, net_price_cents, price_per_um_cents,
          um_per_um, um, purchase_um, um_step, category_id, search_text)
        values (1, 'R1', '5000000000012', 'Ħobż tal-Malti 800g', 180, 180, 225, 'KG', 'PZ', 'PZ', 1, 1, 'hobz')`);
        await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name)
        values (1, 'maria@example.mt', 'x', 'Maria', 'Borg')`);
        await db.execute(sql`insert into shopping_lists (id, user_id, title, automated)
        values (1, 1, 'Cart of 25/11/2026', true)`);
        await db.execute(sql`insert into shopping_list_items (list_id, product_id, description, amount)
        values (1, 1, 'Ħobż tal-Malti 800g', 2)`);
      });
      const upgraded = await openDatabase(migrated);
      try {
        const items = await rowsOf<{ barcode: string | null }>(
          upgraded.db,
          sql`select barcode from shopping_list_items`,
        );
        expect(items).toEqual([{ barcode: '5000000000012' }]);
        const twice: unknown = await upgraded.db
          .execute(
            sql`insert into shopping_list_items (list_id, product_id, barcode, description, amount)
            values (1, 1, '5000000000012', 'Ħobż tal-Malti 800g', 1)`,
          )
          .catch((error: unknown) => error);
        const cause = twice instanceof Error ? twice.cause : undefined;
        expect(cause instanceof Error ? cause.message : cause).toMatch(/shopping_list_items_barcode_idx/);
      } finally {
        await upgraded.close();
      }
    },
    MIGRATION_CASE_TIMEOUT_MS,
  );
});

describe(`migration ${PICKER_PREFERENCES}`, () => {
  it(
    'gives the lines of open carts the defaults: replace with a similar product, no note',
    async () => {
      const target = await emptyTarget('preferences');
      const migrated = await withMigrated(target, previousMigrations(PICKER_PREFERENCES), async (db) => {
        await db.execute(sql`insert into categories (id, description, "order") values (1, 'Bread', 1)`);
        await db.execute(sql`
        insert into products (id, ref, barcode, description, price_cents, net_price_cents, price_per_um_cents,
          um_per_um, um, purchase_um, um_step, category_id, search_text)
        values (1, 'R1', '5000000000012', 'Ħobż tal-Malti 800g', 180, 180, 225, 'KG', 'PZ', 'PZ', 1, 1, 'hobz')`);
        await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name)
        values (1, 'maria@example.mt', 'x', 'Maria', 'Borg')`);
        await db.execute(sql`insert into stores (id, name, address) values (1, 'Birkirkara', 'Triq 1')`);
        await db.execute(
          sql`insert into carts (id, user_id, store_id, delivery_mode) values (1, 1, 1, 'IN_STORE')`,
        );
        await db.execute(sql`insert into cart_items (cart_id, product_id, amount, seen_net_price_cents)
        values (1, 1, 2, 180)`);
      });
      const upgraded = await openDatabase(migrated);
      try {
        const lines = await rowsOf<{ replace_allowed: boolean; picker_note: string }>(
          upgraded.db,
          sql`select replace_allowed, picker_note from cart_items`,
        );
        expect(lines).toEqual([{ replace_allowed: true, picker_note: '' }]);
        // The database holds the notes rule too (spec §5: at most 50 characters).
        const refused: unknown = await upgraded.db
          .execute(sql`update cart_items set picker_note = ${'x'.repeat(51)}`)
          .catch((error: unknown) => error);
        const cause = refused instanceof Error ? refused.cause : undefined;
        expect(cause instanceof Error ? cause.message : cause).toMatch(/cart_items_picker_note_length/);
      } finally {
        await upgraded.close();
      }
    },
    MIGRATION_CASE_TIMEOUT_MS,
  );
});

describe(`migration ${BILLING_COUNTRIES}`, () => {
  it(
    'keeps the Italian billing addresses written before it as IT; new ones default to Malta',
    async () => {
      const target = await emptyTarget('billing');
      const migrated = await withMigrated(target, previousMigrations(BILLING_COUNTRIES), async (db) => {
        await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name)
        values (1, 'maria@example.mt', 'x', 'Maria', 'Borg')`);
        await db.execute(sql`insert into billing_addresses (user_id, vat_code, company_name, phone, address,
          street_number, zip, city, county)
        values (1, 'IT01234567890', 'Borg Trading', '0612345678', 'Via Roma', '12B', '00184', 'Roma', 'RM')`);
      });
      const upgraded = await openDatabase(migrated);
      try {
        await upgraded.db.execute(sql`insert into billing_addresses (user_id, vat_code, company_name, phone,
          address, street_number, zip, city, county)
        values (1, 'MT12345678', 'Borg Ltd', '21234567', 'Triq il-Kbira', '1', 'BKR 1234', 'Birkirkara', '')`);
        const rows = await rowsOf<{ company_name: string; nation: string }>(
          upgraded.db,
          sql`select company_name, nation from billing_addresses order by id`,
        );
        expect(rows).toEqual([
          { company_name: 'Borg Trading', nation: 'IT' },
          { company_name: 'Borg Ltd', nation: 'MT' },
        ]);
      } finally {
        await upgraded.close();
      }
    },
    MIGRATION_CASE_TIMEOUT_MS,
  );
});

describe(`migration ${ORDER_HISTORY}`, () => {
  it('gives orders placed before it a version and their history: placement, then payment or abort', async () => {
    const target = await emptyTarget('history');
    const migrated = await withMigrated(target, previousMigrations(ORDER_HISTORY), async (db) => {
      await db.execute(
        sql`insert into stores (id, name, address, delivery_modes) values (1, 'S', 'A', '{IN_STORE}')`,
      );
      await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name)
        values (1, 'maria@example.mt', 'h', 'Maria', 'Borg')`);
      await db.execute(sql`
        insert into orders (id, code, user_id, status, store_id, delivery_mode, delivery_date, valid_from,
          valid_to, payment_mode, checkout, cart, total_cents, pre_authorised_cents, created_at, updated_at)
        values
          (1, 'W1', 1, 'TO_BE_PREPARED', 1, 'IN_STORE', '2026-12-01', now(), now(), 'CASH', '{}', '{}', 100, 100,
            '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z'),
          (2, 'W2', 1, 'TO_BE_PREPARED', 1, 'IN_STORE', '2026-12-01', now(), now(), 'APCOPAY', '{}', '{}', 100, 100,
            '2026-11-01T11:00:00Z', '2026-11-01T11:05:00Z'),
          (3, 'W3', 1, 'ABORTED', 1, 'IN_STORE', '2026-12-01', now(), now(), 'STRIPE', '{}', '{}', 100, 100,
            '2026-11-01T12:00:00Z', '2026-11-01T12:30:00Z')`);
    });
    const upgraded = await openDatabase(migrated);
    try {
      const history = await rowsOf<{ order_id: number; status: string; actor_kind: string }>(
        upgraded.db,
        sql`select order_id, status, actor_kind from order_status_history order by order_id, at`,
      );
      expect(history).toEqual([
        { order_id: 1, status: 'TO_BE_PREPARED', actor_kind: 'customer' },
        { order_id: 2, status: 'PAYMENT_PENDING', actor_kind: 'customer' },
        { order_id: 2, status: 'TO_BE_PREPARED', actor_kind: 'payment' },
        { order_id: 3, status: 'PAYMENT_PENDING', actor_kind: 'customer' },
        { order_id: 3, status: 'ABORTED', actor_kind: 'job' },
      ]);
      const versions = await rowsOf<{ version: number }>(
        upgraded.db,
        sql`select distinct version from orders`,
      );
      expect(versions).toEqual([{ version: 0 }]);
    } finally {
      await upgraded.close();
    }
  }, 120_000);
});
