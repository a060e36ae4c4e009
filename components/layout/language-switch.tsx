'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';

/**
 * EN/IT switch: the same page (path and query) in the other language. It shows the language it
 * switches to, written in that language, so a visitor who cannot read the current one finds it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const target: AppLocale = locale === 'it' ? 'en' : 'it';

  return (
    <Link
      href={{ pathname, query: Object.fromEntries(searchParams.entries()) }}
      locale={target}
      className={className}
      hrefLang={target}
      lang={target}
    >
      {/* The accessible name starts with the visible text (WCAG 2.5.3): "IT – Italiano". */}
      {t('switchLanguageShort')}
      <span className="visually-hidden"> – {t('switchLanguage')}</span>
    </Link>
  );
}
