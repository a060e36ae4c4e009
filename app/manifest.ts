import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { config } from '@/lib/config';
import { webAppManifest } from '@/lib/offline/web-app-manifest';

/** /app/manifest.webmanifest, linked from every page's <head> by Next (README: Installable shop and lists offline). */
// The brand's name and colour are read when the server starts, not frozen into the build.
export const dynamic = 'force-dynamic';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'meta' });
  return webAppManifest({
    name: config.brand.name,
    colour: config.brand.colour,
    description: t('description', { brand: config.brand.name }),
  });
}
