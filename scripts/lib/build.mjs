import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprintOf } from './fingerprint.mjs';
import { nextBin, repoRoot } from './paths.mjs';
import { compileIfNeeded } from './server-bundles.mjs';

/** What the production build depends on; a change to any of these asks for a new build. */
const INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'i18n',
  'public',
  'styles',
  'product-api/src/contract',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const STAMP = path.join(repoRoot, '.next', 'shop-build-stamp');

/** The files under an input, relative to the repo. */
function listFiles(entry) {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(repoRoot, path.join(d.parentPath, d.name)));
}

/** A fingerprint of the build inputs by content, so a fresh clone and a touched file agree. */
export const sourceFingerprint = () => fingerprintOf(INPUTS.flatMap(listFiles));

/**
 * Runs `next build` unless the last build was made from the same sources, then compiles the two
 * servers whose sources changed (each bundle has its own fingerprint: server-bundles.mjs).
 */
export function buildIfNeeded({ log = console.log } = {}) {
  buildStorefrontIfNeeded({ log });
  compileIfNeeded(undefined, { log });
}

function buildStorefrontIfNeeded({ log }) {
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(path.join(repoRoot, '.next', 'BUILD_ID'));
  if (built && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === fingerprint) {
    log('The storefront build is up to date.');
    return;
  }
  log('Building the storefront (next build), this takes about a minute the first time...');
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('next build failed');
  fs.writeFileSync(STAMP, fingerprint);
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
