import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeliveryInformation } from '@/components/content/legal-delivery';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'deliveryInfo' });
  return pageMetadata({
    locale,
    path: '/delivery',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
  });
}

export default async function DeliveryPage({ params }: PageProps) {
  setRequestLocale(toAppLocale((await params).locale));
  return <DeliveryInformation />;
}
