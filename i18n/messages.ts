import { english as en, italian as it } from './catalogues';
import type { AppLocale } from './routing';

export type MessageTree = { [key: string]: string | MessageTree };

/** Deep-merges `override` over `base`: a key missing in `override` keeps the base text. */
export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return merged;
}

/** Spec §1: English is the fallback language, so Italian is laid over the English catalogue. */
export function messagesFor(locale: AppLocale): MessageTree {
  return locale === 'en' ? en : mergeMessages(en, it);
}
