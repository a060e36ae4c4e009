import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';

type LegalNamespace = 'privacy' | 'terms' | 'loyaltyTerms' | 'deliveryInfo';

/** The shop rules a page description may quote (the loyalty page's does); the others ignore them. */
const metaFigures = {
  rate: SHOP_RULES.loyaltyPointsPerEuro,
  points: SHOP_RULES.loyaltyVoucherPoints,
  voucherEuro: SHOP_RULES.loyaltyVoucherCents / 100,
};

/**
 * `generateMetadata` of a static legal page: its translated title and description, with the
 * canonical address and hreflang alternates of `path` (a spec route such as '/privacy').
 */
export function legalMetadata(namespace: LegalNamespace, path: string) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const locale = toAppLocale((await params).locale);
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({
      locale,
      path,
      title: t('metaTitle'),
      description: t('metaDescription', { brand: config.brand.name, ...metaFigures }),
    });
  };
}
