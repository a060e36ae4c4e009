import { setRequestLocale } from 'next-intl/server';
import { PrivacyPolicy } from '@/components/content/legal-privacy';
import { legalMetadata } from '@/components/content/legal-metadata';
import { toAppLocale } from '@/i18n/routing';

export const generateMetadata = legalMetadata('privacy', '/privacy');

/** Spec §2 /privacy: the privacy policy, rendered on the server. */
export default async function PrivacyPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toAppLocale((await params).locale));
  return <PrivacyPolicy />;
}
