import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { insertMetaIfAbsent, readMeta } from './auth.repository';

const SECRET_KEY = 'jwt_secret';
const SECRET_BYTES = 48;

/**
 * The secret that signs session tokens (architecture, The API contract: random per data folder in
 * development). JWT_SECRET wins when set. Otherwise the secret lives in the database itself, so
 * restarting on the same data folder keeps shoppers signed in, while a fresh folder never shares a
 * secret with another one. Every instance on one PostgreSQL reads the same row, so they accept each
 * other's tokens.
 */
export async function resolveJwtSecret(config: Config, db: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const stored = await readMeta(db, SECRET_KEY);
  if (stored) return stored;
  await insertMetaIfAbsent(db, SECRET_KEY, randomBytes(SECRET_BYTES).toString('base64url'));
  // Read back rather than trust our own value: a concurrent start may have inserted first.
  const kept = await readMeta(db, SECRET_KEY);
  if (!kept) throw new Error('The JWT secret could not be stored in app_meta');
  return kept;
}
