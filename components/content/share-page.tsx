import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { toAppLocale } from '@/i18n/routing';
import { deviceFamily } from '@/lib/app-store';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sharedItem, sharedItemQuery } from '@/lib/share-link';
import { ShareLanding } from './share-landing';

export type SharePageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

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

/** Server side of a share route: reads the shared item from the query and the device from the headers. */
export async function SharePage({ params, searchParams, pathname }: SharePageProps & { pathname: string }) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const requestHeaders = await headers();
  const device = deviceFamily({
    userAgent: requestHeaders.get('user-agent'),
    platformHint: requestHeaders.get('sec-ch-ua-platform'),
  });
  const item = sharedItem(await searchParams);
  return (
    <ShareLanding
      locale={locale}
      pathname={pathname}
      query={sharedItemQuery(item)}
      device={device}
      item={item}
      shop={config}
    />
  );
}
