import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/profiles/password';
import { openTestEngine } from '../support/memory-database';
import { emptyAllTables, startTestApp as startApp, type TestApp as BaseTestApp } from '../support/test-app';
import { GENEROUS_LIMITS } from '../support/generous-limits';

export { stopTestApp } from '../support/test-app';

export const TEST_PASSWORD = 'Correct-Horse-9';
export const TEST_EMAIL = 'Maria.Borg@example.mt';

export type TestApp = BaseTestApp & { userId: number };

/** The app on a fresh database with one customer of our own (not the demo seed); `env` overrides settings. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const base = await startApp(env);
  return { ...base, userId: await insertTestCustomer(base.db) };
}

/**
 * A migrated, empty database (in-memory PGlite, or the server of DATABASE_URL) with the test
 * customer, for tests that build several apps on it (other settings, a clock, two instances).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestEngine();
  if (handle.kind === 'postgres') await emptyAllTables(handle.db);
  await insertTestCustomer(handle.db);
  return handle;
}

/** Another connection to the same database: a second pool on PostgreSQL, the same handle on PGlite. */
export async function secondConnection(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ kind: 'postgres', url }) : { ...handle, close: async () => {} };
}

/** One API instance on `db`, with settings from `env` and the clock of time-based rules. */
export function buildTestApp(
  db: Database,
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'x'.repeat(40),
    JOBS_ENABLED: 'false',
    ...GENEROUS_LIMITS,
    ...env,
  });
  return buildApp(now ? { config, db, now } : { config, db });
}

function insertTestCustomer(db: Database): Promise<number> {
  return insertCustomer(db, TEST_PASSWORD, {
    email: TEST_EMAIL,
    firstName: 'Maria',
    lastName: 'Borg',
    gender: 'FEMALE',
    mobilePhone: '79123456',
    mobilePhonePrefix: '+356',
    cards: [{ code: '2900000001234', principal: true, enabled: true }],
    address: {
      address: 'Triq il-Kbira',
      state: 'Malta',
      city: 'Birkirkara',
      county: 'Malta',
      zip: 'BKR 1234',
      streetNumber: '12',
      nation: 'Malta',
    },
    accept1: true,
    accept2: true,
    preferredStoreId: 1,
  });
}

/** A customer straight in the database (no sign-up rules), with `password` hashed; answers their id. */
export async function insertCustomer(
  db: Database,
  password: string,
  values: Omit<typeof users.$inferInsert, 'passwordHash'>,
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ ...values, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (!user) throw new Error(`customer ${values.email} not inserted`);
  return user.id;
}

export function loginRequest(username: string, password: string, remoteAddress = '127.0.0.1') {
  return {
    method: 'POST' as const,
    url: '/cli/profiles/login',
    payload: { username, password },
    remoteAddress,
  };
}

/** Signs in a customer (the test customer unless told) and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  email = TEST_EMAIL,
  password = TEST_PASSWORD,
  remoteAddress?: string,
): Promise<string> {
  const response = await app.inject(loginRequest(email, password, remoteAddress));
  const jwt: unknown = response.json().data?.jwt;
  if (typeof jwt !== 'string') throw new Error(`login failed: ${response.body}`);
  return jwt;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
