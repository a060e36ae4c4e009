import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { chromeMarker, prePaintScript } from '@/lib/chrome/pre-paint-script';
import { Providers } from '@/components/layout/providers';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { SiteFooter } from '@/components/layout/site-footer';
import { ShopFeaturesProvider } from '@/components/layout/shop-features';
import { SiteHeader } from '@/components/layout/site-header';
import { clientMessagesFor } from '@/i18n/client-messages';
import { routing, toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { brandTokensCss } from '@/lib/shop-config';
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
const prePaint = prePaintScript();

/**
 * No page is rendered at build time (the build needs neither the product API nor the shop's
 * settings): each is rendered on its first request and kept until the catalogue changes
 * (README: Cached pages). Pages below may list their own params, or none, the same way.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const t = await getTranslations('common');

  // The same HTML for every shopper: what is theirs (signed in, inside the mobile app) is set on
  // <html> by the pre-paint script, which the server's markup cannot know.
  return (
    <html lang={locale} className={`${inter.variable} ${interMaltese.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: prePaint }} />
      </head>
      <body>
        <style>{brandTokens}</style>
        <NextIntlClientProvider messages={clientMessagesFor(locale)}>
          <Providers>
            <ShopFeaturesProvider features={config.features}>
              <ShopChrome>
                <a href="#main" className={styles.skipLink} {...chromeMarker}>
                  {t('skipToContent')}
                </a>
                <SiteHeader brandName={config.brand.name} />
              </ShopChrome>
              <main id="main" tabIndex={-1} className={styles.main}>
                {children}
              </main>
              <ShopChrome>
                <SiteFooter shop={config} />
              </ShopChrome>
            </ShopFeaturesProvider>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
