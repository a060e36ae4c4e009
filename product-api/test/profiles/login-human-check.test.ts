import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TOKEN_HEADER } from '../../src/contract/contact';
import type { DatabaseHandle } from '../../src/db/client';
import { loginThrottle } from '../../src/db/schema';
import { startCaptchaStandIn, type CaptchaStandIn } from '../contact/captcha-stand-in';
import {
  TEST_EMAIL,
  TEST_PASSWORD,
  buildTestApp,
  loginRequest,
  openTestDatabase,
  secondConnection,
} from './test-app';

const PER_ADDRESS_FAILURES = 3;
const CAPTCHA_AFTER = 4;
const LIMITS = {
  LOGIN_ACCOUNT_MAX_FAILURES: String(PER_ADDRESS_FAILURES),
  LOGIN_ACCOUNT_CAPTCHA_AFTER: String(CAPTCHA_AFTER),
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
};
const OWNER = '203.0.113.50';

let handle: DatabaseHandle;
let standIn: CaptchaStandIn;
const apps: FastifyInstance[] = [];

async function api(db = handle.db): Promise<FastifyInstance> {
  const app = await buildTestApp(db, { ...LIMITS, HCAPTCHA_VERIFY_URL: standIn.url });
  apps.push(app);
  return app;
}

/** A login with the human check's token when one is given. */
const login = (app: FastifyInstance, username: string, password: string, from: string, token?: string) =>
  app.inject({
    ...loginRequest(username, password, from),
    headers: token === undefined ? {} : { [CAPTCHA_TOKEN_HEADER]: token },
  });

const humanCheck = (reason: string, errorMessage: string) => ({
  responseCode: 4000,
  errorMessage,
  fields: [{ path: 'humanCheck', message: reason }],
});
const REQUIRED = humanCheck('required', 'Human verification required to sign in to this account');

/** An attacker trying wrong passwords from `addresses` documentation addresses, `each` from every one. */
async function hammer(app: FastifyInstance, username: string, addresses: number, each: number) {
  const answers: unknown[] = [];
  for (let address = 1; address <= addresses; address += 1)
    for (let attempt = 0; attempt < each; attempt += 1)
      answers.push((await login(app, username, 'guess', `198.51.100.${address}`)).json());
  return answers;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  standIn = await startCaptchaStandIn();
});
beforeEach(async () => {
  standIn.mode = 'hcaptcha';
  standIn.requests.length = 0;
  await handle.db.delete(loginThrottle);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await standIn.close();
  await handle.close();
});

describe('the human check past the account failures from all addresses', () => {
  it('asks for it once the failures pass the limit, and does not check the password without it', async () => {
    const app = await api();
    const answers = await hammer(app, TEST_EMAIL, CAPTCHA_AFTER + 2, 1);
    expect(answers.slice(0, CAPTCHA_AFTER)).toEqual(
      new Array(CAPTCHA_AFTER).fill({ responseCode: 2, errorMessage: 'Wrong credentials' }),
    );
    expect(answers.slice(CAPTCHA_AFTER)).toEqual([REQUIRED, REQUIRED]);
    const owner = await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(REQUIRED);
    expect(standIn.requests).toHaveLength(0);
  });

  it('signs the owner in with a solved check while an attacker hammers from many addresses', async () => {
    const app = await api();
    await hammer(app, TEST_EMAIL, 20, PER_ADDRESS_FAILURES + 1);

    const owner = await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER, 'pass');
    expect(owner.json().responseCode).toBe(0);
    expect(typeof owner.json().data.jwt).toBe('string');
    expect(standIn.requests.map((form) => form.get('response'))).toEqual(['pass']);
    // The attacker's addresses stay refused for this account, even with a solved check.
    const attacker = await login(app, TEST_EMAIL, TEST_PASSWORD, '198.51.100.7', 'pass');
    expect(attacker.statusCode).toBe(429);
    // The owner's sign-in cleared the account's count: the next login needs no check.
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER)).json().responseCode).toBe(0);
  });

  it('counts a wrong password with a solved check as a failure', async () => {
    const app = await api();
    await hammer(app, TEST_EMAIL, CAPTCHA_AFTER, 1);
    const wrong = await login(app, TEST_EMAIL, 'guess', OWNER, 'pass');
    expect(wrong.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    for (let attempt = 1; attempt < PER_ADDRESS_FAILURES; attempt += 1)
      await login(app, TEST_EMAIL, 'guess', OWNER, 'pass');
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER, 'pass')).statusCode).toBe(429);
  });

  it('refuses a token the service refuses, and says when it cannot ask', async () => {
    const app = await api();
    await hammer(app, TEST_EMAIL, CAPTCHA_AFTER, 1);
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER, 'not-solved')).json()).toEqual(
      humanCheck('failed', 'Human verification failed'),
    );
    standIn.mode = 'error-500';
    expect((await login(app, TEST_EMAIL, TEST_PASSWORD, '203.0.113.51', 'pass')).json()).toEqual(
      humanCheck('unavailable', 'Human verification is not available, please try again'),
    );
  });

  it('answers an unknown e-mail exactly like a customer', async () => {
    const app = await api();
    const customer = await hammer(app, TEST_EMAIL, CAPTCHA_AFTER + 1, PER_ADDRESS_FAILURES + 1);
    const stranger = await hammer(app, 'nobody@example.mt', CAPTCHA_AFTER + 1, PER_ADDRESS_FAILURES + 1);
    expect(stranger).toEqual(customer);
    expect(customer).toContainEqual(REQUIRED);
    const solved = await login(app, 'nobody@example.mt', TEST_PASSWORD, OWNER, 'pass');
    expect(solved.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
  });

  it('shares the count between two API instances on one database', async () => {
    const other = await secondConnection(handle);
    try {
      const [attacked, owners] = [await api(), await api(other.db)];
      await hammer(attacked, TEST_EMAIL, CAPTCHA_AFTER, 1);
      expect((await login(owners, TEST_EMAIL, TEST_PASSWORD, OWNER)).json()).toEqual(REQUIRED);
      expect((await login(owners, TEST_EMAIL, TEST_PASSWORD, OWNER, 'pass')).json().responseCode).toBe(0);
      expect((await login(attacked, TEST_EMAIL, TEST_PASSWORD, OWNER)).json().responseCode).toBe(0);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });

  it('lets exactly the allowed failures past without the check when 40 arrive at once', async () => {
    const other = await secondConnection(handle);
    try {
      const [one, two] = [await api(), await api(other.db)];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          login(n % 2 ? one : two, TEST_EMAIL, 'guess', `198.51.100.${n + 1}`),
        ),
      );
      const codes = answers.map((answer) => answer.json().fields?.[0]?.message ?? answer.json().responseCode);
      expect(codes.filter((code) => code === 2)).toHaveLength(CAPTCHA_AFTER);
      expect(codes.filter((code) => code === 'required')).toHaveLength(40 - CAPTCHA_AFTER);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });
});

describe('Cache-Control of the login answer', () => {
  it('is no-store on a sign-in and on every refusal', async () => {
    const app = await api();
    const answers = [await login(app, TEST_EMAIL, TEST_PASSWORD, OWNER)];
    await hammer(app, TEST_EMAIL, 1, PER_ADDRESS_FAILURES);
    answers.push(await login(app, TEST_EMAIL, 'guess', '198.51.100.1')); // 429 for this address
    answers.push(await login(app, TEST_EMAIL, 'guess', '198.51.100.2')); // wrong credentials
    answers.push(await login(app, TEST_EMAIL, 'guess', '198.51.100.3')); // human check required
    answers.push(
      await app.inject({ method: 'POST', url: '/cli/profiles/login', payload: { username: TEST_EMAIL } }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 429, 200, 200, 400]);
    expect(answers.map((answer) => answer.json().responseCode)).toEqual([0, 4000, 2, 4000, 4000]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
