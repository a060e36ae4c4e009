/**
 * Search works on an accent-free, lower-case copy of a product's words, so 'Ħobż' matches 'hobz'
 * and 'caffè' matches 'caffe'. Maltese letters (ħ, ġ, ż, ċ, għ) have no Unicode decomposition,
 * so they are mapped by hand before the generic diacritic strip.
 */
const MALTESE: Record<string, string> = { ħ: 'h', Ħ: 'h', ġ: 'g', Ġ: 'g', ż: 'z', Ż: 'z', ċ: 'c', Ċ: 'c' };

/** Text that normalising would leave as it is: lower-case letters, digits, single inner spaces. */
const ALREADY_NORMAL = /^(?:[a-z0-9%.,']+(?: [a-z0-9%.,']+)*)?$/;

export function normaliseSearchText(text: string): string {
  // Most queries are typed plain; they skip the Unicode passes (search answers on every keystroke).
  if (ALREADY_NORMAL.test(text)) return text;
  return text
    .replace(/[ħĦġĠżŻċĊ]/g, (c) => MALTESE[c] ?? c)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%.,' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type SearchSource = {
  description: string;
  brand: string | null;
  categoryNames: string[];
  tags: string[];
};

/**
 * The products row's search_text: the normalised name first, then brand, categories and tags.
 * Category pages sort by it (catalogue.repository.ts), which is why the name leads.
 */
export function searchTextOf(p: SearchSource): string {
  return normaliseSearchText([p.description, p.brand ?? '', ...p.categoryNames, ...p.tags].join(' '));
}
