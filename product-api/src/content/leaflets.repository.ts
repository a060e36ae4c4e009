import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../contract/catalogue';
import type { LeafletHotspot } from '../contract/content';
import type { Database } from '../db/client';
import { leafletHotspots, leaflets, products } from '../db/schema';
import { toProduct } from '../products/product-mapper';
import { productColumns } from '../products/product-row';

/** A leaflet's columns as the contract names them, the title and cover in `language` (English fallback). */
function leafletColumns(language: Language) {
  return {
    id: leaflets.id,
    title: language === 'it' ? sql<string>`coalesce(${leaflets.titleIt}, ${leaflets.title})` : leaflets.title,
    coverImage:
      language === 'it'
        ? sql<string>`coalesce(${leaflets.coverImageIt}, ${leaflets.coverImage})`
        : leaflets.coverImage,
    pdfLink: leaflets.pdfLink,
    images: leaflets.images,
    validFrom: leaflets.validFrom,
    validTo: leaflets.validTo,
  };
}

export function findLeaflets(db: Database, language: Language) {
  return db.select(leafletColumns(language)).from(leaflets).orderBy(asc(leaflets.order), asc(leaflets.id));
}

export async function findLeaflet(db: Database, id: number, language: Language) {
  const [row] = await db.select(leafletColumns(language)).from(leaflets).where(eq(leaflets.id, id));
  return row ?? null;
}

/**
 * The hotspots of a leaflet's pages, each with its product named in `language`, page by page and
 * top to bottom; a product no longer sold (not available) is left out, as a re-order leaves it.
 */
export async function findLeafletHotspots(
  db: Database,
  leafletId: number,
  language: Language,
): Promise<LeafletHotspot[]> {
  const rows = await db
    .select({
      page: leafletHotspots.page,
      x: leafletHotspots.x,
      y: leafletHotspots.y,
      w: leafletHotspots.w,
      h: leafletHotspots.h,
      product: productColumns,
    })
    .from(leafletHotspots)
    .innerJoin(products, eq(products.id, leafletHotspots.productId))
    .where(and(eq(leafletHotspots.leafletId, leafletId), eq(products.available, true)))
    .orderBy(
      asc(leafletHotspots.page),
      asc(leafletHotspots.y),
      asc(leafletHotspots.x),
      asc(leafletHotspots.id),
    );
  return rows.map(({ product, ...rect }) => ({ ...rect, product: toProduct(product, language) }));
}
