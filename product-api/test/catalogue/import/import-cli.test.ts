import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acquireFolderLock } from '../../../src/db/folder-lock';
import { CATALOGUE_COLUMNS } from '../../../src/catalogue/import/catalogue-columns';

/**
 * The commands as an operator runs them, each in its own process on a throwaway embedded
 * database (never the suite's DATABASE_URL server: these tests need a folder of their own).
 */
const run = promisify(execFile);
const apiRoot = path.resolve(__dirname, '..', '..', '..');
let dir: string;

async function cli(
  script: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(dir, 'db'), INIT_CWD: dir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(apiRoot, 'src', script), ...args],
      { cwd: apiRoot, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cli-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run catalogue:generate and catalogue:import', () => {
  it('generates a file and imports it, then refuses a strict import with a bad row', async () => {
    const generated = await cli('seed/generate-cli.ts', ['30', '--out', 'cat.csv']);
    expect(generated.stdout).toContain(`Wrote 30 products to ${path.join(dir, 'cat.csv')}`);
    // Every column, food information included: the demo products' labels go with them.
    expect(fs.readFileSync(path.join(dir, 'cat.csv'), 'utf8').split('\n')[0]).toBe(
      CATALOGUE_COLUMNS.join(','),
    );

    const imported = await cli('catalogue/import/import-cli.ts', ['cat.csv']);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('30 rows: 30 added, 0 updated, 0 rejected');
    expect(imported.stdout).toContain('category created: Fruit & Vegetables > Fresh Fruit');

    const broken = ['5000000000012', 'Broken', '', '', 'Drinks', 'free'];
    const empty = Array.from({ length: CATALOGUE_COLUMNS.length - broken.length }, () => '');
    fs.appendFileSync(path.join(dir, 'cat.csv'), `${[...broken, ...empty].join(',')}\n`);
    const strict = await cli('catalogue/import/import-cli.ts', ['cat.csv', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('--strict: 1 of 31 rows rejected, nothing written');
    expect(strict.stdout).toContain('line 32: price: "free" is not an amount in euro');
  }, 180_000);

  it('refuses to import into the embedded database while the shop holds it', async () => {
    const release = acquireFolderLock(path.join(dir, 'db'));
    try {
      const refused = await cli('catalogue/import/import-cli.ts', ['missing.csv']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Import failed: ${path.join(dir, 'missing.csv')} is not a file.`);
      fs.writeFileSync(path.join(dir, 'cat.csv'), 'barcode\n');
      const locked = await cli('catalogue/import/import-cli.ts', ['cat.csv']);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain(
        `Import refused: the shop is running on ${path.join(dir, 'db')} (PID ${process.pid})`,
      );
      expect(locked.stderr).toContain('Stop the shop first, or use DATABASE_URL');
    } finally {
      release();
    }
  }, 60_000);
});
