import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ScryptPool } from './scrypt-pool';

/** scrypt's default cost (N 16384, r 8, p 1), on low-priority worker threads (scrypt-pool.ts). */
const pool = new ScryptPool();
const scrypt = (password: string, salt: Buffer, keyLength: number) => pool.derive(password, salt, keyLength);
const KEY_LENGTH = 64;

/**
 * scrypt from node:crypto (architecture, The API contract: no native module). Stored as
 * scrypt$salt$hash, both base64.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
