import catalogueMessages from '@/messages/en/catalogue.json';

/** Tags the shop has a translated name for (messages categoryPage.tags). */
export type KnownTag = keyof typeof catalogueMessages.categoryPage.tags;

export function isKnownTag(tag: string): tag is KnownTag {
  return Object.hasOwn(catalogueMessages.categoryPage.tags, tag);
}

/**
 * The name of a tag for titles: its translation when the shop knows the tag, otherwise the tag
 * itself made readable ('gluten-free' → 'Gluten free'), so a new tag never shows a raw key.
 */
export function tagName(tag: string, translated: (key: KnownTag) => string): string {
  if (isKnownTag(tag)) return translated(tag);
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
