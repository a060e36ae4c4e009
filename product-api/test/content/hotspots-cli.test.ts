import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run leaflets:hotspots` as an operator runs it, in its own process on a throwaway embedded
 * database (a folder of its own, never the suite's DATABASE_URL server). The rules themselves are
 * tested in leaflet-hotspots.test.ts; here, what the command prints and its exit codes.
 */
const run = promisify(execFile);
const apiRoot = path.resolve(__dirname, '..', '..');
let dir: string;

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(dir, 'db'), INIT_CWD: dir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(apiRoot, 'src', 'content', 'hotspots-import', 'hotspots-cli.ts'),
        ...args,
      ],
      { cwd: apiRoot, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotspots-cli-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run leaflets:hotspots', () => {
  it('lists rejected rows by line and exits 1; a file it cannot read, too; a good file exits 0', async () => {
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      'leaflet,page,x,y,w,h,barcode\n7,1,0.1,0.1,0.2,0.2,5000000000012\n',
    );
    const rejected = await cli(['bad.csv']);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toContain('1 of 1 rows rejected, nothing written');
    expect(rejected.stdout).toContain('line 2: leaflet: there is no leaflet 7');

    fs.writeFileSync(path.join(dir, 'odd.csv'), 'leaflet,page,x,y,w,h\n');
    const unreadable = await cli(['odd.csv']);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain(
      'Import failed, nothing was written: line 1 (the header): missing column barcode',
    );

    fs.writeFileSync(path.join(dir, 'none.csv'), 'Leaflet,Page,X,Y,W,H,Barcode\n');
    const json = await cli(['none.csv', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      outcome: 'imported',
      rowsRead: 0,
      hotspots: 0,
      rejected: [],
    });

    const missing = await cli(['missing.csv']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Import failed: ${path.join(dir, 'missing.csv')} is not a file.`);
  }, 180_000);
});
