import type { Language } from '../contract/catalogue';

/**
 * The storefront address an e-mail links to, in the language the e-mail is written in: English
 * pages have no prefix, Italian ones live under /it (architecture, The storefront's pages:
 * Locales). `shopUrl` is SHOP_PUBLIC_URL, the public base with /app; `path` starts with '/'.
 */
export function shopLinkOf(shopUrl: string, language: Language, path: string): string {
  const base = shopUrl.replace(/\/+$/, '');
  return `${base}${language === 'it' ? '/it' : ''}${path}`;
}
