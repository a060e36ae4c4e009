import type en from '../messages/en.json';
import type { routing } from './routing';

/** Type-checks translation keys against the English catalogue, the complete one. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof en;
  }
}
