import { eq } from 'drizzle-orm';
import { staffMembers } from '../../src/db/schema';
import { bearer, signIn, startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import {
  MANAGER_EMAIL,
  PICKER_EMAIL,
  STAFF_PASSWORD,
  insertStaffWorld,
  staffLoginRequest,
  staffSignIn,
} from './staff-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await insertStaffWorld(t.db, t.userId);
});
afterAll(() => stopTestApp(t));

describe('staff sign-in (POST /ops/auth/login)', () => {
  it('answers a staff token that says what it is, with the member, role and stores', async () => {
    const response = await t.app.inject(staffLoginRequest(PICKER_EMAIL.toUpperCase()));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.tokenKind).toBe('staff');
    expect(data.staff).toMatchObject({
      email: PICKER_EMAIL,
      role: 'picker',
      stores: [{ name: 'Birkirkara' }],
    });
    const claims = JSON.parse(Buffer.from(data.jwt.split('.')[1], 'base64url').toString());
    expect(claims.kind).toBe('staff');
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.app.inject(staffLoginRequest(PICKER_EMAIL, 'not-the-password'));
    const unknown = await t.app.inject(staffLoginRequest('nobody@shop.example.mt'));
    expect(wrong.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a customer signing in as staff, and an inactive member', async () => {
    const customer = await t.app.inject(staffLoginRequest('Maria.Borg@example.mt', 'Correct-Horse-9'));
    expect(customer.json().responseCode).toBe(2);
    await t.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, MANAGER_EMAIL));
    const inactive = await t.app.inject(staffLoginRequest(MANAGER_EMAIL));
    expect(inactive.json().responseCode).toBe(2);
    await t.db.update(staffMembers).set({ active: true }).where(eq(staffMembers.email, MANAGER_EMAIL));
  });

  it('ends the session on sign-out and when the member is made inactive', async () => {
    const jwt = await staffSignIn(t.app, PICKER_EMAIL);
    expect((await t.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(jwt) })).statusCode).toBe(
      200,
    );
    await t.app.inject({ method: 'POST', url: '/ops/auth/logout', headers: bearer(jwt) });
    expect((await t.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(jwt) })).statusCode).toBe(
      401,
    );

    const second = await staffSignIn(t.app, PICKER_EMAIL);
    await t.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, PICKER_EMAIL));
    expect((await t.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(second) })).statusCode).toBe(
      401,
    );
    await t.db.update(staffMembers).set({ active: true }).where(eq(staffMembers.email, PICKER_EMAIL));
  });
});

describe('token separation', () => {
  it("refuses a customer's token on every /ops call with a 403 envelope", async () => {
    const customer = bearer(await signIn(t.app));
    for (const url of ['/ops/me', '/ops/orders', '/ops/orders/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: customer });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        responseCode: 4000,
        errorMessage: 'This session may not make this call',
      });
    }
  });

  it('refuses a staff token on /cli calls with a 403 envelope', async () => {
    const staff = bearer(await staffSignIn(t.app, MANAGER_EMAIL));
    for (const [method, url] of [
      ['GET', '/cli/profiles/login'],
      ['GET', '/cli/ecommerce/cart/current'],
      ['POST', '/cli/profiles/logout'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: staff });
      expect(response.statusCode).toBe(403);
      expect(response.json().responseCode).toBe(4000);
    }
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ops/me' })).statusCode).toBe(401);
    const forged = t.app.jwt.sign({ sub: '1', jti: 'made-up', kind: 'staff' });
    expect((await t.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(forged) })).statusCode).toBe(
      401,
    );
  });
});

describe('staff sign-in limits', () => {
  it("count apart from the customers' and refuse one address past the account's failures", async () => {
    const limited = await startTestApp({
      LOGIN_ACCOUNT_MAX_FAILURES: '2',
      LOGIN_ACCOUNT_CAPTCHA_AFTER: '1000',
    });
    try {
      await insertStaffWorld(limited.db, limited.userId);
      const from = '192.0.2.7';
      for (let i = 0; i < 2; i += 1) {
        const failed = await limited.app.inject(staffLoginRequest(PICKER_EMAIL, 'wrong', from));
        expect(failed.json().responseCode).toBe(2);
      }
      const refused = await limited.app.inject(staffLoginRequest(PICKER_EMAIL, STAFF_PASSWORD, from));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address still signs the picker in: nobody can aim a lock-out at them.
      const elsewhere = await limited.app.inject(
        staffLoginRequest(PICKER_EMAIL, STAFF_PASSWORD, '192.0.2.8'),
      );
      expect(elsewhere.json().responseCode).toBe(0);
      // The customers' counters are not the staff's: the customer signs in from that address.
      await expect(signIn(limited.app, undefined, undefined, from)).resolves.toEqual(expect.any(String));
    } finally {
      await stopTestApp(limited);
    }
  });

  it('asks for the human check past the failures from every address', async () => {
    const limited = await startTestApp({ LOGIN_ACCOUNT_CAPTCHA_AFTER: '2' });
    try {
      await insertStaffWorld(limited.db, limited.userId);
      for (let i = 0; i < 2; i += 1) {
        await limited.app.inject(staffLoginRequest(PICKER_EMAIL, 'wrong', `198.51.100.${i}`));
      }
      const checked = await limited.app.inject(
        staffLoginRequest(PICKER_EMAIL, STAFF_PASSWORD, '198.51.100.9'),
      );
      expect(checked.json()).toMatchObject({
        responseCode: 4000,
        fields: [{ path: 'humanCheck', message: 'required' }],
      });
    } finally {
      await stopTestApp(limited);
    }
  });

  it('refuses an address past the per-address limit', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      await insertStaffWorld(limited.db, limited.userId);
      const from = '203.0.113.5';
      await limited.app.inject(staffLoginRequest(PICKER_EMAIL, 'wrong', from));
      await limited.app.inject(staffLoginRequest(MANAGER_EMAIL, 'wrong', from));
      const third = await limited.app.inject(staffLoginRequest(PICKER_EMAIL, STAFF_PASSWORD, from));
      expect(third.statusCode).toBe(429);
    } finally {
      await stopTestApp(limited);
    }
  });
});
