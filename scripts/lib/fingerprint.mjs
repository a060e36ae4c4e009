import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/**
 * A fingerprint of files by name and content (names relative to the repo), so a fresh clone and a
 * touched file agree: what the storefront build and each server bundle were made from.
 */
export function fingerprintOf(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}
