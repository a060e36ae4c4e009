import { sql, type SQL } from 'drizzle-orm';

/**
 * Search works on an accent-free, lower-case copy of a product's words, so 'Ħobż' matches 'hobz'
 * and 'caffè' matches 'caffe'. Maltese letters (ħ, ġ, ż, ċ, għ) have no Unicode decomposition,
 * so they are mapped by hand before the generic diacritic strip.
 */
const MALTESE: Record<string, string> = { ħ: 'h', Ħ: 'h', ġ: 'g', Ġ: 'g', ż: 'z', Ż: 'z', ċ: 'c', Ċ: 'c' };

export function normaliseSearchText(text: string): string {
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

export function searchTextOf(p: SearchSource): string {
  return normaliseSearchText([p.description, p.brand ?? '', ...p.categoryNames, ...p.tags].join(' '));
}

/**
 * The full-text vector: English and Italian stems of the same text (the catalogue mixes both),
 * the description and brand weighted above category names.
 */
export function searchVectorOf(p: SearchSource): SQL {
  const main = normaliseSearchText(`${p.description} ${p.brand ?? ''}`);
  const rest = normaliseSearchText([...p.categoryNames, ...p.tags].join(' '));
  return sql`setweight(to_tsvector('english', ${main}), 'A') || setweight(to_tsvector('italian', ${main}), 'A') || setweight(to_tsvector('english', ${rest}), 'C') || setweight(to_tsvector('italian', ${rest}), 'C')`;
}
