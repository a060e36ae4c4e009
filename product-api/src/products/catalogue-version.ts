import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * The catalogue's version: changed by every write of products, categories or banners (seed,
 * import) in the same transaction, so that API instances caching catalogue reads can tell, by one
 * key lookup, that what they hold is stale.
 */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

type Writer = Pick<Database, 'insert'>;
type Reader = Pick<Database, 'select'>;

export async function bumpCatalogueVersion(db: Writer): Promise<void> {
  const value = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  await db
    .insert(appMeta)
    .values({ key: CATALOGUE_VERSION_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

export async function readCatalogueVersion(db: Reader): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, CATALOGUE_VERSION_KEY));
  return row?.value ?? 'none';
}
