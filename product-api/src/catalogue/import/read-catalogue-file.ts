import { CsvError, parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { readHeader, type CatalogueColumn } from './catalogue-columns';
import { checkCatalogueRow, type CatalogueRow, type RowValues } from './catalogue-row';

/** A row that will not be imported: its line in the file (the header is line 1) and why. */
export type Rejection = { line: number; reason: string };

export type CheckedFile = {
  /** Data rows read (empty lines are skipped and not counted). */
  rowsRead: number;
  rows: { line: number; row: CatalogueRow }[];
  rejections: Rejection[];
  /** The header names food columns: the import sets its rows' food information (food-columns.ts). */
  hasFoodColumns: boolean;
};

/** The file cannot be imported at all (no header, unknown column, broken quoting…). */
export class CatalogueFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueFileError';
  }
}

/**
 * The line a record starts on. csv-parse counts the line it ends on, and a quoted value may span
 * lines; its raw text (with any empty lines skipped before it) tells how many.
 */
function firstLineOf(endLine: number, raw: string): number {
  const record = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return endLine - (record.match(/\n/g)?.length ?? 0);
}

/**
 * Reads a catalogue file as a stream (a 50,000-row file is never held as text) and checks every
 * row: a row with a problem is rejected with its line and reason, a barcode seen on an earlier
 * line is rejected on the later one. Throws CatalogueFileError when the file itself is unusable.
 */
export async function readCatalogueFile(input: Readable): Promise<CheckedFile> {
  const parser = input.pipe(
    parse({ bom: true, info: true, raw: true, skip_empty_lines: true, relax_column_count: true }),
  );
  let columns: CatalogueColumn[] | null = null;
  const result: CheckedFile = { rowsRead: 0, rows: [], rejections: [], hasFoodColumns: false };
  const firstLineOfBarcode = new Map<string, number>();
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      const line = firstLineOf(info.lines, raw);
      if (columns === null) {
        const header = readHeader(record);
        if (!header.ok) throw new CatalogueFileError(`line ${line} (the header): ${header.reason}`);
        columns = header.columns;
        result.hasFoodColumns = header.hasFoodColumns;
        continue;
      }
      result.rowsRead++;
      if (record.length !== columns.length) {
        const reason = `has ${record.length} values, the header has ${columns.length} columns`;
        result.rejections.push({ line, reason });
        continue;
      }
      const values: RowValues = {};
      columns.forEach((name, i) => (values[name] = record[i]));
      const checked = checkCatalogueRow(values);
      if (!checked.ok) {
        result.rejections.push({ line, reason: checked.reason });
        continue;
      }
      const earlier = firstLineOfBarcode.get(checked.row.barcode);
      if (earlier !== undefined) {
        const reason = `barcode: ${checked.row.barcode} is already on line ${earlier}; a file lists a product once`;
        result.rejections.push({ line, reason });
        continue;
      }
      firstLineOfBarcode.set(checked.row.barcode, line);
      result.rows.push({ line, row: checked.row });
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const at = (error as CsvError & { lines?: number }).lines;
      throw new CatalogueFileError(`${at ? `line ${at}: ` : ''}the file is not valid CSV: ${error.message}`);
    }
    throw error;
  }
  if (columns === null) throw new CatalogueFileError('the file is empty: it needs a header row and products');
  return result;
}
