import fs from 'node:fs';
import path from 'node:path';
import { parseVocabulary } from '../search/vocabulary';
import { addVocabulary } from '../search/vocabulary.repository';
import type { Database } from '../db/client';

/** The shop's grocery vocabulary as shipped (search-vocabulary.txt beside this file). */
export function shippedVocabulary() {
  const text = fs.readFileSync(path.join(__dirname, 'search-vocabulary.txt'), 'utf8');
  const { entries, errors } = parseVocabulary(text);
  if (errors.length > 0) throw new Error(`search-vocabulary.txt line ${errors[0]?.line} is not an entry`);
  return entries;
}

export async function seedSearchVocabulary(db: Database): Promise<number> {
  return addVocabulary(db, shippedVocabulary());
}
