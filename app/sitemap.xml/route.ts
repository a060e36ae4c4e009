import { config } from '@/lib/config';
import { sitemapIndexXml } from '@/lib/seo/sitemap-files';
import { currentSitemapIds } from '@/lib/seo/sitemap-ids';

/** /app/sitemap.xml: the index of the sitemap files that app/sitemaps/sitemap.ts serves. */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const ids = await currentSitemapIds();
  const xml = sitemapIndexXml(ids.map((id) => `${config.siteUrl}/app/sitemaps/sitemap/${id}.xml`));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
