import { asc } from 'drizzle-orm';
import { productColumns } from '../products/product-row';
import { readCatalogueVersion } from '../products/catalogue-version';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import type { IndexSource } from './search-index';
import { readVocabulary } from './vocabulary.repository';

/**
 * Everything a search index is built from, with the catalogue version it belongs to, read in one
 * repeatable-read transaction so the version and the rows agree.
 */
export async function readIndexSource(db: Database): Promise<{ version: string; source: IndexSource }> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogueVersion(tx);
      const [rows, categoryRows, vocabulary] = await Promise.all([
        tx.select(productColumns).from(products).orderBy(asc(products.id)),
        tx
          .select({
            id: categories.id,
            parentId: categories.parentId,
            description: categories.description,
            descriptionIt: categories.descriptionIt,
            food: categories.food,
          })
          .from(categories),
        readVocabulary(tx),
      ]);
      return { version, source: { products: rows, categories: categoryRows, vocabulary } };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
