import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { searchVocabulary } from '../db/schema';
import type { VocabularyEntry } from './vocabulary';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert'>;

export async function readVocabulary(db: Reader): Promise<VocabularyEntry[]> {
  return db
    .select({ terms: searchVocabulary.terms, means: searchVocabulary.means })
    .from(searchVocabulary)
    .orderBy(asc(searchVocabulary.id));
}

/** Adds the entries (the catalogue version is the caller's to bump); returns how many. */
export async function addVocabulary(db: Writer, entries: VocabularyEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  await db.insert(searchVocabulary).values(entries.map(({ terms, means }) => ({ terms, means })));
  return entries.length;
}
