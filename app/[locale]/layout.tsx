import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isEmbeddedInApp } from '@/components/layout/app-origin';
import { Providers } from '@/components/layout/providers';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { clientMessagesFor } from '@/i18n/client-messages';
import { routing, toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { brandTokensCss } from '@/lib/shop-config';
import { getSession } from '@/lib/session';
import { inter, interMaltese } from '../styles/font';
import '../styles/globals.css';
import styles from './layout.module.css';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toAppLocale(locale), namespace: 'meta' });
  const brand = config.brand.name;
  return {
    title: { template: `%s | ${brand}`, default: t('titleDefault', { brand }) },
    description: t('description', { brand }),
    applicationName: brand,
  };
}

export const viewport: Viewport = { themeColor: config.brand.colour };

const brandTokens = brandTokensCss(config.brand);

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  // Inside the mobile app (origin=APP) the app draws its own chrome: no header, no footer.
  const embedded = isEmbeddedInApp(await cookies());
  const t = await getTranslations('common');
  // Without a login token there is nothing for the browser to check: it starts as a visitor and
  // skips the session request (and the schema code it loads) on every page.
  const visitor = !(await getSession()).jwt;

  return (
    <html lang={locale} className={`${inter.variable} ${interMaltese.variable}`}>
      <body>
        <style>{brandTokens}</style>
        <NextIntlClientProvider messages={clientMessagesFor(locale)}>
          <Providers visitor={visitor}>
            {embedded ? null : (
              <ShopChrome>
                <a href="#main" className={styles.skipLink}>
                  {t('skipToContent')}
                </a>
                <SiteHeader brandName={config.brand.name} />
              </ShopChrome>
            )}
            <main id="main" tabIndex={-1} className={styles.main}>
              {children}
            </main>
            {embedded ? null : (
              <ShopChrome>
                <SiteFooter shop={config} />
              </ShopChrome>
            )}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
