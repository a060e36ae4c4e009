import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { databaseTargetOf, openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../db/client';
import { DataFolderError, FolderLockedError } from '../../db/folder-lock';
import { CATALOGUE_COLUMNS, COLUMN_HELP, REQUIRED_COLUMNS } from './catalogue-columns';
import { importCatalogue, type ImportSummary } from './import-catalogue';
import { CatalogueFileError } from './read-catalogue-file';
import { importVocabulary } from '../../search/vocabulary-import';

/**
 * `npm run catalogue:import -- [file.csv] [--vocabulary words.txt] [--strict] [--dry-run] [--json]`. Exit code 0 when the
 * import was written (rejected rows, if any, are listed) or the dry run finished; 1 when nothing
 * was written: unusable file, --strict with a rejected row, database busy or any failure.
 */
/** A column's help, wrapped at 100 characters under its name. */
function columnHelp(name: string, text: string): string {
  const lines: string[] = [];
  let line = `  ${name.padEnd(19)}`;
  for (const word of text.split(' ')) {
    if (line.length + word.length > 100) {
      lines.push(line.trimEnd());
      line = ' '.repeat(21);
    }
    line += `${word} `;
  }
  return [...lines, line.trimEnd()].join('\n');
}

const HELP = `Usage: npm run catalogue:import -- [<file.csv>] [--vocabulary <words.txt>] [--strict] [--dry-run] [--json]

Upserts the file's products by barcode into the shop's database (DATABASE_URL, otherwise the
embedded database in PGLITE_DIR) in one transaction: all rows land or none. Products missing from
the file stay as they are (to withdraw one, import it with available=false).

  --strict   any rejected row aborts the import; nothing is written
  --dry-run  check and run the whole import, report it, then roll it back
  --json     print the summary as JSON (for scripts)
  --vocabulary <words.txt>
             also adds the entries of a search vocabulary file: what shoppers type and the words
             of the catalogue it means, one entry a line, as product-api/src/seed/
             search-vocabulary.txt (the shop's own) explains. A line that is no entry refuses
             the whole file.

The file: CSV, comma-separated, UTF-8 (a BOM is fine), values with commas or quotes in double
quotes. A header row names the columns, in any order; case, spaces, '-' and '_' in names do not
matter. Required columns: ${REQUIRED_COLUMNS.join(', ')}.

${CATALOGUE_COLUMNS.map((c) => columnHelp(c, COLUMN_HELP[c])).join('\n')}

A rejected row is reported with its line (the header is line 1) and reason; the other rows are
imported unless --strict. A barcode listed twice is rejected on its later line.
With the embedded database the shop must be stopped first (it holds the folder); with
DATABASE_URL the import runs while the shop does, which shows the new catalogue within a second.`;

const describe = (target: DatabaseTarget): string => {
  if (target.kind === 'postgres') {
    const url = new URL(target.url);
    return `PostgreSQL ${url.host}${url.pathname}`;
  }
  return target.kind === 'pglite' ? `embedded database ${target.dataDir}` : 'in-memory database';
};

function printSummary(file: string, where: string, summary: ImportSummary): void {
  const verb = summary.outcome === 'dry-run' ? 'would be ' : '';
  console.log(`Catalogue import of ${file} into the ${where}`);
  if (summary.outcome === 'rejected-strict') {
    console.log(
      `  --strict: ${summary.rejected.length} of ${summary.rowsRead} rows rejected, nothing written`,
    );
  } else {
    console.log(
      `  ${summary.rowsRead} rows: ${summary.added} ${verb}added, ${summary.updated} ${verb}updated, ` +
        `${summary.rejected.length} rejected`,
    );
    for (const created of summary.categoriesCreated) console.log(`  category ${verb}created: ${created}`);
    if (summary.outcome === 'dry-run') console.log('  dry run: nothing was written');
  }
  console.log(`  took ${(summary.milliseconds / 1000).toFixed(1)} s`);
  if (summary.rejected.length > 0) {
    console.log('Rejected rows:');
    for (const r of summary.rejected) console.log(`  line ${r.line}: ${r.reason}`);
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      strict: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      vocabulary: { type: 'string' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const vocabularyArg = values.vocabulary;
  if (positionals.length > 1 || (positionals.length === 0 && vocabularyArg === undefined)) {
    console.error(`${HELP}\n\nGive one catalogue file, a vocabulary file, or both.`);
    return 1;
  }
  // npm runs scripts in the package folder; INIT_CWD is where the command was typed.
  const resolve = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const file = positionals[0] === undefined ? null : resolve(positionals[0]);
  const vocabularyFile = vocabularyArg === undefined ? null : resolve(vocabularyArg);
  for (const f of [file, vocabularyFile]) {
    if (f !== null && (!fs.existsSync(f) || !fs.statSync(f).isFile())) {
      console.error(`Import failed: ${f} is not a file.`);
      return 1;
    }
  }

  const target = databaseTargetOf(loadConfig());
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase(target);
    if (file === null) return await addVocabularyFile(handle, vocabularyFile ?? '', values['dry-run']);
    let reported = 0;
    const summary = await importCatalogue(handle.db, fs.createReadStream(file), {
      strict: values.strict,
      dryRun: values['dry-run'],
      onProgress: (written, total) => {
        if (values.json || total < 10_000 || (written < total && written - reported < 10_000)) return;
        reported = written;
        console.error(`  ${written} / ${total} rows written`);
      },
    });
    if (values.json) console.log(JSON.stringify({ file, database: describe(target), ...summary }, null, 2));
    else printSummary(file, describe(target), summary);
    if (summary.outcome === 'rejected-strict') return 1;
    return vocabularyFile === null ? 0 : await addVocabularyFile(handle, vocabularyFile, values['dry-run']);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(
        `Import refused: the shop is running on ${error.dataDir} (PID ${error.pid}) and the embedded ` +
          'database has one user at a time. Stop the shop first, or use DATABASE_URL (a PostgreSQL ' +
          'server) to import while it runs.',
      );
    } else if (error instanceof DataFolderError) {
      console.error(`Import refused: ${error.message}`);
    } else if (error instanceof CatalogueFileError) {
      console.error(`Import failed, nothing was written: ${error.message}`);
    } else {
      console.error(`Import failed, nothing was written (the transaction was rolled back): ${String(error)}`);
    }
    return 1;
  } finally {
    await handle?.close();
  }
}

async function addVocabularyFile(handle: DatabaseHandle, file: string, dryRun: boolean): Promise<number> {
  if (dryRun) {
    console.log(`Vocabulary ${file}: not added (dry run)`);
    return 0;
  }
  const result = await importVocabulary(handle.db, fs.readFileSync(file, 'utf8'));
  for (const e of result.errors) console.error(`  line ${e.line} is no vocabulary entry: ${e.text}`);
  if (result.errors.length > 0) {
    console.error(`Vocabulary ${file} refused, nothing was added.`);
    return 1;
  }
  console.log(`Vocabulary ${file}: ${result.added} entries added`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
