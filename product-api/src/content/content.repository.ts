import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners } from '../db/schema';

export function findBanners(db: Database, placement: { category: string; type: string }) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      imageUrl: banners.imageUrl,
      imageApp: banners.imageApp,
      link: banners.link,
    })
    .from(banners)
    .where(and(eq(banners.category, placement.category), eq(banners.type, placement.type)))
    .orderBy(asc(banners.order), asc(banners.id));
}
