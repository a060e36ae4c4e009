import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leafletHotspots, leaflets, products } from '../../db/schema';

/** The advisory lock key of hotspot imports (a number the shop uses for no other lock). */
const HOTSPOT_IMPORT_LOCK_KEY = 7_300_002;

/** Two imports side by side would both clear and refill a leaflet: the second waits. */
export async function lockHotspotImports(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOTSPOT_IMPORT_LOCK_KEY})`);
}

/** How many pages each of these leaflets has as pictures (0 for a PDF leaflet). */
export async function findLeafletPageCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: leaflets.id, images: leaflets.images })
    .from(leaflets)
    .where(inArray(leaflets.id, ids));
  return new Map(rows.map((r) => [r.id, r.images.length]));
}

export async function findProductIds(db: Database, barcodes: string[]): Promise<Map<string, number>> {
  if (barcodes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, barcode: products.barcode })
    .from(products)
    .where(inArray(products.barcode, barcodes));
  return new Map(rows.map((r) => [r.barcode, r.id]));
}

/** Replaces the hotspots of these leaflets with `rows` (inside the import's transaction). */
export async function replaceHotspots(
  tx: Database,
  leafletIds: number[],
  rows: (typeof leafletHotspots.$inferInsert)[],
): Promise<void> {
  await tx.delete(leafletHotspots).where(inArray(leafletHotspots.leafletId, leafletIds));
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(leafletHotspots).values(rows.slice(start, start + 500));
  }
}
