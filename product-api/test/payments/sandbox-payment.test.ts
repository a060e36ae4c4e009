import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '../../src/db/schema';
import { signatureHeaderFor } from '../../src/payments/sandbox-signature';
import { TEST_EMAIL, bearer, signIn, startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { insertOrder, orderRow, paymentsOf, refOf } from './payment-fixture';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const SHOP = 'http://shop.localhost:3000/app';

/**
 * The built-in sandbox provider (issue 13 item 7): its hosted page, the shopper's choice, and the
 * signed callback POST /cli/pay/apcopay/notify with every refusal of the signature and replay rules.
 */
describe('sandbox payment provider', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({
      PAYMENT_SANDBOX_SECRET: SECRET,
      SHOP_PUBLIC_URL: SHOP,
      SHOP_BRAND_NAME: 'Pjazza <Test>',
    });
    auth = bearer(await signIn(t.app));
  });
  afterAll(() => stopTestApp(t));

  /** An order of the test customer with an open sandbox session; answers both. */
  async function openSession(preAuthorisedCents = 4321) {
    const orderId = await insertOrder(t.db, { userId: t.userId, preAuthorisedCents });
    const response = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
      headers: auth,
    });
    return { orderId, ref: refOf(response.json().data) };
  }

  function notify(
    body: Record<string, unknown>,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ) {
    const raw = JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const signature =
      options.signature === undefined
        ? signatureHeaderFor(options.secret ?? SECRET, timestamp, raw)
        : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/cli/pay/apcopay/notify',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
      },
      payload: raw,
    });
  }

  const callback = (ref: string, outcome: string, amountCents = 4321) => ({
    eventId: randomUUID(),
    ref,
    outcome,
    amountCents,
  });

  describe('the hosted page', () => {
    it('shows the shop, the order and the amount in euro with Pay, Decline and Cancel', async () => {
      const { ref } = await openSession(1250);
      const response = await t.app.inject({ method: 'GET', url: `/sandbox/apcopay/${ref}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Pjazza &lt;Test&gt;');
      expect(html).toContain('€12.50');
      expect(html).toContain('<p class="test">Test payment, no money moves</p>');
      for (const [outcome, label] of [
        ['PAID', 'Pay'],
        ['DECLINED', 'Decline'],
        ['CANCELLED', 'Cancel'],
      ]) {
        expect(html).toContain(`name="outcome" value="${outcome}"`);
        expect(html).toContain(`>${label}</button>`);
      }
      // Each button is a form posting back to the page's own URL (relative: works behind a proxy too).
      expect(html.match(new RegExp(`<form method="post" action="${ref}">`, 'g'))).toHaveLength(3);
      expect(html).not.toContain('<script');
      // No script at all, its own style by hash, and forms may only reach the sandbox and the shop.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self' http://shop.localhost:3000");
    });

    it('answers an unknown session with the 404 envelope', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sandbox/apcopay/unknownSession0000' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Payment session not found' });
    });
  });

  describe('the signed callback', () => {
    it('PAID: the payment is paid and the order goes on to TO_BE_PREPARED with paid_at', async () => {
      const { orderId, ref } = await openSession();
      const response = await notify(callback(ref, 'PAID'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responseCode: 0,
        data: { orderStatus: 'TO_BE_PREPARED', paymentStatus: 'PAID' },
      });
      const order = await orderRow(t.db, orderId);
      expect(order.status).toBe('TO_BE_PREPARED');
      expect(order.paidAt).toBeInstanceOf(Date);
      expect((await paymentsOf(t.db, orderId))[0]?.status).toBe('PAID');
    });

    it('PAID: the order is confirmed by e-mail once, in its language, however often the provider calls', async () => {
      const { orderId, ref } = await openSession();
      await t.db.update(orders).set({ language: 'it' }).where(eq(orders.id, orderId));
      const confirmations = () =>
        t.db
          .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, 'order-confirmation'))
          .orderBy(mailOutbox.id);
      const before = (await confirmations()).length;
      const paid = callback(ref, 'PAID');
      expect((await notify(paid)).json().data.orderStatus).toBe('TO_BE_PREPARED');
      // The same event again, and another event of the same session: the order moved once.
      expect((await notify({ ...paid })).statusCode).toBe(400);
      expect((await notify(callback(ref, 'PAID'))).json().data.orderStatus).toBe('TO_BE_PREPARED');

      const { code } = await orderRow(t.db, orderId);
      const mails = (await confirmations()).slice(before);
      expect(mails).toEqual([
        { to: TEST_EMAIL, subject: `Il tuo ordine ${code}`, text: expect.stringContaining(code) },
      ]);
      expect(mails[0]?.text).toContain('Il pagamento online è autorizzato');
      expect(mails[0]?.text).toContain(`I tuoi ordini: ${SHOP}/it/orders`);
    });

    it.each(['DECLINED', 'CANCELLED'])(
      '%s: the order stays PAYMENT_PENDING and can be paid again',
      async (outcome) => {
        const { orderId, ref } = await openSession();
        const response = await notify(callback(ref, outcome));
        expect(response.json()).toEqual({
          responseCode: 0,
          data: { orderStatus: 'PAYMENT_PENDING', paymentStatus: outcome },
        });
        expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');

        const again = await t.app.inject({
          method: 'GET',
          url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
          headers: auth,
        });
        const second = refOf(again.json().data);
        expect((await notify(callback(second, 'PAID'))).json().data.orderStatus).toBe('TO_BE_PREPARED');
        expect((await paymentsOf(t.db, orderId)).map((p) => p.status)).toEqual([outcome, 'PAID']);
      },
    );

    it('refuses a replayed event with 400 and changes nothing', async () => {
      const { orderId, ref } = await openSession();
      const declined = callback(ref, 'DECLINED');
      expect((await notify(declined)).statusCode).toBe(200);
      // The same event id again, freshly signed: refused by payment_events, not by the clock.
      const replay = await notify({ ...declined });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ responseCode: 4000, errorMessage: 'Event already processed' });
      expect((await paymentsOf(t.db, orderId)).map((p) => p.status)).toEqual(['DECLINED']);
    });

    it.each([
      ['a wrong secret', { secret: 'another-secret-0123456789abcdefghijkl' }, 'Invalid signature'],
      ['no signature', { signature: null }, 'Missing or malformed signature'],
      ['a malformed signature', { signature: 't=1,v1=xyz' }, 'Missing or malformed signature'],
      [
        'a timestamp older than 5 minutes',
        { timestamp: Math.floor(Date.now() / 1000) - 301 },
        'Signature timestamp too old',
      ],
      [
        'a timestamp in the future',
        { timestamp: Math.floor(Date.now() / 1000) + 600 },
        'Signature timestamp in the future',
      ],
    ])('refuses %s with 401 and changes nothing', async (_label, options, message) => {
      const { orderId, ref } = await openSession();
      const response = await notify(callback(ref, 'PAID'), options);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: message });
      expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
      expect((await paymentsOf(t.db, orderId))[0]?.status).toBe('PENDING');
    });

    it('refuses a body changed after signing', async () => {
      const { orderId, ref } = await openSession();
      const raw = JSON.stringify(callback(ref, 'DECLINED'));
      const signature = signatureHeaderFor(SECRET, Math.floor(Date.now() / 1000), raw);
      const response = await t.app.inject({
        method: 'POST',
        url: '/cli/pay/apcopay/notify',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload: raw.replace('DECLINED', 'PAID'),
      });
      expect(response.statusCode).toBe(401);
      expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
    });

    it('refuses an unknown session and another amount with 400', async () => {
      const { orderId, ref } = await openSession();
      const unknown = await notify(callback('unknownSession0000', 'PAID'));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errorMessage).toBe('Unknown payment');
      const amount = await notify(callback(ref, 'PAID', 1));
      expect(amount.statusCode).toBe(400);
      expect(amount.json().errorMessage).toBe('Amount does not match the payment');
      expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
    });

    it('keeps an aborted order aborted when its payment arrives late', async () => {
      const { orderId, ref } = await openSession();
      await t.db.update(orders).set({ status: 'ABORTED' }).where(eq(orders.id, orderId));
      const response = await notify(callback(ref, 'PAID'));
      expect(response.json().data).toEqual({ orderStatus: 'ABORTED', paymentStatus: 'PAID' });
      expect((await orderRow(t.db, orderId)).status).toBe('ABORTED');
    });

    it('refuses a body that is not the callback with 400', async () => {
      const response = await notify({ eventId: 'x', ref: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().responseCode).toBe(4000);
    });
  });
});

/** The whole loop over real HTTP: the page's button, the sandbox's signed callback, the redirect. */
describe('sandbox payment over HTTP', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ SHOP_PUBLIC_URL: SHOP });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    auth = bearer(await signIn(t.app));
  });
  afterAll(() => stopTestApp(t));

  async function choose(outcome: string, lang = '') {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const authorized = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}${lang && `&lang=${lang}`}`,
      headers: auth,
    });
    const ref = refOf(authorized.json().data);
    const response = await t.app.inject({
      method: 'POST',
      url: `/sandbox/apcopay/${ref}${lang && `?lang=${lang}`}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    return { orderId, ref, response };
  }

  it('Pay: notifies the API with a generated secret, then sends the browser to the confirm page', async () => {
    const { orderId, response } = await choose('PAID');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SHOP}/checkout/confirm?orderId=${orderId}&payment=paid`);
    expect((await orderRow(t.db, orderId)).status).toBe('TO_BE_PREPARED');
  });

  it('Decline and Cancel: back to the confirm page with the outcome, the order still waiting', async () => {
    for (const [outcome, param] of [
      ['DECLINED', 'declined'],
      ['CANCELLED', 'cancelled'],
    ] as const) {
      const { orderId, response } = await choose(outcome);
      expect(response.headers.location).toBe(`${SHOP}/checkout/confirm?orderId=${orderId}&payment=${param}`);
      expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
      expect((await paymentsOf(t.db, orderId))[0]?.status).toBe(outcome);
    }
  });

  // Issue 30: an Italian shopper came back from the payment page to the English confirm page.
  it('sends an Italian shopper back to the Italian confirm page after Pay, Decline and when closed', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const authorized = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}&lang=it`,
      headers: auth,
    });
    const pageUrl = new URL(authorized.json().data);
    expect(pageUrl.search).toBe('?lang=it');
    const page = await t.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    expect(page.body).toContain(`action="${refOf(pageUrl.href)}?lang=it"`);
    // And the page itself speaks Italian, amounts with a decimal comma (issue 30 item 8).
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<p class="test">Pagamento di prova, nessun addebito</p>');
    expect(page.body).toMatch(/<p class="amount">€\d+,\d{2}<\/p>/);
    for (const label of ['Paga', 'Rifiuta', 'Annulla']) expect(page.body).toContain(`>${label}</button>`);

    const declined = await choose('DECLINED', 'it');
    expect(declined.response.headers.location).toBe(
      `${SHOP}/it/checkout/confirm?orderId=${declined.orderId}&payment=declined`,
    );
    const paid = await choose('PAID', 'it');
    expect(paid.response.headers.location).toBe(
      `${SHOP}/it/checkout/confirm?orderId=${paid.orderId}&payment=paid`,
    );
    const closed = await t.app.inject({ method: 'GET', url: `/sandbox/apcopay/${paid.ref}?lang=it` });
    expect(closed.body).toContain(`href="${SHOP}/it/checkout/confirm?orderId=${paid.orderId}"`);
    expect(closed.body).toContain('<h1>Sessione di pagamento chiusa</h1>');
  });

  it('shows a finished session as closed, with a way back to the shop', async () => {
    const { orderId, ref } = await choose('PAID');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/apcopay/${ref}` });
    expect(page.body).toContain('Payment session closed');
    expect(page.body).toContain(`href="${SHOP}/checkout/confirm?orderId=${orderId}"`);
    expect(page.body).not.toContain('<form');
  });
});
