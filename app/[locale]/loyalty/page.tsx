import { setRequestLocale } from 'next-intl/server';
import { LoyaltyTerms } from '@/components/content/legal-loyalty';
import { legalMetadata } from '@/components/content/legal-metadata';
import { toAppLocale } from '@/i18n/routing';

export const generateMetadata = legalMetadata('loyaltyTerms', '/loyalty');

/** Spec §2 /loyalty: the loyalty card terms, rendered on the server. */
export default async function LoyaltyPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toAppLocale((await params).locale));
  return <LoyaltyTerms />;
}
