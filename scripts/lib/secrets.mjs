import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret made once per data folder and kept beside the database (the variable wins when set),
 * so that a restart keeps shoppers signed in and no secret is ever committed.
 */
function secretFor(dataDir, variable, fileName) {
  if (process.env[variable]) return process.env[variable];
  const file = path.join(dataDir, fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Seals the session cookie. */
export const sessionSecretFor = (dataDir) => secretFor(dataDir, 'SESSION_SECRET', 'session-secret');

/** Shared by the storefront and the API: the storefront vouches for the shopper's address with it. */
export const bffSecretFor = (dataDir) => secretFor(dataDir, 'BFF_SECRET', 'bff-secret');
