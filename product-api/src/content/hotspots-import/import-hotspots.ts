import { CsvError, parse } from 'csv-parse/sync';
import type { Database } from '../../db/client';
import { bumpCatalogueVersion } from '../../products/catalogue-version';
import { columnKey } from '../../catalogue/import/catalogue-columns';
import { checkHotspotRow, HOTSPOT_COLUMNS, type HotspotColumn, type HotspotRow } from './hotspot-row';
import {
  findLeafletPageCounts,
  findProductIds,
  lockHotspotImports,
  replaceHotspots,
} from './hotspots-import.repository';

/**
 * `npm run leaflets:hotspots`: the products drawn on picture leaflet pages (issue 33 item 5). A
 * file replaces the hotspots of every leaflet it names, and only those. Any rejected row stops
 * the whole import: hotspots are few and placed by hand, and half a page of them would sell the
 * wrong products, so the leaflets keep the hotspots they had until the file is right.
 */
export type HotspotRejection = { line: number; reason: string };

export type HotspotImportSummary = {
  outcome: 'imported' | 'dry-run' | 'rejected';
  rowsRead: number;
  /** The leaflets whose hotspots the file replaced (or would replace), by id. */
  leaflets: number[];
  hotspots: number;
  rejected: HotspotRejection[];
};

/** The file cannot be read as a hotspots file at all (no header, unknown column, broken CSV). */
export class HotspotFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HotspotFileError';
  }
}

type Line = { line: number; row: HotspotRow };

/** Parses and checks each row on its own: line numbers count the header as line 1. */
function readHotspotFile(text: string): { rowsRead: number; rows: Line[]; rejected: HotspotRejection[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With info, each record comes with where it ends in the file (csv-parse's types miss that).
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new HotspotFileError(`the file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new HotspotFileError('the file is empty: it needs a header row and hotspots');
  const keys = header.record.map(columnKey);
  const unknown = header.record.filter((_, i) => !HOTSPOT_COLUMNS.some((c) => columnKey(c) === keys[i]));
  if (unknown.length > 0)
    throw new HotspotFileError(
      `line 1 (the header): unknown column ${unknown.map((u) => `"${u}"`).join(', ')}`,
    );
  const missing = HOTSPOT_COLUMNS.filter((c) => !keys.includes(columnKey(c)));
  if (missing.length > 0)
    throw new HotspotFileError(`line 1 (the header): missing column ${missing.join(', ')}`);

  const rows: Line[] = [];
  const rejected: HotspotRejection[] = [];
  for (const { record, info } of data) {
    const line = info.lines;
    if (record.length !== keys.length) {
      rejected.push({ line, reason: `has ${record.length} values, the header has ${keys.length} columns` });
      continue;
    }
    const values = Object.fromEntries(
      HOTSPOT_COLUMNS.map((c) => [c, record[keys.indexOf(columnKey(c))] ?? '']),
    ) as Record<HotspotColumn, string>;
    const checked = checkHotspotRow(values);
    if (checked.ok) rows.push({ line, row: checked.row });
    else rejected.push({ line, reason: checked.reason });
  }
  return { rowsRead: data.length, rows, rejected };
}

/** Rows whose leaflet, page or barcode the shop does not have, with why. */
function unknownReferences(
  rows: Line[],
  pageCounts: Map<number, number>,
  productIds: Map<string, number>,
): HotspotRejection[] {
  return rows.flatMap(({ line, row }): HotspotRejection[] => {
    const pages = pageCounts.get(row.leafletId);
    if (pages === undefined) return [{ line, reason: `leaflet: there is no leaflet ${row.leafletId}` }];
    if (pages === 0)
      return [{ line, reason: `leaflet: leaflet ${row.leafletId} is a PDF; hotspots go on picture pages` }];
    if (row.page >= pages)
      return [
        {
          line,
          reason: `page: ${row.page + 1} is past the last page of leaflet ${row.leafletId} (${pages})`,
        },
      ];
    if (!productIds.has(row.barcode))
      return [{ line, reason: `barcode: no product has barcode ${row.barcode}` }];
    return [];
  });
}

class DryRunRollback extends Error {}

export async function importHotspots(
  db: Database,
  text: string,
  options: { dryRun?: boolean } = {},
): Promise<HotspotImportSummary> {
  const file = readHotspotFile(text);
  const leafletIds = [...new Set(file.rows.map(({ row }) => row.leafletId))].sort((a, b) => a - b);
  const summary = (outcome: HotspotImportSummary['outcome'], rejected: HotspotRejection[]) => ({
    outcome,
    rowsRead: file.rowsRead,
    leaflets: outcome === 'rejected' ? [] : leafletIds,
    hotspots: outcome === 'rejected' ? 0 : file.rows.length,
    rejected,
  });
  const write = async (tx: Database): Promise<HotspotRejection[]> => {
    await lockHotspotImports(tx);
    const pageCounts = await findLeafletPageCounts(tx, leafletIds);
    const productIds = await findProductIds(tx, [...new Set(file.rows.map(({ row }) => row.barcode))]);
    const rejected = [...file.rejected, ...unknownReferences(file.rows, pageCounts, productIds)];
    if (rejected.length > 0) return rejected.sort((a, b) => a.line - b.line);
    const values = file.rows.map(({ row: { barcode, ...rect } }) => {
      const productId = productIds.get(barcode);
      if (productId === undefined) throw new Error(`barcode ${barcode} was checked but not found`);
      return { ...rect, productId };
    });
    await replaceHotspots(tx, leafletIds, values);
    // Leaflet pages are cached with the catalogue: a new version shows the new hotspots.
    await bumpCatalogueVersion(tx);
    if (options.dryRun) throw new DryRunRollback();
    return [];
  };
  try {
    const rejected = await db.transaction(write);
    return summary(rejected.length > 0 ? 'rejected' : 'imported', rejected);
  } catch (error) {
    if (error instanceof DryRunRollback) return summary('dry-run', []);
    throw error;
  }
}
