import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ShareLanding } from './share-landing';

export type SharePageProps = { params: Promise<{ locale: string }> };

/** Both share routes (/share and the spec's /app/share) are one page: its canonical is /share. */
export async function shareMetadata({ params }: Pick<SharePageProps, 'params'>): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'share' });
  const brand = config.brand.name;
  return pageMetadata({
    locale,
    path: '/share',
    title: t('metaTitle', { brand }),
    description: t('metaDescription', { brand }),
  });
}

/**
 * Server side of a share route: one cached page per route and language (README: Cached pages).
 * It reads neither the headers (device) nor the query (shared item): the browser does.
 */
export async function SharePage({ params, pathname }: SharePageProps & { pathname: string }) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return <ShareLanding locale={locale} pathname={pathname} shop={config} />;
}
