import { hasLocale } from 'next-intl';
import { defineRouting } from 'next-intl/routing';

/**
 * English is the default and carries no prefix, so the spec's routes stay as written (/app/cart);
 * Italian lives under /app/it/... (architecture: The storefront's pages, locales).
 *
 * An address names its language and nothing else does: no redirect by Accept-Language or by a
 * locale cookie, and no cookie set. So a page's answer depends on its URL alone, and a shared
 * cache (ours, a CDN) may keep it by URL (README: Cached pages). Search engines send Italian
 * shoppers to /app/it/... through the pages' hreflang alternates; the header switches language.
 */
export const routing = defineRouting({
  locales: ['en', 'it'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The pages carry their hreflang alternates in <head>, on SITE_URL; a Link header built from
  // the request's Host would be kept with the cached page and shown to every other host.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** A route's [locale] param as a known locale; the layout has already 404ed unknown ones. */
export function toAppLocale(value: string): AppLocale {
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
