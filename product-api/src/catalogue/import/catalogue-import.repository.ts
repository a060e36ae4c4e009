import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';

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
