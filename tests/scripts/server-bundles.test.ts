/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The compiled servers of `npm start` (architecture: The two servers): each bundle loads its npm
 * packages from node_modules, reads its run-time files from folders that exist, and the API's
 * bundle starts on a new database (migrations found) and answers.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const scratch: string[] = [];

/** Compiles one server into a scratch folder next to its real output, so packages resolve alike. */
function compile(name: 'api' | 'storefront', distDir: string): string {
  fs.mkdirSync(distDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(distDir, 'jest-'));
  scratch.push(dir);
  const outfile = path.join(dir, 'bundle.js');
  const result = spawnSync(process.execPath, ['scripts/compile-servers.mjs', name, '--outfile', outfile], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return outfile;
}

function expectRunTimeFilesFound(outfile: string) {
  const code = fs.readFileSync(outfile, 'utf8');
  const requireFromBundle = createRequire(outfile);
  const packages = [...code.matchAll(/\brequire(?:\.resolve)?\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
  expect(packages.length).toBeGreaterThan(0);
  for (const name of packages) {
    expect(name.startsWith('.')).toBe(false);
    expect(requireFromBundle.resolve(name)).not.toMatch(/\.tsx?$/);
  }
  const folders = [...code.matchAll(/__sourceDirFromBundle\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
  for (const folder of folders) expect(fs.existsSync(path.join(path.dirname(outfile), folder))).toBe(true);
  return { packages, folders };
}

/** A port free right now (the API's settings refuse 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe('compiled servers', () => {
  it('bundles the storefront server with Next and its own lib code, packages left external', () => {
    const outfile = compile('storefront', path.join(repoRoot, 'dist'));
    const { packages, folders } = expectRunTimeFilesFound(outfile);
    expect(packages).toContain('next');
    // Next's project folder is the repository, found from the server's source folder.
    expect(folders.map((folder) => path.resolve(path.dirname(outfile), folder, '..'))).toEqual([repoRoot]);
  });

  it('starts the API bundle on a new database: migrated, answering /health, stopping on SIGINT', async () => {
    const outfile = compile('api', path.join(repoRoot, 'product-api', 'dist'));
    const { packages } = expectRunTimeFilesFound(outfile);
    expect(packages).toEqual(
      expect.arrayContaining(['fastify', '@electric-sql/pglite', 'an-array-of-english-words']),
    );

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-'));
    scratch.push(dataDir);
    const api = spawn(process.execPath, [outfile], {
      cwd: path.join(repoRoot, 'product-api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        API_PORT: String(await freePort()),
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    api.stderr.on('data', (chunk) => (output += chunk));
    const address = await new Promise<string>((resolve, reject) => {
      api.stdout.on('data', (chunk) => {
        output += chunk;
        const listening = /listening at (http:\/\/[^"\s]+)/.exec(output);
        if (listening?.[1]) resolve(listening[1]);
      });
      api.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${output}`)));
    });
    const health = await fetch(`${address}/health`);
    expect(health.status).toBe(200);
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 120_000);
});
