import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { loginThrottle } from '../../src/db/schema';
import {
  TEST_EMAIL,
  TEST_PASSWORD,
  buildTestApp,
  loginRequest,
  openTestDatabase,
  secondConnection,
} from './test-app';
import { manualClock, type ManualClock } from '../support/manual-clock';

const FAILURES = 3;
const PER_ADDRESS = 4;
const WINDOW_MINUTES = 15;
const LIMITS = {
  LOGIN_ACCOUNT_MAX_FAILURES: String(FAILURES),
  // High enough that the human check (login-human-check.test.ts) stays out of these tests.
  LOGIN_ACCOUNT_CAPTCHA_AFTER: '1000',
  LOGIN_ACCOUNT_WINDOW_MINUTES: String(WINDOW_MINUTES),
  LOGIN_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
};
const BFF_SECRET = 'bff-secret-bff-secret-bff-secret-bff';
const MINUTE_MS = 60_000;

let handle: DatabaseHandle;
let clock: ManualClock;
const apps: FastifyInstance[] = [];

/** An API instance on the shared test database with the low test limits (plus `env`). */
async function api(env: Record<string, string> = {}, db = handle.db): Promise<FastifyInstance> {
  const app = await buildTestApp(db, { ...LIMITS, ...env }, clock.now);
  apps.push(app);
  return app;
}

let address = 0;
/** A fresh documentation address (RFC 5737) per call, so only the account limit is in play. */
const freshAddress = () => `192.0.2.${(address += 1) % 250}`;

const login = (app: FastifyInstance, username: string, password: string, from = freshAddress()) =>
  app.inject(loginRequest(username, password, from));

const withHeaders = (
  request: ReturnType<typeof loginRequest>,
  headers: Record<string, string>,
): ReturnType<typeof loginRequest> & { headers: Record<string, string> } => ({ ...request, headers });

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
  await handle.db.delete(loginThrottle);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await handle.close();
});

describe('login limit per account at one address', () => {
  const GUESSER = '198.51.100.66';
  /** The per-address limit out of the way: these guesses all come from one address. */
  const guessedApi = () => api({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

  it('refuses that address for the account past the allowed failures, the right password too', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      const response = await login(app, TEST_EMAIL, 'wrong', GUESSER);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    }
    for (const password of ['wrong', TEST_PASSWORD]) {
      const locked = await login(app, TEST_EMAIL, password, GUESSER);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe(String(WINDOW_MINUTES * 60));
      expect(locked.json()).toEqual({
        responseCode: 4000,
        errorMessage: `Too many failed sign-ins, try again in ${WINDOW_MINUTES} minutes`,
      });
    }
  });

  it('leaves every other address free to sign in to the account', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt <= FAILURES; attempt += 1) await login(app, TEST_EMAIL, 'wrong', GUESSER);
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER)).statusCode).toBe(429);
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, '198.51.100.67')).json().responseCode).toBe(0);
    // The owner's sign-in clears their own counts, not the guesser's refusal.
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER)).statusCode).toBe(429);
  });

  it('leaves the address free to sign in to other accounts', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt <= FAILURES; attempt += 1) await login(app, TEST_EMAIL, 'wrong', GUESSER);
    expect((await login(app, 'other@example.mt', 'wrong', GUESSER)).json().responseCode).toBe(2);
  });

  it('ends the refusal by itself when the window has passed', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt <= FAILURES; attempt += 1) await login(app, TEST_EMAIL, 'wrong', GUESSER);

    clock.advance(10 * MINUTE_MS);
    const later = await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe(String(5 * 60));
    expect(later.json().errorMessage).toBe('Too many failed sign-ins, try again in 5 minutes');

    clock.advance(5 * MINUTE_MS);
    const after = await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER);
    expect(after.statusCode).toBe(200);
    expect(after.json().responseCode).toBe(0);
  });

  it('does not lengthen the refusal for attempts made during it', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt < FAILURES; attempt += 1) await login(app, TEST_EMAIL, 'wrong', GUESSER);
    for (let minute = 0; minute < WINDOW_MINUTES; minute += 1) {
      expect((await login(app, TEST_EMAIL, 'wrong', GUESSER)).statusCode).toBe(429);
      clock.advance(MINUTE_MS);
    }
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER)).json().responseCode).toBe(0);
  });

  it('clears the failures on a successful login', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt < FAILURES - 1; attempt += 1)
      await login(app, TEST_EMAIL, 'wrong', GUESSER);
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER)).json().responseCode).toBe(0);
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      expect((await login(app, TEST_EMAIL, 'wrong', GUESSER)).statusCode).toBe(200);
    }
  });

  it('counts every spelling of the account as one account', async () => {
    const app = await guessedApi();
    const spellings = [TEST_EMAIL.toUpperCase(), ` ${TEST_EMAIL} `, TEST_EMAIL.toLowerCase()];
    for (const spelling of spellings) {
      expect((await login(app, spelling, 'wrong', GUESSER)).statusCode).toBe(200);
    }
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, GUESSER)).statusCode).toBe(429);
  });

  it('counts an unknown e-mail like a customer, with the same answers', async () => {
    const app = await guessedApi();
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      expect((await login(app, 'nobody@example.mt', 'wrong', GUESSER)).json()).toEqual({
        responseCode: 2,
        errorMessage: 'Wrong credentials',
      });
    }
    const locked = await login(app, 'nobody@example.mt', 'wrong', GUESSER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorMessage).toBe(
      `Too many failed sign-ins, try again in ${WINDOW_MINUTES} minutes`,
    );
  });

  it('sweeps counters whose window has ended', async () => {
    const app = await guessedApi();
    for (const name of ['a@example.mt', 'b@example.mt', 'c@example.mt'])
      await login(app, name, 'wrong', '198.51.100.1');
    // The address, and per name the account and the account at that address.
    expect(await handle.db.select().from(loginThrottle)).toHaveLength(7);
    clock.advance(WINDOW_MINUTES * MINUTE_MS);
    await login(app, 'd@example.mt', 'wrong', '198.51.100.2');
    const keys = (await handle.db.select().from(loginThrottle)).map((row) => row.key).sort();
    expect(keys).toEqual([
      'account:d@example.mt',
      'account:d@example.mt|address:198.51.100.2',
      'address:198.51.100.2',
    ]);
  });
});

describe('login limit per client address', () => {
  /** Sign-ins for different accounts, so only the address limit is in play. */
  const attemptsFrom = async (
    app: FastifyInstance,
    request: (n: number) => ReturnType<typeof loginRequest>,
  ) => {
    const statuses: number[] = [];
    for (let n = 0; n <= PER_ADDRESS; n += 1) statuses.push((await app.inject(request(n))).statusCode);
    return statuses;
  };
  const limited = [...new Array<number>(PER_ADDRESS).fill(200), 429];

  it('answers 429 with Retry-After and the envelope past the limit, then lets the address in again', async () => {
    const app = await api();
    const from = (n: number) => loginRequest(`shopper${n}@example.mt`, 'wrong', '198.51.100.7');
    expect(await attemptsFrom(app, from)).toEqual(limited);
    const refused = await app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD, '198.51.100.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Too many sign-in attempts, try again in 1 minute',
    });
    expect((await app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD, '198.51.100.8'))).statusCode).toBe(200);

    clock.advance(MINUTE_MS);
    expect((await app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD, '198.51.100.7'))).statusCode).toBe(200);
  });

  it.each(['127.0.0.1', '10.0.0.9'])(
    'gains nothing from a rotating X-Forwarded-For by default (caller %s)',
    async (caller) => {
      const app = await api();
      const spoofing = (n: number) =>
        withHeaders(loginRequest(`shopper${n}@example.mt`, 'wrong', caller), {
          'x-forwarded-for': `203.0.113.${n}`,
        });
      expect(await attemptsFrom(app, spoofing)).toEqual(limited);
    },
  );

  it('counts IPv6 callers by their /64 network', async () => {
    const app = await api();
    const rotating = (n: number) => loginRequest(`shopper${n}@example.mt`, 'wrong', `2001:db8:1:2::${n + 1}`);
    expect(await attemptsFrom(app, rotating)).toEqual(limited);
  });

  it('believes the entry of a configured trusted proxy hop', async () => {
    const app = await api({ API_TRUSTED_PROXY_HOPS: '1' });
    const viaProxy = (shopper: string) => (n: number) =>
      withHeaders(loginRequest(`shopper${n}@example.mt`, 'wrong', '10.0.0.1'), {
        // The proxy appends the address it saw; the entry before it is the client's own claim.
        'x-forwarded-for': `203.0.113.${n + 100}, ${shopper}`,
      });
    expect(await attemptsFrom(app, viaProxy('203.0.113.7'))).toEqual(limited);
    expect((await app.inject(viaProxy('203.0.113.8')(0))).statusCode).toBe(200);
  });

  describe('the storefront vouching for the shopper (X-Shop-Client-Address)', () => {
    const fromStorefront = (shopper: string, key: string) => (n: number) =>
      withHeaders(loginRequest(`shopper${n}@example.mt`, 'wrong', '127.0.0.1'), {
        'x-shop-client-address': shopper,
        'x-shop-proxy-key': key,
      });

    it('counts each shopper on their own with the right key', async () => {
      const app = await api({ BFF_SECRET });
      expect(await attemptsFrom(app, fromStorefront('203.0.113.7', BFF_SECRET))).toEqual(limited);
      expect((await app.inject(fromStorefront('203.0.113.8', BFF_SECRET)(0))).statusCode).toBe(200);
    });

    it('ignores the header with a wrong key, counting the caller instead', async () => {
      const app = await api({ BFF_SECRET });
      const rotating = (n: number) => fromStorefront(`203.0.113.${n}`, `${BFF_SECRET}x`)(n);
      expect(await attemptsFrom(app, rotating)).toEqual(limited);
    });

    it('ignores the header when no BFF_SECRET is configured', async () => {
      const app = await api();
      const rotating = (n: number) => fromStorefront(`203.0.113.${n}`, BFF_SECRET)(n);
      expect(await attemptsFrom(app, rotating)).toEqual(limited);
    });

    it('ignores a value that is not an IP address', async () => {
      const app = await api({ BFF_SECRET });
      const rotating = (n: number) => fromStorefront(`shopper-${n}.example`, BFF_SECRET)(n);
      expect(await attemptsFrom(app, rotating)).toEqual(limited);
    });
  });

  it('does not limit the other profile calls', async () => {
    const app = await api();
    for (let attempt = 0; attempt < PER_ADDRESS + 2; attempt += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/cli/profiles/login',
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('counters shared through the database', () => {
  it('adds up the failures from one address seen by two API instances', async () => {
    const other = await secondConnection(handle);
    try {
      const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' };
      const [first, second] = [await api(env), await api(env, other.db)];
      const from = '198.51.100.9';
      expect((await login(first, TEST_EMAIL, 'wrong', from)).statusCode).toBe(200);
      expect((await login(second, TEST_EMAIL, 'wrong', from)).statusCode).toBe(200);
      expect((await login(first, TEST_EMAIL, 'wrong', from)).statusCode).toBe(200);
      expect((await login(second, TEST_EMAIL, TEST_PASSWORD, from)).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });

  it('lets exactly the allowed failures through when 50 arrive at once on two instances', async () => {
    const other = await secondConnection(handle);
    try {
      const limit = 10;
      const env = { LOGIN_ACCOUNT_MAX_FAILURES: String(limit), LOGIN_RATE_LIMIT_PER_MINUTE: '1000' };
      const [one, two] = [await api(env), await api(env, other.db)];
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) => login(n % 2 ? one : two, TEST_EMAIL, 'wrong', '198.51.100.9')),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limit);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });
});
