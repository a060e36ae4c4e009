import { setRequestLocale } from 'next-intl/server';
import { TermsAndConditions } from '@/components/content/legal-terms';
import { legalMetadata } from '@/components/content/legal-metadata';
import { toAppLocale } from '@/i18n/routing';

export const generateMetadata = legalMetadata('terms', '/termsandconditions');

/** Spec §2 /termsandconditions: the website terms and conditions, rendered on the server. */
export default async function TermsPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toAppLocale((await params).locale));
  return <TermsAndConditions />;
}
