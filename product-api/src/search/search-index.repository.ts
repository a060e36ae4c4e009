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
      // One after the other: a transaction is one connection, which runs one query at a time
      // anyway, and node-postgres deprecates being handed a second while the first runs.
      const rows = await tx.select(productColumns).from(products).orderBy(asc(products.id));
      const categoryRows = await tx
        .select({
          id: categories.id,
          parentId: categories.parentId,
          description: categories.description,
          descriptionIt: categories.descriptionIt,
          food: categories.food,
        })
        .from(categories);
      const vocabulary = await readVocabulary(tx);
      return { version, source: { products: rows, categories: categoryRows, vocabulary } };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
