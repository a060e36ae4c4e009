import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../product-api/src/db/client';
import { stores } from '../../product-api/src/db/schema';

/** The first store of the seeded shop that offers pick-up (IN_STORE): the benches' carts and orders go there. */
export async function pickUpStore(db: Database): Promise<number> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`'IN_STORE' = any(${stores.deliveryModes})`)
    .orderBy(asc(stores.id))
    .limit(1);
  if (!store) throw new Error('No store offers pick-up: is the database seeded?');
  return store.id;
}
