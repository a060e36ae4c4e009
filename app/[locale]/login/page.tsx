import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInScreen } from '@/components/account/sign-in/sign-in-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type SignInPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: SignInPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'signInPage' });
  // A form with nothing to find: search engines leave it out.
  return pageMetadata({
    locale,
    path: '/login',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
    noIndex: true,
  });
}

/**
 * The sign-in page with the human check (issue 27, README: Login limits). The login popup lives on
 * every page, whose Content-Security-Policy keeps hCaptcha out; when the API asks for the check,
 * the popup sends the shopper here, one of the pages whose policy lets the widget in
 * (lib/captcha-page.ts). Cached HTML like the other form pages: what was typed comes in the browser.
 */
export default async function SignInPage({ params }: SignInPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('signInPage');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.card}>
          {/* The widget's legend is the contact form's ('Human verification'). */}
          <PageMessages locale={locale} namespaces={['signInPage', 'contact']}>
            <SignInScreen siteKey={config.captcha.siteKey} />
          </PageMessages>
        </div>
      </div>
    </div>
  );
}
