import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { media } from '../db/schema';

/** A stored file by its path under /media/ ('products/5350000000017.svg'), or null. */
export async function findMediaFile(db: Database, path: string) {
  const [row] = await db
    .select({ contentType: media.contentType, body: media.body, encoding: media.encoding })
    .from(media)
    .where(eq(media.path, path));
  return row ?? null;
}
