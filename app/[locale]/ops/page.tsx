import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffSignInForm } from '@/components/staff/staff-sign-in-form';
import styles from '@/components/staff/staff.module.css';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';

type StaffSignInPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ ended?: string | string[] }>;
};

// The staff's pages are never kept by Next, the storefront server's page memory or any cache:
// rendered per request, they leave as `private, no-store` (architecture: The staff's screen).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: StaffSignInPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'staff.signIn' });
  return pageMetadata({
    locale,
    path: '/ops',
    title: t('metaTitle'),
    description: t('intro'),
    noIndex: true,
  });
}

/** /ops: the staff sign-in (issue 29 item 4); the shop's header and footer stay away. */
export default async function StaffSignInPage({ params, searchParams }: StaffSignInPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('staff.signIn');
  const ended = (await searchParams).ended !== undefined;
  return (
    <div className={styles.signIn}>
      <h1>{t('heading')}</h1>
      <p className={styles.note}>{ended ? t('sessionEnded') : t('intro')}</p>
      {/* The human check's texts are the sign-in page's and the contact form's. */}
      <PageMessages locale={locale} namespaces={['staff', 'signInPage', 'contact']}>
        <StaffSignInForm siteKey={config.captcha.siteKey} />
      </PageMessages>
    </div>
  );
}
