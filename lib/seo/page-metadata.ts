import 'server-only';
import type { Metadata } from 'next';
import { config } from '@/lib/config';
import { type AppLocale, routing } from '@/i18n/routing';

/** The shop's public address of `path` (starting with '/', without /app or the locale prefix). */
export function absoluteUrl(locale: AppLocale, path: string): string {
  const localePrefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  const tail = path === '/' ? '' : path;
  return `${config.siteUrl}/app${localePrefix}${tail}`;
}

type PageMetadataInput = {
  locale: AppLocale;
  /** Route path as the spec writes it, with its query if the page is one per query (e.g. '/product/123'). */
  path: string;
  title: string;
  description: string;
  /** Absolute or /app-relative image for link previews. */
  image?: string;
  /** Pages that must not be indexed (e.g. empty search results). */
  noIndex?: boolean;
};

/**
 * Title, description, canonical address and hreflang alternates (en, it and x-default → English)
 * for a page that exists in both languages (architecture, The storefront's pages: indexable).
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  noIndex,
}: PageMetadataInput): Metadata {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(l, path)]));
  const canonical = absoluteUrl(locale, path);
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: { ...languages, 'x-default': absoluteUrl(routing.defaultLocale, path) },
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: config.brand.name,
      locale: locale === 'it' ? 'it_MT' : 'en_MT',
      type: 'website',
      ...(image ? { images: [image.startsWith('http') ? image : `${config.siteUrl}${image}`] } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
