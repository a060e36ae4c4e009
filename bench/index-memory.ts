import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../product-api/src/config';
import { databaseTargetOf, openDatabase } from '../product-api/src/db/client';
import { SearchIndex } from '../product-api/src/search/search-index';
import { readIndexSource } from '../product-api/src/search/search-index.repository';

/**
 * The heap one search index holds: `npx tsx --expose-gc bench/index-memory.ts` against the API's
 * database (PGLITE_DIR or DATABASE_URL, e.g. the catalogue bench/prepare-catalogue.ts makes).
 * Builds the index three times from one read of the rows and prints the median of what each
 * build kept after a full collection (heap and typed-array buffers), and the build time; then
 * answers long-tail searches and suggestions on one of them and prints the most its memos of
 * words held on top (bench/README.md: Search index memory).
 */
const gc = (globalThis as { gc?: () => void }).gc;

/** The JavaScript heap and the typed arrays' buffers outside it, where most of an index lives. */
const used = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

async function main(): Promise<void> {
  if (!gc) throw new Error('run with --expose-gc');
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  const { source } = await readIndexSource(handle.db);
  await handle.close();
  const kept: number[] = [];
  const took: number[] = [];
  const indexes: SearchIndex[] = [];
  for (let round = 0; round < 3; round++) {
    gc();
    const before = used();
    const started = performance.now();
    indexes.push(new SearchIndex(source));
    took.push(performance.now() - started);
    gc();
    kept.push(used() - before);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const grown = memosAfterLongTail(indexes[0]!);
  console.log(
    `${source.products.length} products: index ${mib(median(kept))} MiB ` +
      `(builds ${kept.map(mib).join(', ')} MiB), built in ${median(took).toFixed(0)} ms; ` +
      `${indexes.length} indexes held; after ${LONG_TAIL} long-tail searches and suggestions its ` +
      `memos of words held at most ${mib(grown)} MiB more`,
  );
}

/** How many queries of each mode the long tail sends (bench/long-tail-queries.ts). */
const LONG_TAIL = 20000;

/**
 * The most the index's bounded memos (word plans, word forms) add once shoppers' words have filled
 * them: measured after a full collection every 2,000 queries, over the first answers' own
 * (the English word list and the scratch arrays load on the first searches).
 */
function memosAfterLongTail(index: SearchIndex): number {
  const queriesOf = (mode: string): string[] =>
    (
      JSON.parse(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', path.join(__dirname, 'long-tail-queries.ts'), String(LONG_TAIL), mode],
          {
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          },
        ),
      ) as string[]
    ).map((request) => new URLSearchParams(request).get('q') ?? '');
  const searches = queriesOf('search');
  const typed = queriesOf('suggestions');
  const limits = { tips: 8, categories: 5, brands: 5 };
  const answer = (i: number) => {
    index.search(searches[i % searches.length]!, 'results', {}, 0, 24);
    index.suggest(typed[i % typed.length]!, limits);
  };
  for (let i = 0; i < 50; i++) answer(i);
  gc!();
  const before = used();
  let most = 0;
  for (let i = 50; i < LONG_TAIL; i++) {
    answer(i);
    if (i % 2000 === 0) {
      gc!();
      most = Math.max(most, used() - before);
    }
  }
  return most;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
