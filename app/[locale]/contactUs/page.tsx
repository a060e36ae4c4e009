import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/content/contact/contact-form';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type ContactPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({
    locale,
    path: '/contactUs',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
  });
}

/**
 * Spec §2 /contactUs: the contact form. Cached HTML like the other content pages; only this page's
 * Content-Security-Policy lets hCaptcha's widget in (README: Security headers).
 */
export default async function ContactPage({ params }: ContactPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            {t('cardTitle')}
          </h2>
          <PageMessages locale={locale} namespaces={['contact']}>
            <ContactForm siteKey={config.captcha.siteKey} />
          </PageMessages>
        </section>
      </div>
    </div>
  );
}
