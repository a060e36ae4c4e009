import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileScreen } from '@/components/account/profile/profile-screen';
import styles from '@/components/account/profile/profile-screen.module.css';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type ProfileLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<ProfileLayoutProps, 'children'>): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'profile' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/profile',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2: /profile and /profile/{addresses,billing,password} are one screen with sections. The
 * screen lives in this layout, so moving between sections keeps it (and any form being filled)
 * in place; the pages below only say which addresses exist, and the screen reads the section from
 * the address. Cached HTML like every page (README: Cached pages): the screen is drawn in the
 * browser for whoever is signed in.
 */
export default async function ProfileLayout({ children, params }: ProfileLayoutProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <PageMessages locale={locale} namespaces={['profile', 'passwordChange']}>
        <ProfileScreen />
      </PageMessages>
      {children}
    </div>
  );
}
