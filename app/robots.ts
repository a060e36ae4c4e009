import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { config } from '@/lib/config';

/**
 * /app/robots.txt. Crawlers only read the robots.txt at the root of the host, which belongs to the
 * chain's main site: copy these rules there, with the Sitemap line pointing at /app/sitemap.xml.
 * The catalogue, leaflets, stores and legal pages are open; the shopper's own pages (cart,
 * checkout, account) and the backend-for-frontend are not worth crawling and are kept out.
 */
// SITE_URL is read when the server starts, not frozen into the build.
export const dynamic = 'force-dynamic';

const PRIVATE_PATHS = [
  // A prefix: also /carts and /cart/create.
  '/cart',
  '/checkout',
  '/profile',
  '/orders',
  '/favorites',
  '/smartlist',
  '/coupons',
  '/payments',
  '/signup',
  '/reset',
  '/share',
];

const localePrefixes = routing.locales.map((l) => (l === routing.defaultLocale ? '' : `/${l}`));

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/app/',
      disallow: [
        '/app/api/',
        ...localePrefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `/app${prefix}${path}`)),
      ],
    },
    sitemap: `${config.siteUrl}/app/sitemap.xml`,
  };
}
