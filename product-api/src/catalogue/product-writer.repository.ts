import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { ProductColumns } from '../pricing/product-columns';
import { searchTextOf } from '../products/search-document';
import type { ProductFood } from './product-food';

/**
 * The one writer of products rows, used by the demo seed and the catalogue import alike: both
 * hand it ProductColumns in a category, and it adds the search text (search-document.ts), so
 * the two can never store a product differently.
 */

/**
 * The shop's own columns, which a catalogue file does not carry: given (the seed) or defaulted
 * (ref = barcode, standard VAT, no featured rank) when a product is added, and kept when an
 * existing barcode is written again.
 */
export type ShopOwnColumn = 'ref' | 'vatConfigurationId' | 'featuredRank';

export type ProductToWrite = Omit<ProductColumns, ShopOwnColumn> &
  Partial<Pick<ProductColumns, ShopOwnColumn>> & {
    categoryId: number;
    /** The category's names, sub-category first, in both languages: words a search finds it by. */
    categoryNames: string[];
    /**
     * The lists listings filter on and the deposit, written in the same statement (a second
     * update of every row doubled an import's time). Absent: a file without food columns, so a
     * product keeps its own (a new one gets none).
     */
    food?: Pick<ProductFood, 'allergens' | 'mayContain' | 'diets' | 'depositUnits'>;
  };

/** VAT configuration 1 is the standard rate (the column's default). */
const STANDARD_VAT_CONFIGURATION_ID = 1;

/** Rows per statement: the seed's whole catalogue, an import's chunk (DEFAULT_CHUNK_SIZE). */
const ROWS_PER_STATEMENT = 500;

type CatalogueKey = Exclude<keyof ProductToWrite, ShopOwnColumn | 'categoryNames' | 'food'>;

/**
 * Every column the catalogue sets, with its SQL type in the record set below. A Record, so a
 * column added to ProductColumns cannot be left out of the writer without a compile error.
 */
const CATALOGUE_COLUMNS: Record<CatalogueKey, string> = {
  barcode: 'text',
  description: 'text',
  descriptionIt: 'text',
  brand: 'text',
  imageUrl: 'text',
  available: 'boolean',
  priceCents: 'integer',
  netPriceCents: 'integer',
  pricePerUmCents: 'integer',
  umPerUm: 'text',
  um: 'text',
  purchaseUm: 'text',
  umStep: 'double precision',
  minWeight: 'double precision',
  maxAmount: 'double precision',
  promotionType: 'text',
  promotionValue: 'double precision',
  promotionQuantity: 'integer',
  promotionDescription: 'text',
  categoryId: 'integer',
  tags: 'jsonb',
  isBundle: 'boolean',
};

const OWN_COLUMNS: Record<ShopOwnColumn, string> = {
  ref: 'text',
  vatConfigurationId: 'integer',
  featuredRank: 'integer',
};

const catalogueKeys = Object.keys(CATALOGUE_COLUMNS).filter(
  (key): key is CatalogueKey => key in CATALOGUE_COLUMNS,
);
const ownKeys = Object.keys(OWN_COLUMNS).filter((key): key is ShopOwnColumn => key in OWN_COLUMNS);

/** The food columns: arrays arrive as jsonb, null when the row has no food data. */
const FOOD_COLUMNS = {
  allergens: 'jsonb',
  mayContain: 'jsonb',
  diets: 'jsonb',
  depositUnits: 'integer',
} as const;
type FoodKey = keyof typeof FOOD_COLUMNS;
const foodKeys = Object.keys(FOOD_COLUMNS).filter((key): key is FoodKey => key in FOOD_COLUMNS);

const nameOf = (key: CatalogueKey | ShopOwnColumn | FoodKey | 'searchText') => products[key].name;
const ident = (name: string) => sql.raw(`"${name}"`);
const fromRecord = (name: string) => sql`r.${ident(name)}`;

/** The record set's columns: a products column each. */
const RECORD_TYPE = sql.raw(
  [
    ...catalogueKeys.map((key) => `"${nameOf(key)}" ${CATALOGUE_COLUMNS[key]}`),
    ...ownKeys.map((key) => `"${nameOf(key)}" ${OWN_COLUMNS[key]}`),
    ...foodKeys.map((key) => `"${nameOf(key)}" ${FOOD_COLUMNS[key]}`),
    `"${nameOf('searchText')}" text`,
  ].join(', '),
);

const INSERTED_COLUMNS = sql.join(
  [
    ...catalogueKeys.map((key) => ident(nameOf(key))),
    ...ownKeys.map((key) => ident(nameOf(key))),
    ...foodKeys.map((key) => ident(nameOf(key))),
    ident(nameOf('searchText')),
  ],
  sql`, `,
);

/** A food column's incoming value as its products type: text[] for the lists, 0 containers when absent. */
const incomingFood = (key: FoodKey) =>
  FOOD_COLUMNS[key] === 'jsonb'
    ? sql`array(select jsonb_array_elements_text(${fromRecord(nameOf(key))}))`
    : sql`coalesce(${fromRecord(nameOf(key))}, 0)`;

const SELECTED_VALUES = sql.join(
  [
    ...catalogueKeys.map((key) =>
      key === 'tags'
        ? sql`array(select jsonb_array_elements_text(${fromRecord(nameOf(key))}))`
        : fromRecord(nameOf(key)),
    ),
    sql`coalesce(${fromRecord(nameOf('ref'))}, ${fromRecord(nameOf('barcode'))})`,
    sql`coalesce(${fromRecord(nameOf('vatConfigurationId'))}, ${sql.raw(String(STANDARD_VAT_CONFIGURATION_ID))})`,
    fromRecord(nameOf('featuredRank')),
    ...foodKeys.map(incomingFood),
    fromRecord(nameOf('searchText')),
  ],
  sql`, `,
);

/** On a barcode already there, the catalogue columns and search text take the incoming values. */
const UPDATED_CATALOGUE = sql.join(
  [
    ...[...catalogueKeys.filter((key) => key !== 'barcode').map(nameOf), nameOf('searchText')].map(
      (name) => sql`${ident(name)} = excluded.${ident(name)}`,
    ),
    sql`${ident(products.updatedAt.name)} = now()`,
  ],
  sql`, `,
);

/** The same, with the food columns when the rows carry them (else a product keeps its own). */
const UPDATED_WITH_FOOD = sql.join(
  [UPDATED_CATALOGUE, ...foodKeys.map((key) => sql`${ident(nameOf(key))} = excluded.${ident(nameOf(key))}`)],
  sql`, `,
);

function recordOf(product: ProductToWrite): Record<string, unknown> {
  const record: Record<string, unknown> = { [nameOf('searchText')]: searchTextOf(product) };
  for (const key of catalogueKeys) record[nameOf(key)] = product[key];
  for (const key of ownKeys) record[nameOf(key)] = product[key] ?? null;
  for (const key of foodKeys) record[nameOf(key)] = product.food?.[key] ?? null;
  return record;
}

/**
 * Inserts new barcodes and rewrites the catalogue columns of existing ones. Each chunk is ONE
 * statement with ONE jsonb parameter read back with jsonb_to_recordset: building and binding
 * thirty parameters a row cost more than the insert itself (1.3 s of CPU per 10,000 rows), and
 * it keeps the seed's first start quick too. A barcode may appear once per call.
 */
export async function writeProducts(db: Database, rows: ProductToWrite[]): Promise<void> {
  const withFood = rows.some((row) => row.food !== undefined);
  if (withFood && rows.some((row) => row.food === undefined)) {
    throw new Error('writeProducts: either every row carries its food lists or none does');
  }
  const updated = withFood ? UPDATED_WITH_FOOD : UPDATED_CATALOGUE;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT).map(recordOf));
    await db.execute(sql`
      insert into ${products} (${INSERTED_COLUMNS})
      select ${SELECTED_VALUES}
      from jsonb_to_recordset(${records}::jsonb) as r(${RECORD_TYPE})
      on conflict (${ident(products.barcode.name)}) do update set ${updated}`);
  }
}
