import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmptyLabel, type FoodLabel } from './product-food';

/** Rows per statement, as the product writer's. */
const ROWS_PER_STATEMENT = 500;

export type FoodToWrite = { barcode: string; label: FoodLabel };

/**
 * Sets the labels of products already written (by barcode) in product_food_info: upserted, or
 * deleted when the label is empty. The filter lists and deposit are on products and go with
 * writeProducts. One jsonb parameter a statement, like writeProducts, for the same reason.
 */
export async function writeFoodLabels(db: Database, rows: FoodToWrite[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const labelled = chunk.filter(({ label }) => !isEmptyLabel(label));
    const unlabelled = JSON.stringify(
      chunk.filter(({ label }) => isEmptyLabel(label)).map(({ barcode }) => barcode),
    );
    await db.execute(sql`
      delete from product_food_info f using products p
      where f.product_id = p.id and p.barcode in (select jsonb_array_elements_text(${unlabelled}::jsonb))`);
    if (labelled.length === 0) continue;
    const labels = JSON.stringify(
      labelled.map(({ barcode, label }) => ({
        barcode,
        ingredients: label.ingredients,
        ingredients_it: label.ingredientsIt,
        net_quantity: label.netQuantity,
        storage: label.storage,
        storage_it: label.storageIt,
        instructions: label.instructions,
        instructions_it: label.instructionsIt,
        origin: label.origin,
        origin_it: label.originIt,
        abv: label.abv,
        operator: label.operator,
        warnings: label.warnings,
        warnings_it: label.warningsIt,
        nutrition_per: label.nutrition?.per ?? null,
        energy_kj: label.nutrition?.energyKj ?? null,
        energy_kcal: label.nutrition?.energyKcal ?? null,
        fat: label.nutrition?.fat ?? null,
        saturates: label.nutrition?.saturates ?? null,
        carbohydrate: label.nutrition?.carbohydrate ?? null,
        sugars: label.nutrition?.sugars ?? null,
        protein: label.nutrition?.protein ?? null,
        salt: label.nutrition?.salt ?? null,
      })),
    );
    await db.execute(sql`
      insert into product_food_info (${sql.raw(LABEL_COLUMNS.join(', '))})
      select p.id, ${sql.raw(
        LABEL_COLUMNS.slice(1)
          .map((c) => `r.${c}`)
          .join(', '),
      )}
      from jsonb_to_recordset(${labels}::jsonb) as r(barcode text, ${sql.raw(RECORD_TYPE)})
      join products p on p.barcode = r.barcode
      on conflict (product_id) do update set
        ${sql.raw(
          LABEL_COLUMNS.slice(1)
            .map((c) => `${c} = excluded.${c}`)
            .join(', '),
        )}`);
  }
}

const TEXT_COLUMNS = [
  'ingredients',
  'ingredients_it',
  'net_quantity',
  'storage',
  'storage_it',
  'instructions',
  'instructions_it',
  'origin',
  'origin_it',
  'operator',
  'warnings',
  'warnings_it',
  'nutrition_per',
];
const NUMBER_COLUMNS = [
  'abv',
  'energy_kj',
  'energy_kcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
];
const LABEL_COLUMNS = ['product_id', ...TEXT_COLUMNS, ...NUMBER_COLUMNS];
const RECORD_TYPE = [
  ...TEXT_COLUMNS.map((c) => `${c} text`),
  ...NUMBER_COLUMNS.map((c) => `${c} double precision`),
].join(', ');
