import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { databaseTargetOf, openDatabase, type DatabaseHandle } from '../../db/client';
import { DataFolderError, FolderLockedError } from '../../db/folder-lock';
import { HotspotFileError, importHotspots } from './import-hotspots';

const HELP = `Usage: npm run leaflets:hotspots -- <hotspots.csv> [--dry-run] [--json]

Sets the product hotspots of picture leaflets (the products a tap on a leaflet page sells) in the
shop's database (DATABASE_URL, otherwise the embedded database in PGLITE_DIR). The file replaces
the hotspots of every leaflet it names, in one transaction; leaflets it does not name keep theirs.
Any rejected row stops the import: nothing is written.

  --dry-run  check the file against the shop's leaflets and products, write nothing
  --json     print the summary as JSON (for scripts)

The file: CSV, UTF-8, a header row naming the columns in any order (case, spaces, '-' and '_'
do not matter), all required:
  leaflet   the leaflet's id (the number in its address, /app/leaflets/2)
  page      the page, from 1 (as the carousel counts them)
  x, y      the rectangle's top left corner, in fractions of the page width and height (0 to 1)
  w, h      its width and height, in fractions of the page (x + w and y + h at most 1)
  barcode   the product drawn there

Exit code 0 when the hotspots were written or the dry run passed, 1 otherwise.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [name] = positionals;
  if (positionals.length !== 1 || name === undefined) {
    console.error(`${HELP}\n\nGive one hotspots file.`);
    return 1;
  }
  // npm runs scripts in the package folder; INIT_CWD is where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`Import failed: ${file} is not a file.`);
    return 1;
  }
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase(databaseTargetOf(loadConfig()));
    const summary = await importHotspots(handle.db, fs.readFileSync(file, 'utf8'), {
      dryRun: values['dry-run'],
    });
    if (values.json) {
      console.log(JSON.stringify({ file, ...summary }, null, 2));
    } else if (summary.outcome === 'rejected') {
      console.log(
        `Hotspots of ${file}: ${summary.rejected.length} of ${summary.rowsRead} rows rejected, nothing written`,
      );
      for (const r of summary.rejected) console.log(`  line ${r.line}: ${r.reason}`);
    } else {
      const verb = summary.outcome === 'dry-run' ? 'would set' : 'set';
      console.log(
        `Hotspots of ${file}: ${verb} ${summary.hotspots} hotspots on leaflet ${summary.leaflets.join(', ') || 'none'}`,
      );
    }
    return summary.outcome === 'rejected' ? 1 : 0;
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(
        `Import refused: the shop is running on ${error.dataDir} (PID ${error.pid}) and the embedded ` +
          'database has one user at a time. Stop the shop first, or use DATABASE_URL.',
      );
    } else if (error instanceof DataFolderError) {
      console.error(`Import refused: ${error.message}`);
    } else if (error instanceof HotspotFileError) {
      console.error(`Import failed, nothing was written: ${error.message}`);
    } else {
      console.error(`Import failed, nothing was written (the transaction was rolled back): ${String(error)}`);
    }
    return 1;
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
