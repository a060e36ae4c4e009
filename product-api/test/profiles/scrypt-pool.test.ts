import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../src/profiles/password';
import { ScryptPool } from '../../src/profiles/scrypt-pool';

describe('scrypt on low-priority worker threads', () => {
  it("derives the same key as node's scrypt with its default cost", async () => {
    const salt = randomBytes(16);
    const key = await new ScryptPool(1).derive('Correct-Horse-9', salt, 64);
    expect(key.equals(scryptSync('Correct-Horse-9', salt, 64))).toBe(true);
  });

  it('answers each of many jobs at once with its own key', async () => {
    const pool = new ScryptPool(2);
    const salt = randomBytes(16);
    const passwords = Array.from({ length: 6 }, (_, i) => `password-${i}`);
    const keys = await Promise.all(passwords.map((password) => pool.derive(password, salt, 32)));
    keys.forEach((key, i) => expect(key.equals(scryptSync(passwords[i] ?? '', salt, 32))).toBe(true));
  });

  it('verifies hashes stored before hashing moved to the pool, and its own', async () => {
    const salt = randomBytes(16);
    const stored = `scrypt$${salt.toString('base64')}$${scryptSync('Old-Password-1', salt, 64).toString('base64')}`;
    expect(await verifyPassword('Old-Password-1', stored)).toBe(true);
    expect(await verifyPassword('Old-Password-2', stored)).toBe(false);
    expect(await verifyPassword('New-Password-1', await hashPassword('New-Password-1'))).toBe(true);
  });
});
