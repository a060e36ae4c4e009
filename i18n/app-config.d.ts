import type { english } from './catalogues';
import type { routing } from './routing';

/** Type-checks translation keys against the English catalogue, the complete one. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof english;
  }
}
