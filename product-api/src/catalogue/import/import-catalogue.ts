import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { refreshSearchStatistics } from '../../db/maintenance';
import { bumpCatalogueVersion } from '../../products/catalogue-version';
import { writeFoodLabels } from '../food-writer.repository';
import { writeProducts } from '../product-writer.repository';
import { findExistingBarcodes, lockCatalogueImports } from './catalogue-import.repository';
import { pathKeyOf, resolveCategoryPaths } from './category-paths';
import { importedProductOf } from './imported-product';
import { readCatalogueFile, type Rejection } from './read-catalogue-file';

/**
 * `npm run catalogue:import`: upserts a catalogue file's products by barcode. The file is read and
 * checked first; then every write (new categories, products, their food information when the file
 * has food columns, the catalogue version that tells
 * running APIs to drop their cached answers) happens in ONE transaction, so an import either
 * lands whole or not at all, whatever fails half-way.
 */
export type ImportOptions = {
  /** Any rejected row aborts the import with nothing written. */
  strict?: boolean;
  /** Run the whole import, report it, then roll it back. */
  dryRun?: boolean;
  /** Rows written and reported to onProgress together (the writer's statements hold at most 500). */
  chunkSize?: number;
  /** Called inside the transaction after each chunk; a throw rolls the whole import back. */
  onProgress?: (written: number, total: number) => void | Promise<void>;
};

export type ImportOutcome = 'imported' | 'dry-run' | 'rejected-strict';

export type ImportSummary = {
  outcome: ImportOutcome;
  rowsRead: number;
  added: number;
  updated: number;
  rejected: Rejection[];
  /** Category paths the import created (or, in a dry run, would create). */
  categoriesCreated: string[];
  milliseconds: number;
};

export const DEFAULT_CHUNK_SIZE = 500;

class DryRunRollback extends Error {
  constructor(readonly counts: { added: number; updated: number; categoriesCreated: string[] }) {
    super('dry run: rolled back');
  }
}

export async function importCatalogue(
  db: Database,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const file = await readCatalogueFile(input);
  const summary = (
    outcome: ImportOutcome,
    counts: Omit<ImportSummary, 'outcome' | 'rowsRead' | 'rejected' | 'milliseconds'>,
  ) => ({
    outcome,
    rowsRead: file.rowsRead,
    rejected: file.rejections,
    ...counts,
    milliseconds: Math.round(performance.now() - started),
  });
  if (options.strict && file.rejections.length > 0) {
    return summary('rejected-strict', { added: 0, updated: 0, categoriesCreated: [] });
  }

  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const write = async (tx: Database) => {
    await lockCatalogueImports(tx);
    const paths = await resolveCategoryPaths(
      tx,
      file.rows.map(({ row }) => row.categoryPath),
    );
    let added = 0;
    let updated = 0;
    for (let start = 0; start < file.rows.length; start += chunkSize) {
      const chunk = file.rows.slice(start, start + chunkSize).map(({ row }) => {
        const category = paths.byKey.get(pathKeyOf(row.categoryPath));
        if (!category) throw new Error(`No category resolved for ${row.categoryPath.join(' > ')}`);
        const product = importedProductOf(row, category);
        return file.hasFoodColumns ? { ...product, food: row.food } : product;
      });
      const existing = await findExistingBarcodes(
        tx,
        chunk.map((p) => p.barcode),
      );
      await writeProducts(tx, chunk);
      if (file.hasFoodColumns) {
        const rows = file.rows.slice(start, start + chunkSize);
        await writeFoodLabels(
          tx,
          rows.map(({ row }) => ({ barcode: row.barcode, label: row.food.label })),
        );
      }
      updated += existing.size;
      added += chunk.length - existing.size;
      await options.onProgress?.(added + updated, file.rows.length);
    }
    await bumpCatalogueVersion(tx);
    return { added, updated, categoriesCreated: paths.created };
  };

  try {
    const counts = await db.transaction(async (tx) => {
      const result = await write(tx);
      if (options.dryRun) throw new DryRunRollback(result);
      return result;
    });
    // After the commit: VACUUM cannot run in a transaction (maintenance.ts).
    if (counts.added + counts.updated > 0) await refreshSearchStatistics(db);
    return summary('imported', counts);
  } catch (error) {
    if (error instanceof DryRunRollback) return summary('dry-run', error.counts);
    throw error;
  }
}
