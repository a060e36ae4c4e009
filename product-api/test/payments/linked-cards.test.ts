import { addStaffMember } from '../../src/staff/staff.service';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { STAFF_PASSWORD, staffSignIn } from '../staff/staff-fixture';
import {
  METHODS,
  boardingNotify,
  boardingRow,
  chooseOnBoardingPage,
  deleteMethod,
  linkedCallback,
  linkedRowsOf,
  listMethods,
  signedInCustomer,
  startBoarding,
} from './linked-card-fixture';
import { insertOrder, orderRow, paymentsOf } from './payment-fixture';

const SECRET = 'sandbox-secret-for-linked-cards-0123456789';
const SHOP = 'http://shop.localhost:3000/app';

/**
 * Linked cards (issue 32 item 5): the list and its removal, the sandbox's linking flow with its
 * 0.01 € check and signed callback, and an order paid with the linked card. Over real HTTP, since
 * the sandbox tells the API by its own signed POST (sandbox-notifier.ts).
 */
describe('linked cards', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      PAYMENT_SANDBOX_SECRET: SECRET,
      SHOP_PUBLIC_URL: SHOP,
      // Every test signs in customers of its own from inject's one address.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => stopTestApp(t));

  /** A customer with the sandbox test card linked through the page, as a shopper does it. */
  async function customerWithCard(cardNumber = '4242 4242 4242 4242') {
    const customer = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, customer.headers);
    const linked = await chooseOnBoardingPage(
      t.app,
      ref,
      `outcome=LINKED&cardNumber=${encodeURIComponent(cardNumber)}`,
    );
    expect(linked.statusCode).toBe(303);
    return { ...customer, ref };
  }

  it('lists nothing before a card is linked', async () => {
    const { headers } = await signedInCustomer(t.app, t.db);
    const response = await listMethods(t.app, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 0, data: [] });
  });

  it("starts a boarding at the sandbox: its page in the shopper's language, with a test card", async () => {
    const { headers } = await signedInCustomer(t.app, t.db);
    const { response, url, ref } = await startBoarding(t.app, headers, 'it');
    expect(response.statusCode).toBe(200);
    expect(url).toMatch(/\/sandbox\/apcopay\/boarding\/[A-Za-z0-9_-]+\?lang=it$/);
    expect((await boardingRow(t.db, ref)).status).toBe('PENDING');
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname + '?lang=it' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<label for="card-number">Numero della carta</label>');
    expect(page.body).toContain('value="4242 4242 4242 4242"');
    expect(page.body).toContain('0,01 €');
    expect(page.body).not.toContain('<script');
  });

  it('links the card once the shopper approves it: brand, last 4, date; the 0.01 € check released, never captured', async () => {
    const { headers, ref } = await customerWithCard('5555 5555 5555 4444');
    const list = (await listMethods(t.app, headers)).json();
    expect(list.data).toEqual([
      { paymentMethodType: 'APCOPAY', brand: 'Mastercard', last4: '4444', linkedAt: expect.any(String) },
    ]);
    const boarding = await boardingRow(t.db, ref);
    expect(boarding).toMatchObject({ status: 'LINKED', checkAuthorisedCents: 1, checkReleasedCents: 1 });
    expect(boarding.settledAt).toBeInstanceOf(Date);
  });

  it('sends the shopper back to the payments page, in their language', async () => {
    const { headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers, 'it');
    const response = await t.app.inject({
      method: 'POST',
      url: `/sandbox/apcopay/boarding/${ref}?lang=it`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=LINKED&cardNumber=4242424242424242',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SHOP}/it/payments`);
  });

  it('shows the page again for a number that is not a card, and links nothing', async () => {
    const { userId, headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers);
    const response = await chooseOnBoardingPage(t.app, ref, 'outcome=LINKED&cardNumber=4242424242424241');
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(await linkedRowsOf(t.db, userId)).toEqual([]);
    expect((await boardingRow(t.db, ref)).status).toBe('PENDING');
  });

  it('Cancel closes the boarding without a card; the page then says it is finished', async () => {
    const { userId, headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers);
    expect((await chooseOnBoardingPage(t.app, ref, 'outcome=CANCELLED')).statusCode).toBe(303);
    expect((await boardingRow(t.db, ref)).status).toBe('CANCELLED');
    expect(await linkedRowsOf(t.db, userId)).toEqual([]);
    // A late LINKED event of the closed boarding links nothing and says what the boarding became.
    const late = await boardingNotify(t.app, linkedCallback(ref), SECRET);
    expect(late.json()).toEqual({ responseCode: 0, data: { boardingStatus: 'CANCELLED' } });
    expect(await linkedRowsOf(t.db, userId)).toEqual([]);
    const again = await chooseOnBoardingPage(t.app, ref, 'outcome=LINKED&cardNumber=4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This card linking is already finished.');
    expect(await linkedRowsOf(t.db, userId)).toEqual([]);
  });

  it('links once: a replayed notification is refused, another event of the same boarding changes nothing', async () => {
    const { userId, headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers);
    const first = linkedCallback(ref);
    expect((await boardingNotify(t.app, first, SECRET)).statusCode).toBe(200);
    const replay = await boardingNotify(t.app, first, SECRET);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ responseCode: 4000, errorMessage: 'Event already processed' });
    const later = await boardingNotify(t.app, linkedCallback(ref, { last4: '1111' }), SECRET);
    expect(later.statusCode).toBe(200);
    const rows = await linkedRowsOf(t.db, userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerRef: first.cardRef, last4: '4242' });
  });

  it('refuses a forged signature and a check that was captured or not released; nothing is linked', async () => {
    const { userId, headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers);
    const forged = await boardingNotify(t.app, linkedCallback(ref), 'a-forger-does-not-know-the-secret-000');
    expect(forged.statusCode).toBe(401);
    const kept = await boardingNotify(t.app, linkedCallback(ref, { checkReleasedCents: 0 }), SECRET);
    expect(kept.statusCode).toBe(400);
    const more = await boardingNotify(
      t.app,
      linkedCallback(ref, { checkAuthorisedCents: 50, checkReleasedCents: 50 }),
      SECRET,
    );
    expect(more.statusCode).toBe(400);
    expect(await linkedRowsOf(t.db, userId)).toEqual([]);
    expect((await boardingRow(t.db, ref)).status).toBe('PENDING');
    const unknown = await boardingNotify(t.app, linkedCallback('unknownBoarding000000'), SECRET);
    expect(unknown.statusCode).toBe(400);
  });

  it("removes the caller's card and answers the list left; another customer's card is never touched", async () => {
    const mine = await customerWithCard();
    const theirs = await customerWithCard();
    const removed = await deleteMethod(t.app, mine.headers, 'APCOPAY');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ responseCode: 0, data: [] });
    expect((await listMethods(t.app, theirs.headers)).json().data).toHaveLength(1);
    // Removing again, or a type never linked, changes nothing.
    expect((await deleteMethod(t.app, mine.headers, 'STRIPE')).json()).toEqual({ responseCode: 0, data: [] });
    expect((await deleteMethod(t.app, mine.headers, 'BNL')).statusCode).toBe(400);
  });

  it('refuses a staff token (403) and a call without a token (401) on every call', async () => {
    const added = await addStaffMember(
      t.db,
      { email: 'manager.cards@shop.example.mt', name: 'manager', role: 'manager', storeIds: [] },
      STAFF_PASSWORD,
    );
    expect(added.ok).toBe(true);
    const staff = { authorization: `Bearer ${await staffSignIn(t.app, 'manager.cards@shop.example.mt')}` };
    for (const headers of [staff, {}]) {
      const status = headers === staff ? 403 : 401;
      expect((await listMethods(t.app, headers)).statusCode).toBe(status);
      expect((await deleteMethod(t.app, headers, 'APCOPAY')).statusCode).toBe(status);
      expect((await startBoarding(t.app, headers)).response.statusCode).toBe(status);
      const pay = await t.app.inject({
        method: 'POST',
        url: `${METHODS}/pay`,
        headers,
        payload: { orderId: 1 },
      });
      expect(pay.statusCode).toBe(status);
    }
  });

  describe('an order paid with the linked card', () => {
    const pay = (headers: Record<string, string>, orderId: number) =>
      t.app.inject({ method: 'POST', url: `${METHODS}/pay`, headers, payload: { orderId } });

    it("authorises without the provider's page: the order goes on to TO_BE_PREPARED", async () => {
      const { userId, headers } = await customerWithCard();
      const orderId = await insertOrder(t.db, { userId, preAuthorisedCents: 2750 });
      const response = await pay(headers, orderId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 0, data: { orderId, paymentStatus: 'PAID' } });
      expect((await orderRow(t.db, orderId)).status).toBe('TO_BE_PREPARED');
      const [payment, ...more] = await paymentsOf(t.db, orderId);
      expect(more).toEqual([]);
      expect(payment).toMatchObject({
        provider: 'apcopay',
        status: 'PAID',
        authorisedCents: 2750,
        capturedCents: null,
      });
      // Paid: asking again is 4205, as on the provider's page.
      expect((await pay(headers, orderId)).json()).toMatchObject({ responseCode: 4205 });
    });

    it("without a linked card: 404 'No linked card', and the provider's page works as before", async () => {
      const { userId, headers } = await signedInCustomer(t.app, t.db);
      const orderId = await insertOrder(t.db, { userId });
      const response = await pay(headers, orderId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'No linked card' });
      expect(await paymentsOf(t.db, orderId)).toEqual([]);
      const authorized = await t.app.inject({
        method: 'GET',
        url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
        headers,
      });
      expect(authorized.json().data).toMatch(/\/sandbox\/apcopay\/[A-Za-z0-9_-]+$/);
    });

    it("another customer's order answers as a missing one and is not paid", async () => {
      const mine = await customerWithCard();
      const theirs = await signedInCustomer(t.app, t.db);
      const orderId = await insertOrder(t.db, { userId: theirs.userId });
      const response = await pay(mine.headers, orderId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Order not found' });
      expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
    });

    it('two payments of one order at once authorise it once', async () => {
      const { userId, headers } = await customerWithCard();
      const orderId = await insertOrder(t.db, { userId });
      const answers = await Promise.all([pay(headers, orderId), pay(headers, orderId)]);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect((await orderRow(t.db, orderId)).status).toBe('TO_BE_PREPARED');
      const paid = (await paymentsOf(t.db, orderId)).filter((payment) => payment.authorisedCents !== null);
      expect(paid).toHaveLength(1);
    });
  });

  it('two notifications of one boarding at once link one card', async () => {
    const { userId, headers } = await signedInCustomer(t.app, t.db);
    const { ref } = await startBoarding(t.app, headers);
    const answers = await Promise.all([
      boardingNotify(t.app, linkedCallback(ref, { last4: '1881' }), SECRET),
      boardingNotify(t.app, linkedCallback(ref, { last4: '1881' }), SECRET),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await linkedRowsOf(t.db, userId)).toHaveLength(1);
  });
});

describe('linked cards: boarding limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_SANDBOX_SECRET: SECRET, CARD_BOARDING_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => stopTestApp(t));

  it('refuses a customer past CARD_BOARDING_LIMIT_PER_HOUR starts with 429, another customer still starts', async () => {
    const one = await signedInCustomer(t.app, t.db);
    expect((await startBoarding(t.app, one.headers)).response.statusCode).toBe(200);
    expect((await startBoarding(t.app, one.headers)).response.statusCode).toBe(200);
    const refused = (await startBoarding(t.app, one.headers)).response;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ responseCode: 4000 });
    const two = await signedInCustomer(t.app, t.db);
    expect((await startBoarding(t.app, two.headers)).response.statusCode).toBe(200);
  });
});
