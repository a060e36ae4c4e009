import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { searchVectorOf } from '../search-document';
import type { ImportedProduct } from './imported-product';

export type CategoryRecord = {
  id: number;
  parentId: number | null;
  description: string;
  descriptionIt: string | null;
  order: number;
};

/** The advisory lock key of catalogue imports (a number the shop uses for no other lock). */
const IMPORT_LOCK_KEY = 7_300_001;

/**
 * Makes a second import wait until the first has committed or rolled back: run side by side, both
 * would otherwise create the same missing category, and count the same barcode as added. Held to
 * the end of the transaction.
 */
export async function lockCatalogueImports(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

export async function findAllCategories(db: Database): Promise<CategoryRecord[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      description: categories.description,
      descriptionIt: categories.descriptionIt,
      order: categories.order,
    })
    .from(categories)
    .orderBy(categories.order, categories.id);
}

export async function insertCategory(
  db: Database,
  category: { parentId: number | null; description: string; order: number },
): Promise<number> {
  const [row] = await db.insert(categories).values(category).returning({ id: categories.id });
  if (!row) throw new Error(`Category ${category.description} was not inserted`);
  return row.id;
}

/** Which of these barcodes the shop already has. */
export async function findExistingBarcodes(db: Database, barcodes: string[]): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const rows = await db
    .select({ barcode: products.barcode })
    .from(products)
    .where(inArray(products.barcode, barcodes));
  return new Set(rows.map((r) => r.barcode));
}

/**
 * The products columns an import writes, with their SQL types, in the order of ImportedProduct.
 * A chunk travels as ONE jsonb parameter read back with jsonb_to_recordset: building and binding
 * thirty parameters a row cost more than the insert itself (1.3 s of CPU per 10,000 rows).
 */
type Written = Exclude<keyof ImportedProduct, 'vectorTexts'>;

const WRITTEN: [Written, string][] = [
  ['barcode', 'text'],
  ['description', 'text'],
  ['brand', 'text'],
  ['imageUrl', 'text'],
  ['available', 'boolean'],
  ['priceCents', 'integer'],
  ['netPriceCents', 'integer'],
  ['pricePerUmCents', 'integer'],
  ['umPerUm', 'text'],
  ['um', 'text'],
  ['purchaseUm', 'text'],
  ['umStep', 'double precision'],
  ['minWeight', 'double precision'],
  ['maxAmount', 'double precision'],
  ['promotionType', 'text'],
  ['promotionValue', 'double precision'],
  ['promotionDescription', 'text'],
  ['categoryId', 'integer'],
  ['tags', 'jsonb'],
  ['isBundle', 'boolean'],
  ['searchName', 'text'],
  ['searchText', 'text'],
];

const columnName = (key: Written) => products[key].name;
const ident = (name: string) => sql.raw(`"${name}"`);

const INSERTED_COLUMNS = sql.join(
  [...WRITTEN.map(([key]) => ident(columnName(key))), ident('ref'), ident(products.searchVector.name)],
  sql`, `,
);

const SELECTED_VALUES = sql.join(
  [
    ...WRITTEN.map(([key]) =>
      key === 'tags'
        ? sql`array(select jsonb_array_elements_text(r.${ident(columnName(key))}))`
        : sql`r.${ident(columnName(key))}`,
    ),
    sql`r.${ident(columnName('barcode'))}`,
    // searchColumnsOf's vector, built in SQL from the three texts of a record.
    searchVectorOf({
      name: sql.raw('r.vector_name'),
      brand: sql.raw('r.vector_brand'),
      rest: sql.raw('r.vector_rest'),
    }),
  ],
  sql`, `,
);

const RECORD_TYPE = sql.raw(
  [
    ...WRITTEN.map(([key, type]) => `"${columnName(key)}" ${type}`),
    'vector_name text',
    'vector_brand text',
    'vector_rest text',
  ].join(', '),
);

/** On a barcode already there, every written column but the barcode takes the incoming value. */
const UPDATED_COLUMNS = sql.join(
  [
    ...[...WRITTEN.map(([key]) => columnName(key)), products.searchVector.name]
      .filter((name) => name !== products.barcode.name)
      .map((name) => sql`${ident(name)} = excluded.${ident(name)}`),
    sql`${ident(products.updatedAt.name)} = now()`,
  ],
  sql`, `,
);

function recordOf(row: ImportedProduct): Record<string, unknown> {
  const record: Record<string, unknown> = {
    vector_name: row.vectorTexts.name,
    vector_brand: row.vectorTexts.brand,
    vector_rest: row.vectorTexts.rest,
  };
  for (const [key] of WRITTEN) record[columnName(key)] = row[key];
  return record;
}

/**
 * Inserts new barcodes and rewrites the imported columns of existing ones in one statement.
 * A new product's ref is its barcode; an existing product keeps its ref, VAT configuration and
 * featured rank, which the file does not carry.
 */
export async function upsertProducts(db: Database, rows: ImportedProduct[]): Promise<void> {
  if (rows.length === 0) return;
  const records = JSON.stringify(rows.map(recordOf));
  await db.execute(sql`
    insert into ${products} (${INSERTED_COLUMNS})
    select ${SELECTED_VALUES}
    from jsonb_to_recordset(${records}::jsonb) as r(${RECORD_TYPE})
    on conflict (${ident(products.barcode.name)}) do update set ${UPDATED_COLUMNS}`);
}
