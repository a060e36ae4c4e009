import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/profiles/password';
import { startTestApp as startApp, type TestApp as BaseTestApp } from '../support/test-app';

export { stopTestApp } from '../support/test-app';

export const TEST_PASSWORD = 'Correct-Horse-9';
export const TEST_EMAIL = 'Maria.Borg@example.mt';

export type TestApp = BaseTestApp & { userId: number };

/** The app on a fresh database with one customer of our own (not the demo seed); `env` overrides settings. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const base = await startApp(env);
  const [user] = await base.db
    .insert(users)
    .values({
      email: TEST_EMAIL,
      passwordHash: await hashPassword(TEST_PASSWORD),
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
    })
    .returning({ id: users.id });
  if (!user) throw new Error('test user not inserted');
  return { ...base, userId: user.id };
}

export function loginRequest(username: string, password: string, remoteAddress = '127.0.0.1') {
  return {
    method: 'POST' as const,
    url: '/cli/profiles/login',
    payload: { username, password },
    remoteAddress,
  };
}

/** Signs in the test customer and returns the bearer token. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD));
  const jwt: unknown = response.json().data?.jwt;
  if (typeof jwt !== 'string') throw new Error(`login failed: ${response.body}`);
  return jwt;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
