import { sql, type SQL } from 'drizzle-orm';

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

/** The search columns of a products row; every write of a product sets all three. */
export type SearchColumns = { searchName: string; searchText: string; searchVector: SQL };

/** The three texts of the full-text vector: name (A), brand (B), categories and tags (C). */
export type VectorTexts = { name: string; brand: string; rest: string };

export function vectorTextsOf(p: SearchSource): VectorTexts {
  return {
    name: normaliseSearchText(p.description),
    brand: normaliseSearchText(p.brand ?? ''),
    rest: normaliseSearchText([...p.categoryNames, ...p.tags].join(' ')),
  };
}

/**
 * search_name is the normalised name alone: ranking puts a product whose name has the shopper's
 * words above one found only through its brand, category or tags. search_text is the name first,
 * then brand, categories and tags (the typo match reads it). The full-text vector holds English
 * and Italian stems of the same words (the catalogue mixes both), weighted A for the name, B for
 * the brand and C for category names and tags, so a query can ask for the name's words alone.
 */
export function searchColumnsOf(p: SearchSource): SearchColumns {
  const { searchName, searchText, vector } = searchTextsOf(p);
  return {
    searchName,
    searchText,
    searchVector: searchVectorOf({
      name: sql`${vector.name}`,
      brand: sql`${vector.brand}`,
      rest: sql`${vector.rest}`,
    }),
  };
}

/** searchColumnsOf as plain texts: a writer of many rows builds the vector from them in SQL. */
export type SearchTexts = { searchName: string; searchText: string; vector: VectorTexts };

export function searchTextsOf(p: SearchSource): SearchTexts {
  const vector = vectorTextsOf(p);
  return {
    searchName: vector.name,
    searchText: normaliseSearchText([p.description, p.brand ?? '', ...p.categoryNames, ...p.tags].join(' ')),
    vector,
  };
}

/**
 * The one builder of the search_vector expression, from the three texts as SQL: bound values when
 * one product is written, or the columns of a record set when an import writes a chunk in one
 * statement. Both writers thus store the same vector.
 */
export function searchVectorOf(texts: Record<keyof VectorTexts, SQL>): SQL {
  return sql`${weighted(texts.name, 'A')} || ${weighted(texts.brand, 'B')} || ${weighted(texts.rest, 'C')}`;
}

// The weight is one of three letters, written into the SQL as a literal "char".
const weighted = (text: SQL, weight: 'A' | 'B' | 'C') => {
  const letter = sql.raw(`'${weight}'`);
  return sql`setweight(to_tsvector('english', ${text}), ${letter}) || setweight(to_tsvector('italian', ${text}), ${letter})`;
};
