import { asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../contract/catalogue';
import type { Database } from '../db/client';
import { leaflets } from '../db/schema';

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
