import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  PRODUCT_COLUMNS,
  type ProductColumn,
} from '../../product-api/src/catalogue/import/catalogue-columns';
import type { Product } from '../../product-api/src/contract/catalogue';

/** The repository, where `npm run catalogue:import` is defined (this file is in e2e/support). */
const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * One row of the import file (product-api/src/catalogue/import/README.md), every value as text.
 * Without the food columns, so an import leaves the products' food information as it is.
 */
export type CatalogueRow = Record<ProductColumn, string>;

const money = (amount: number) => amount.toFixed(2);

/** A multi-buy offer ('2 for €1.50') in the file's two columns, else both empty. */
function multiBuyOf(product: Product): Pick<CatalogueRow, 'multi_buy_quantity' | 'multi_buy_price'> {
  const offer = product.promotions[0];
  if (offer?.valueType !== 'MULTI_BUY' || offer.quantity === null || offer.value === null)
    return { multi_buy_quantity: '', multi_buy_price: '' };
  return { multi_buy_quantity: String(offer.quantity), multi_buy_price: money(offer.value) };
}

/**
 * The row that imports `product` as it is now, in the category at `categoryPath` ('Main > Sub'),
 * with its Italian name (the API answers one language at a time; empty: none).
 */
export function rowOf(product: Product, categoryPath: string, italianName: string): CatalogueRow {
  const weighed = product.purchaseUm !== 'PZ';
  return {
    barcode: product.barcode,
    description: product.description,
    description_it: italianName,
    brand: product.brand ?? '',
    category_path: categoryPath,
    price: money(product.netPrice),
    old_price: product.price > product.netPrice ? money(product.price) : '',
    ...multiBuyOf(product),
    unit: weighed ? 'KG' : 'PZ',
    step: weighed ? String(product.umStep) : '',
    min_weight: weighed && product.minWeight !== null ? String(product.minWeight) : '',
    max_amount: product.maxAmount === null ? '' : String(product.maxAmount),
    image_url: product.imageUrl ?? '',
    available: String(product.available),
    tags: product.tags.join(';'),
  };
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

export const catalogueCsv = (rows: CatalogueRow[]) =>
  [
    PRODUCT_COLUMNS.join(','),
    ...rows.map((row) => PRODUCT_COLUMNS.map((c) => quoted(row[c])).join(',')),
  ].join('\n') + '\n';

const summarySchema = z.object({
  added: z.number(),
  updated: z.number(),
  rejected: z.array(z.unknown()),
});

/** The import CLI that `npm run catalogue:import` runs (product-api/package.json). */
const apiRoot = path.join(repoRoot, 'product-api');
const IMPORT_CLI = path.join(apiRoot, 'src', 'catalogue', 'import', 'import-cli.ts');

/**
 * The import CLI with `file.csv --strict --json` against the database at `databaseUrl`, while the
 * shop is up. With `asOperator`, through `npm run catalogue:import` as the README tells an operator;
 * otherwise the same CLI file run by node and tsx directly, as the API's CLI tests run it: the two
 * npm processes in between cost about a second of CPU an import, on the spec's critical path
 * (docs/testing.md). Rejects with the CLI's output unless every row landed. Asynchronous, so the
 * spec can keep the shop busy while the import runs.
 */
export async function importRows(
  databaseUrl: string,
  rows: CatalogueRow[],
  { asOperator = false }: { asOperator?: boolean } = {},
): Promise<z.infer<typeof summarySchema>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
  try {
    const file = path.join(dir, 'catalogue.csv');
    fs.writeFileSync(file, catalogueCsv(rows));
    const args = [file, '--strict', '--json'];
    const run = await runCli(
      asOperator
        ? ['npm', ['run', 'catalogue:import', '--', ...args], repoRoot]
        : [process.execPath, ['--import', 'tsx', IMPORT_CLI, ...args], apiRoot],
      { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    );
    if (run.status !== 0) {
      throw new Error(`catalogue:import exited with ${run.status}:\n${run.stdout}\n${run.stderr}`);
    }
    const summary = summarySchema.parse(JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))));
    if (summary.added + summary.updated !== rows.length) {
      throw new Error(`catalogue:import did not write every row:\n${run.stdout}`);
    }
    return summary;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type CliRun = { status: number | null; stdout: string; stderr: string };

/** [command, arguments, folder it runs in] */
type CliCommand = [string, string[], string];

function runCli([command, args, cwd]: CliCommand, env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({
        status,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}
