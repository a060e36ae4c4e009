import { Client } from 'pg';

/** A label in English and Italian, as the catalogue import will write it (migration 0026). */
export type FoodLabel = {
  ingredients: string;
  ingredientsIt: string;
  allergens: string[];
  mayContain: string[];
  diets: string[];
  netQuantity: string;
  storage: string;
  storageIt: string;
  origin: string;
  originIt: string;
  operator: string;
  nutrition: {
    per: 'g' | 'ml';
    energyKj: number;
    energyKcal: number;
    fat: number;
    saturates: number;
    carbohydrate: number;
    sugars: number;
    protein: number;
    salt: number;
  };
};

/**
 * Gives a product food information and bumps the catalogue version in one transaction. SQL here
 * until the catalogue import reads the food columns (issue 33); the version key is product-api's
 * CATALOGUE_VERSION_KEY, so cached pages of the product follow as after an import.
 */
export async function seedFoodLabel(databaseUrl: string, barcode: string, label: FoodLabel): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const updated = await client.query<{ id: number }>(
      'UPDATE products SET allergens = $2, may_contain = $3, diets = $4 WHERE barcode = $1 RETURNING id',
      [barcode, label.allergens, label.mayContain, label.diets],
    );
    const id = updated.rows[0]?.id;
    if (id === undefined) throw new Error(`no product ${barcode} to label`);
    const n = label.nutrition;
    await client.query(
      `INSERT INTO product_food_info (product_id, ingredients, ingredients_it, net_quantity, storage,
         storage_it, origin, origin_it, operator, nutrition_per, energy_kj, energy_kcal, fat,
         saturates, carbohydrate, sugars, protein, salt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id,
        label.ingredients,
        label.ingredientsIt,
        label.netQuantity,
        label.storage,
        label.storageIt,
        label.origin,
        label.originIt,
        label.operator,
        n.per,
        n.energyKj,
        n.energyKcal,
        n.fat,
        n.saturates,
        n.carbohydrate,
        n.sugars,
        n.protein,
        n.salt,
      ],
    );
    await client.query(
      `INSERT INTO app_meta (key, value) VALUES ('catalogue_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [`e2e-food-info-${Date.now()}`],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
