import { hasLocale } from 'next-intl';
import { defineRouting } from 'next-intl/routing';

/**
 * English is the default and carries no prefix, so the spec's routes stay as written (/app/cart);
 * Italian lives under /app/it/... (DESIGN: Storefront rules of thumb).
 */
export const routing = defineRouting({
  locales: ['en', 'it'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
});

export type AppLocale = (typeof routing.locales)[number];

/** A route's [locale] param as a known locale; the layout has already 404ed unknown ones. */
export function toAppLocale(value: string): AppLocale {
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
