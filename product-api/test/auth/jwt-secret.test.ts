import { resolveJwtSecret } from '../../src/auth/jwt-secret';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { openMemoryDatabase } from '../support/memory-database';

describe('resolveJwtSecret', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMemoryDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('uses JWT_SECRET when it is configured', async () => {
    const secret = 's'.repeat(40);
    expect(await resolveJwtSecret(loadConfig({ JWT_SECRET: secret }), handle.db)).toBe(secret);
  });

  it('otherwise creates a random secret once and keeps it for the same database', async () => {
    const config = loadConfig({});
    const first = await resolveJwtSecret(config, handle.db);
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    expect(await resolveJwtSecret(config, handle.db)).toBe(first);
  });

  it('gives another database another secret', async () => {
    const other = await openMemoryDatabase();
    try {
      const config = loadConfig({});
      expect(await resolveJwtSecret(config, other.db)).not.toBe(await resolveJwtSecret(config, handle.db));
    } finally {
      await other.close();
    }
  });
});
