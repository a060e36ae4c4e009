import { DEMO_CUSTOMER } from '../../src/seed/demo-customer';
import { DEMO_LOYALTY_CARDS } from '../../src/seed/loyalty-cards-data';
import { seedDemoData } from '../../src/seed/seed-demo';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';
import { signUp, signupBody } from './account-fixture';
import { bearer, loginRequest } from './test-app';

/** The demo shop's in-store cards (README: Demo loyalty cards) through the calls that use them. */
describe('demo loyalty cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.db);
  });
  afterAll(() => stopTestApp(t));

  const demoCard = (code: string) => {
    const card = DEMO_LOYALTY_CARDS.find((c) => c.code === code);
    if (!card) throw new Error(`no demo card ${code}`);
    return card;
  };
  const check = (card: { code: string; documentId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/cli/profiles/signupcheck',
      payload: { cardNumber: card.code, documentId: card.documentId },
    });

  it("shows the demo customer's points and their voucher value", async () => {
    const login = await t.app.inject(loginRequest(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    const response = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/point-balance',
      headers: bearer(login.json().data.jwt),
    });
    expect(response.json()).toEqual({
      responseCode: 0,
      data: { pointBalance: 1365, discount: 10, balanceDate: '2026-11-15T18:30:00.000Z' },
    });
  });

  it('answers every free card by its path: complete, no e-mail (44), no birth date', async () => {
    const answers = await Promise.all(DEMO_LOYALTY_CARDS.filter((c) => !c.heldByDemoCustomer).map(check));
    const codes = answers.map((a) => a.json().responseCode);
    expect(codes).toContain(0);
    expect(codes).toContain(44);
    expect((await check(demoCard('0400123456789'))).json().responseCode).toBe(4);
    expect((await check(demoCard('0400200000013'))).json().data).toEqual({
      firstName: 'Joseph',
      lastName: 'Camilleri',
      email: 'joseph.camilleri@example.mt',
      birthDate: '23/09/1978',
    });
    expect((await check(demoCard('0400200000037'))).json().data.birthDate).toBeNull();
  });

  it('signs up with the happy-path card on the seeded localities and links it', async () => {
    const card = demoCard('0400200000013');
    const email = card.email ?? '';
    const response = await signUp(
      t.app,
      signupBody(email, {
        birthDate: '',
        cards: [{ code: card.code }],
        documentId: card.documentId,
        address: { address: 'Triq il-Mosta', city: 'Ħamrun', zip: 'HMR 1010' },
      }),
    );
    expect(response.json()).toMatchObject({
      responseCode: 0,
      data: {
        birthDate: '1978-09-23',
        cards: [{ code: card.code }],
        address: { city: 'Ħamrun', state: 'Malta' },
      },
    });
    expect((await check(card)).json().responseCode).toBe(4);
  });
});
