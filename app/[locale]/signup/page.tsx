import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignupWizard } from '@/components/account/signup/signup-wizard';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';

type SignupPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: SignupPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'signup' });
  // A form, not content: search engines may follow it but have nothing to index.
  return pageMetadata({
    locale,
    path: '/signup',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
    noIndex: true,
  });
}

/**
 * Spec §2 /signup: the sign-up wizard. A cached page like the catalogue (README: Cached pages):
 * the server draws the first step, the same for everyone, and the wizard runs in the browser.
 */
export default async function SignupPage({ params }: SignupPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <div className="page-width">
      <PageMessages locale={locale} namespaces={['signup']}>
        <SignupWizard />
      </PageMessages>
    </div>
  );
}
