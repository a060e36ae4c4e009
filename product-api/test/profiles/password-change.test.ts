import { RULE } from '../../src/contract/profile-rules';
import { MANY_LOGINS, insertAccountFixture, newCustomer, refusedFields } from './account-fixture';
import { bearer, loginRequest, startTestApp, stopTestApp, type TestApp } from './test-app';

const OLD_PASSWORD = 'Sunny-Day-2026';
const NEW_PASSWORD = 'Rainy-Night-2027';

describe('POST /cli/profiles/password/change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(MANY_LOGINS);
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/cli/profiles/password/change', headers, payload });
  const profileStatus = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/cli/profiles/login', headers })).statusCode;
  const login = async (email: string, password: string) =>
    (await t.app.inject(loginRequest(email, password))).json();

  it('refuses a wrong old password with code 13 and changes nothing', async () => {
    const email = 'wrong.old@example.mt';
    const { headers } = await newCustomer(t.app, email);
    const response = await change(headers, { oldPassword: 'not-it-at-all', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 13, errorMessage: 'Password not valid' });
    expect((await login(email, OLD_PASSWORD)).responseCode).toBe(0);
    expect(await profileStatus(headers)).toBe(200);
  });

  it("changes the password and ends the customer's other sessions, not the one that changed it", async () => {
    const email = 'changer@example.mt';
    const { headers: laptop } = await newCustomer(t.app, email);
    const phone = bearer((await login(email, OLD_PASSWORD)).data.jwt);
    const bystander = await newCustomer(t.app, 'bystander@example.mt');

    const response = await change(laptop, { oldPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.json()).toEqual({ responseCode: 0 });

    expect(await profileStatus(laptop)).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    // Another customer's session is none of this change's business.
    expect(await profileStatus(bystander.headers)).toBe(200);

    expect(await login(email, OLD_PASSWORD)).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    expect((await login(email, NEW_PASSWORD)).responseCode).toBe(0);
  });

  it.each([
    [
      'a new password of seven characters',
      { oldPassword: OLD_PASSWORD, newPassword: 'Short-1' },
      'newPassword',
      RULE.tooShort,
    ],
    ['no new password', { oldPassword: OLD_PASSWORD, newPassword: '' }, 'newPassword', RULE.required],
    ['no old password', { oldPassword: '', newPassword: NEW_PASSWORD }, 'oldPassword', RULE.required],
  ])('refuses %s with the field', async (_label, payload, field, message) => {
    const { headers } = await newCustomer(t.app, `rule.${field}.${payload.newPassword.length}@example.mt`);
    const response = await change(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(refusedFields(response)).toMatchObject({ [`body.${field}`]: message });
  });

  it('answers 401 without a session', async () => {
    const response = await change({}, { oldPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });
});
