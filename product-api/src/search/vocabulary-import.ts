import { bumpCatalogueVersion } from '../products/catalogue-version';
import type { Database } from '../db/client';
import { parseVocabulary, type VocabularyError } from './vocabulary';
import { addVocabulary } from './vocabulary.repository';

export type VocabularyImport = { added: number; errors: VocabularyError[] };

/**
 * Adds a vocabulary file's entries (vocabulary.ts) to the shop's vocabulary, with the catalogue
 * version bumped in the same transaction so every API instance rebuilds its search index within
 * a second. A file with a line that is no entry is refused whole: nothing is written.
 */
export async function importVocabulary(db: Database, text: string): Promise<VocabularyImport> {
  const { entries, errors } = parseVocabulary(text);
  if (errors.length > 0) return { added: 0, errors };
  const added = await db.transaction(async (tx) => {
    const count = await addVocabulary(tx, entries);
    await bumpCatalogueVersion(tx);
    return count;
  });
  return { added, errors: [] };
}
