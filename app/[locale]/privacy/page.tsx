import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrivacyPolicy } from '@/components/content/legal-privacy';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return pageMetadata({
    locale,
    path: '/privacy',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
  });
}

export default async function PrivacyPage({ params }: PageProps) {
  setRequestLocale(toAppLocale((await params).locale));
  return <PrivacyPolicy />;
}
