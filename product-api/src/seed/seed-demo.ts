import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../profiles/password';
import type { Database } from '../db/client';
import { bumpCatalogueVersion } from '../products/catalogue-version';
import { appMeta, loyaltyCards, products } from '../db/schema';
import { DEMO_CUSTOMER } from './demo-customer';
import { DEMO_BALANCE_AT, DEMO_LOYALTY_CARDS } from './loyalty-cards-data';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { seedDelivery } from './seed-delivery';
import { seedDemoCoupons } from './seed-coupons';
import { seedDemoCustomer } from './seed-customer';
import { seedLocations } from './seed-locations';

/**
 * Fills an empty, migrated database with the demo supermarket (architecture: Demo data) in one
 * transaction, so a failed seed leaves nothing half-written, and records app_meta seeded_at.
 * It never runs twice, and never seeds over a catalogue that is already there (for example one
 * loaded by the CSV import): status tells the caller which happened.
 */
export const SEEDED_AT_KEY = 'seeded_at';

export type SeedStatus = 'seeded' | 'already-seeded' | 'not-empty';
export type SeedSummary = {
  status: SeedStatus;
  categories: number;
  products: number;
  banners: number;
  leaflets: number;
  stores: number;
  cities: number;
  zipcodes: number;
  nations: number;
  media: number;
  loyaltyCards: number;
};

const skipped = (status: SeedStatus): SeedSummary => ({
  status,
  categories: 0,
  products: 0,
  banners: 0,
  leaflets: 0,
  stores: 0,
  cities: 0,
  zipcodes: 0,
  nations: 0,
  media: 0,
  loyaltyCards: 0,
});

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SEEDED_AT_KEY))
    .limit(1);
  return rows.length > 0;
}

async function hasProducts(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

export async function seedDemoData(db: Database): Promise<SeedSummary> {
  if (await isSeeded(db)) return skipped('already-seeded');
  // scrypt takes a moment: hash before the transaction opens, not while it holds locks.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: two processes starting together must not both seed.
    if (await isSeeded(tx)) return skipped('already-seeded');
    if (await hasProducts(tx)) return skipped('not-empty');
    const catalogue = await seedCatalogue(tx);
    const locations = await seedLocations(tx);
    await seedDelivery(tx, new Date());
    const content = await seedContent(tx, catalogue.idByKey);
    const demoCustomerId = await seedDemoCustomer(tx, passwordHash);
    await seedDemoCoupons(tx, demoCustomerId, new Date());
    await tx.insert(loyaltyCards).values(
      DEMO_LOYALTY_CARDS.map(({ heldByDemoCustomer, ...card }) => ({
        ...card,
        balanceAt: DEMO_BALANCE_AT,
        userId: heldByDemoCustomer ? demoCustomerId : null,
      })),
    );
    await tx.insert(appMeta).values({ key: SEEDED_AT_KEY, value: new Date().toISOString() });
    await bumpCatalogueVersion(tx);
    return {
      status: 'seeded',
      categories: catalogue.categories,
      products: catalogue.products,
      banners: content.banners,
      leaflets: content.leaflets,
      stores: locations.stores,
      cities: locations.cities,
      zipcodes: locations.zipcodes,
      nations: locations.nations,
      media: catalogue.media + content.media,
      loyaltyCards: DEMO_LOYALTY_CARDS.length,
    };
  });
}
