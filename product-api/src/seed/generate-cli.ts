import { stringify } from 'csv-stringify';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { CATALOGUE_COLUMNS } from '../catalogue/import/catalogue-columns';
import { generateCatalogueRows } from './generate-catalogue';

/** `npm run catalogue:generate -- 50000 [--out file.csv] [--seed 2026]`: a catalogue file to import. */
const HELP = `Usage: npm run catalogue:generate -- <rows> [--out file.csv] [--seed 2026]

Writes a catalogue file in the format of npm run catalogue:import: the demo shop's products, then
variants of them ('Bio', 'Family Pack', house brands) with their own barcodes, prices, promotions,
unavailable items and tags, in the demo's categories. The same rows and seed give the same file.
Default output: data/catalogue-<rows>.csv (git-ignored).`;

const repoRoot = path.resolve(__dirname, '..', '..', '..');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      seed: { type: 'string', default: '2026' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const count = Number(positionals[0]);
  const seed = Number(values.seed);
  if (positionals.length !== 1 || !Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error(`${HELP}\n\nGive the number of rows, 1 to 10,000,000.`);
    return 1;
  }
  if (!Number.isInteger(seed)) {
    console.error('--seed must be a whole number.');
    return 1;
  }
  const out = values.out
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
    : path.join(repoRoot, 'data', `catalogue-${count}.csv`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const started = performance.now();
  await pipeline(
    Readable.from(generateCatalogueRows(count, seed)),
    stringify({ header: true, columns: [...CATALOGUE_COLUMNS] }),
    fs.createWriteStream(out),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${count} products to ${out} in ${seconds} s.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
