import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { MANY_LOGINS, insertAccountFixture, newCustomer, refusedFields } from './account-fixture';
import { startTestApp, stopTestApp, type TestApp } from './test-app';

/** POST /cli/profiles/preferences/allergens (issue 33): the allergens a customer avoids. */
describe('POST /cli/profiles/preferences/allergens', () => {
  let t: TestApp;
  let customers = 0;
  const customer = () => newCustomer(t.app, `allergens.${++customers}@example.mt`);

  beforeAll(async () => {
    t = await startTestApp(MANY_LOGINS);
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const save = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/cli/profiles/preferences/allergens',
      headers,
      payload: payload as object,
    });
  const current = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/cli/profiles/login', headers })).json().data;

  it('starts empty, saves the set once each in the Annex order, and the profile reads it back', async () => {
    const { headers } = await customer();
    expect((await current(headers)).preferences.avoidAllergens).toEqual([]);

    const response = await save(headers, { allergens: ['MILK', 'PEANUTS', 'MILK'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      responseCode: 0,
      data: { preferences: { avoidAllergens: ['PEANUTS', 'MILK'] } },
    });
    expect((await current(headers)).preferences.avoidAllergens).toEqual(['PEANUTS', 'MILK']);
  });

  it('replaces the whole set, and an empty list clears it', async () => {
    const { headers } = await customer();
    await save(headers, { allergens: ['GLUTEN', 'SESAME'] });
    await save(headers, { allergens: ['FISH'] });
    expect((await current(headers)).preferences.avoidAllergens).toEqual(['FISH']);
    await save(headers, { allergens: [] });
    expect((await current(headers)).preferences.avoidAllergens).toEqual([]);
  });

  it('refuses an unknown code with HTTP 400 and code 4000, and keeps the saved set', async () => {
    const { headers } = await customer();
    await save(headers, { allergens: ['PEANUTS'] });
    for (const allergens of [['PEANUTS', 'CHOCOLATE'], ['peanuts'], 'PEANUTS', [3]]) {
      const response = await save(headers, { allergens });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseCode: 4000 });
      expect(Object.keys(refusedFields(response))[0]).toMatch(/^body\.allergens/);
    }
    expect((await save(headers, {})).statusCode).toBe(400);
    expect((await current(headers)).preferences.avoidAllergens).toEqual(['PEANUTS']);
  });

  it("changes only the caller's own profile", async () => {
    const first = await customer();
    const second = await customer();
    await save(first.headers, { allergens: ['EGGS'] });
    await save(second.headers, { allergens: ['MUSTARD', 'LUPIN'] });
    expect((await current(first.headers)).preferences.avoidAllergens).toEqual(['EGGS']);
    expect((await current(second.headers)).preferences.avoidAllergens).toEqual(['MUSTARD', 'LUPIN']);
    // The body names no customer: a field naming another one is not read.
    await save(second.headers, { allergens: ['CELERY'], userId: first.id, id: first.id });
    const [row] = await t.db.select().from(users).where(eq(users.id, first.id));
    expect(row?.avoidAllergens).toEqual(['EGGS']);
  });

  it('answers 401 without a session', async () => {
    const response = await save({}, { allergens: ['PEANUTS'] });
    expect(response.statusCode).toBe(401);
  });

  it('reads a stored code the Annex no longer knows as none, rather than failing the profile', async () => {
    const { id, headers } = await customer();
    await t.db
      .update(users)
      .set({ avoidAllergens: ['PEANUTS', 'RETIRED'] })
      .where(eq(users.id, id));
    expect((await current(headers)).preferences.avoidAllergens).toEqual(['PEANUTS']);
  });
});
