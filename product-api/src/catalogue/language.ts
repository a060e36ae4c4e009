import type { Language } from '../contract/catalogue';

const SUPPORTED: readonly Language[] = ['en', 'it'];
const isSupported = (tag: string): tag is Language => SUPPORTED.some((l) => l === tag);

/**
 * The language of category names: an explicit ?lang= wins, otherwise the most preferred
 * supported language of Accept-Language ('it-IT,it;q=0.9,en;q=0.8' → it), otherwise English.
 */
export function languageOf(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (lang) return lang;
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((r) => r.primary).find(isSupported) ?? 'en';
}
