import { eq } from 'drizzle-orm';
import { loyaltyCards } from '../../src/db/schema';
import { voucherCentsFor } from '../../src/profiles/point-balance.service';
import { CARDS, MANY_LOGINS, insertAccountFixture, newCustomer } from './account-fixture';
import { bearer, signIn, startTestApp, stopTestApp, type TestApp } from './test-app';

describe('GET /cli/profiles/point-balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(MANY_LOGINS);
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const balance = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/cli/profiles/point-balance', headers });

  it("answers the principal card's points, their balance time and the euro value of the vouchers they buy", async () => {
    const { headers } = await newCustomer(t.app, 'joseph@example.mt', {
      cards: [{ code: CARDS.complete.code }],
      documentId: CARDS.complete.documentId,
    });
    const response = await balance(headers);
    expect(response.statusCode).toBe(200);
    // 2140 points: three vouchers of 680 points, 5 euro each.
    expect(response.json()).toEqual({
      responseCode: 0,
      data: { pointBalance: 2140, discount: 15, balanceDate: '2026-11-15T18:30:00.000Z' },
    });

    await t.db.update(loyaltyCards).set({ points: 679 }).where(eq(loyaltyCards.code, CARDS.complete.code));
    expect((await balance(headers)).json().data).toMatchObject({ pointBalance: 679, discount: 0 });
  });

  it('answers code 2 with "No loyalty card" for a customer without a linked card', async () => {
    // The test customer's profile lists a card that is not an in-store card: it has no points.
    const response = await balance(bearer(await signIn(t.app)));
    expect(response.json()).toEqual({ responseCode: 2, errorMessage: 'No loyalty card' });
  });

  it('answers 401 without a session', async () => {
    expect((await balance({})).statusCode).toBe(401);
  });

  it.each([
    [0, 0],
    [679, 0],
    [680, 500],
    [1365, 1000],
    [2040, 1500],
    [-10, 0],
  ])('%i points buy vouchers worth %i cents', (points, cents) => {
    expect(voucherCentsFor(points)).toBe(cents);
  });
});
