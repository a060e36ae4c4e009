import { english as en, italian as it } from './catalogues';
import type { AppLocale } from './routing';

export type MessageTree = { [key: string]: string | MessageTree };

/**
 * A namespace, as opposed to one message. In the build, messages are precompiled (next.config.ts),
 * and a compiled message with arguments is an array, which must be replaced, not merged.
 */
const isNamespace = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges `override` over `base`: a key missing in `override` keeps the base text. */
export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isNamespace(value) && isNamespace(current) ? mergeMessages(current, value) : value;
  }
  return merged;
}

/** Spec §1: English is the fallback language, so Italian is laid over the English catalogue. */
export function messagesFor(locale: AppLocale): MessageTree {
  return locale === 'en' ? en : mergeMessages(en, it);
}
