import { loadConfig } from '../product-api/src/config';
import { databaseTargetOf, openDatabase } from '../product-api/src/db/client';
import { SearchIndex } from '../product-api/src/search/search-index';
import { readIndexSource } from '../product-api/src/search/search-index.repository';

/**
 * The heap one search index holds: `npx tsx --expose-gc bench/index-memory.ts` against the API's
 * database (PGLITE_DIR or DATABASE_URL, e.g. the catalogue bench/prepare-catalogue.ts makes).
 * Builds the index three times from one read of the rows and prints the median of what each
 * build kept after a full collection (heap and typed-array buffers), and the build time (bench/README.md: Search index memory).
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
  console.log(
    `${source.products.length} products: index ${mib(median(kept))} MiB ` +
      `(builds ${kept.map(mib).join(', ')} MiB), built in ${median(took).toFixed(0)} ms; ` +
      `${indexes.length} indexes held`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
