'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';

type LanguageSwitchProps = { className?: string };

/**
 * EN/IT switch: the same page (path and query) in the other language. It shows the language it
 * switches to, written in that language, so a visitor who cannot read the current one finds it.
 * Cached pages are rendered without their query: the link gets it once in the browser.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  return (
    <Suspense fallback={<LanguageLink className={className} query={{}} />}>
      <LanguageLinkOfAddress className={className} />
    </Suspense>
  );
}

function LanguageLinkOfAddress({ className }: LanguageSwitchProps) {
  const searchParams = useSearchParams();
  return <LanguageLink className={className} query={Object.fromEntries(searchParams.entries())} />;
}

function LanguageLink({ className, query }: LanguageSwitchProps & { query: Record<string, string> }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const target: AppLocale = locale === 'it' ? 'en' : 'it';

  return (
    <Link href={{ pathname, query }} locale={target} className={className} hrefLang={target} lang={target}>
      {/* The accessible name starts with the visible text (WCAG 2.5.3): "IT – Italiano". */}
      {t('switchLanguageShort')}
      <span className="visually-hidden"> – {t('switchLanguage')}</span>
    </Link>
  );
}
