import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { countProducts } from '@/lib/catalogue/product-fetch';
import { sitemapIds } from './sitemap-files';

/**
 * The sitemap files the catalogue needs now. Without the API the products cannot be counted:
 * the index then lists the pages file alone rather than failing (and says why in the log).
 */
export async function currentSitemapIds(): Promise<string[]> {
  // The build asks too (for the files it could prerender, none: they are dynamic), with no API up.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return sitemapIds(0);
  const count = await countProducts();
  if (!count.ok) console.error(`sitemap: products not counted: ${count.message}`);
  return sitemapIds(count.ok ? count.data : 0);
}
