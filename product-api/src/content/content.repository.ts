import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../contract/catalogue';
import type { Database } from '../db/client';
import { banners } from '../db/schema';

/** An Italian column where the banner has it, else the English one. */
const inItalian = (italian: AnyColumn, english: AnyColumn) => sql<string>`coalesce(${italian}, ${english})`;

/** The banners of a placement, their title and pictures in `language` (English fallback). */
export function findBanners(db: Database, placement: { category: string; type: string }, language: Language) {
  const italian = language === 'it';
  return db
    .select({
      id: banners.id,
      title: italian ? inItalian(banners.titleIt, banners.title) : banners.title,
      imageUrl: italian ? inItalian(banners.imageUrlIt, banners.imageUrl) : banners.imageUrl,
      imageApp: italian ? inItalian(banners.imageAppIt, banners.imageApp) : banners.imageApp,
      link: banners.link,
    })
    .from(banners)
    .where(and(eq(banners.category, placement.category), eq(banners.type, placement.type)))
    .orderBy(asc(banners.order), asc(banners.id));
}
