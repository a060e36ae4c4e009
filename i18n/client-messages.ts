import { type MessageTree, messagesFor } from './messages';
import type { AppLocale } from './routing';

/**
 * Namespaces that only server components read. next-intl hands the browser every message by
 * default, and these (the legal texts above all) would ride along in every page's HTML for nothing.
 * A test checks that no client component asks for one of them.
 */
export const SERVER_ONLY_NAMESPACES = [
  'meta',
  'footer',
  'legal',
  'privacy',
  'terms',
  'loyaltyTerms',
  'deliveryInfo',
  'share',
] as const;

/** The messages the browser needs: everything but the server-only namespaces. */
export function clientMessagesFor(locale: AppLocale): MessageTree {
  const all = messagesFor(locale);
  const serverOnly = new Set<string>(SERVER_ONLY_NAMESPACES);
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !serverOnly.has(namespace)));
}
