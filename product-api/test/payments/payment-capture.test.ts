import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/checkout';
import { deliveryModes, orders } from '../../src/db/schema';
import type { OrderActor } from '../../src/orders/order-lifecycle';
import { moveOrder, type OrderPaymentEffects } from '../../src/orders/order-transitions';
import { orderPaymentEffectsFor } from '../../src/payments/order-payment-effects';
import type { HeldPayment, PaymentGateway } from '../../src/payments/payment-gateway';
import { signatureHeaderFor } from '../../src/payments/sandbox-signature';
import { startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import { checkoutOf, fillPickUpCart, freeze, insertSlot } from '../orders/order-fixture';
import { stopTestApp } from '../profiles/test-app';
import { insertOrder, orderRow, paymentsOf, refOf } from './payment-fixture';

const SECRET = 'sandbox-secret-for-capture-tests-0123456789';
const MANAGER: OrderActor = { kind: 'manager', staffId: 1 };

/**
 * Authorise at checkout, capture what was picked, release and refund (issue 29 item 6), through the
 * sandbox provider: the authorize call, its signed callback, then the order moved by the state
 * machine's one writer as the store's screens move it (docs/order-lifecycle.md, The payment side).
 * On PostgreSQL (`npm test`) the two finishing transitions really overlap.
 */
describe('payment captured for what was picked', () => {
  let t: CartTestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await startCartTestApp({ PAYMENT_SANDBOX_SECRET: SECRET });
    auth = t.headers;
    // Pick-up orders paid online, as the demo shop offers them.
    await t.db
      .update(deliveryModes)
      .set({ paymentMethods: ['CASH', 'APCOPAY'] })
      .where(eq(deliveryModes.code, 'IN_STORE'));
  });
  afterAll(() => stopTestApp(t));

  function notify(body: Record<string, unknown>, secret = SECRET) {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/cli/pay/apcopay/notify',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signatureHeaderFor(secret, Math.floor(Date.now() / 1000), raw),
      },
      payload: raw,
    });
  }

  const callback = (ref: string, outcome: string, amountCents: number) => ({
    eventId: randomUUID(),
    ref,
    outcome,
    amountCents,
  });

  /** An order placed at checkout (POST /cart/freeze) for two ciabattas, paid by `paymentMode`. */
  async function placeOrder(paymentMode: string) {
    const cartId = await fillPickUpCart(t);
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5), { paymentMode }));
    const orderId: number = placed.json().data.order.id;
    return { orderId, authorisedCents: (await orderRow(t.db, orderId)).preAuthorisedCents };
  }

  /** Checkout, then the sandbox's signed callback authorising the pre-authorised amount: TO_BE_PREPARED. */
  async function authorisedOrder() {
    const { orderId, authorisedCents } = await placeOrder('APCOPAY');
    expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
    const response = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
      headers: auth,
    });
    const ref = refOf(response.json().data);
    const paid = await notify(callback(ref, 'PAID', authorisedCents));
    expect(paid.json().data).toEqual({ orderStatus: 'TO_BE_PREPARED', paymentStatus: 'PAID' });
    return { orderId, ref, authorisedCents };
  }

  function move(orderId: number, to: OrderStatus, effects: OrderPaymentEffects = t.app.orderPaymentEffects) {
    return t.db.transaction((tx) =>
      moveOrder(
        tx,
        orderId,
        { to, actor: MANAGER, ...(to === 'CANCELLED' ? { reason: 'Freezer broke down' } : {}) },
        { now: new Date(), payments: effects, seller: t.app.documentSeller },
      ),
    );
  }

  /** Picking done as the picking screen does it: the final total, then the move, in one transaction. */
  function finishPicking(orderId: number, finalTotalCents: number, effects?: OrderPaymentEffects) {
    return t.db.transaction(async (tx) => {
      await tx.update(orders).set({ finalTotalCents }).where(eq(orders.id, orderId));
      return moveOrder(
        tx,
        orderId,
        { to: 'ISSUING_RECEIPT', actor: MANAGER },
        { now: new Date(), payments: effects ?? t.app.orderPaymentEffects, seller: t.app.documentSeller },
      );
    });
  }

  const detail = async (orderId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/cli/ecommerce/orders/${orderId}/fetch`, headers: auth })
    ).json().data;

  const euro = (cents: number) => cents / 100;

  it('authorises the pre-authorised amount at checkout: nothing is taken yet', async () => {
    const { orderId, authorisedCents } = await authorisedOrder();
    expect(authorisedCents).toBeGreaterThan(0);
    expect(await paymentsOf(t.db, orderId)).toMatchObject([
      { status: 'PAID', authorisedCents, capturedCents: null, releasedCents: null },
    ]);
    expect((await detail(orderId)).payment).toBeNull();
  });

  it.each([
    ['below', -30, -30, 30, 0],
    ['equal to', 0, 0, 0, 0],
    ['above', 150, 0, 0, 150],
  ])(
    'a final total %s the authorisation: captures at most it, releases the rest, the excess due',
    async (_, offset, capturedOffset, released, due) => {
      const { orderId, authorisedCents: a } = await authorisedOrder();
      expect((await move(orderId, 'IN_PREPARATION')).ok).toBe(true);
      expect(await finishPicking(orderId, a + offset)).toMatchObject({ ok: true, moved: true });
      expect(await paymentsOf(t.db, orderId)).toMatchObject([
        {
          authorisedCents: a,
          capturedCents: a + capturedOffset,
          releasedCents: released,
          capturedAt: expect.any(Date),
          refundedCents: null,
        },
      ]);
      expect((await detail(orderId)).payment).toEqual({
        authorised: euro(a),
        captured: euro(a + capturedOffset),
        released: euro(released),
        refunded: null,
        dueOnDelivery: due === 0 ? null : euro(due),
      });
    },
  );

  it('confirms the sandbox callbacks of the capture and the release, with the recorded amounts only', async () => {
    const { orderId, ref, authorisedCents: a } = await authorisedOrder();
    await move(orderId, 'IN_PREPARATION');
    await finishPicking(orderId, a - 40);
    expect((await notify(callback(ref, 'CAPTURED', a - 40))).statusCode).toBe(200);
    expect((await notify(callback(ref, 'RELEASED', 40))).statusCode).toBe(200);
    const wrong = await notify(callback(ref, 'CAPTURED', a));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe('Amount does not match the payment');
    const event = callback(ref, 'CAPTURED', a - 40);
    expect((await notify(event)).statusCode).toBe(200);
    expect((await notify(event)).json().errorMessage).toBe('Event already processed');
  });

  it('refuses a money callback with a bad signature and changes nothing', async () => {
    const { orderId, ref, authorisedCents } = await authorisedOrder();
    const forged = await notify(
      callback(ref, 'REFUNDED', authorisedCents),
      'not-the-secret-0123456789abcdef',
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorMessage).toBe('Invalid signature');
    expect(await paymentsOf(t.db, orderId)).toMatchObject([{ refundedCents: null, capturedCents: null }]);
  });

  it('a repeated picking done captures once', async () => {
    const { orderId, authorisedCents: a } = await authorisedOrder();
    await move(orderId, 'IN_PREPARATION');
    const calls: string[] = [];
    const effects = orderPaymentEffectsFor(recordingGateway(calls));
    await finishPicking(orderId, a - 10, effects);
    expect(await finishPicking(orderId, a - 10, effects)).toMatchObject({ ok: true, moved: false });
    expect(calls).toEqual([`capture ${a - 10}`]);
  });

  it('two staff finishing the same order at once: one final total, exactly one capture', async () => {
    const { orderId, authorisedCents: a } = await authorisedOrder();
    await move(orderId, 'IN_PREPARATION');
    const calls: string[] = [];
    const effects = orderPaymentEffectsFor(recordingGateway(calls));
    const answers = await Promise.all([
      finishPicking(orderId, a - 5, effects),
      finishPicking(orderId, a - 5, effects),
    ]);
    expect(answers.filter((answer) => answer.ok && answer.moved)).toHaveLength(1);
    expect(calls).toEqual([`capture ${a - 5}`]);
    expect(await paymentsOf(t.db, orderId)).toMatchObject([{ capturedCents: a - 5, releasedCents: 5 }]);
  }, 30_000);

  it('an abort before picking releases the whole authorisation', async () => {
    const { orderId, authorisedCents: a } = await authorisedOrder();
    const aborted = await t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/abort',
      headers: auth,
      payload: { orderId },
    });
    expect(aborted.json().data).toMatchObject({
      status: 'ABORTED',
      payment: {
        authorised: euro(a),
        captured: null,
        released: euro(a),
        refunded: null,
        dueOnDelivery: null,
      },
    });
    expect(await paymentsOf(t.db, orderId)).toMatchObject([{ releasedCents: a, capturedCents: null }]);
  });

  it('a cancel during picking releases; a cancel after the capture refunds what was taken', async () => {
    const during = await authorisedOrder();
    await move(during.orderId, 'IN_PREPARATION');
    expect((await move(during.orderId, 'CANCELLED')).ok).toBe(true);
    expect(await paymentsOf(t.db, during.orderId)).toMatchObject([
      { releasedCents: during.authorisedCents, refundedCents: null },
    ]);

    const after = await authorisedOrder();
    const taken = after.authorisedCents - 20;
    await move(after.orderId, 'IN_PREPARATION');
    await finishPicking(after.orderId, taken);
    const calls: string[] = [];
    const cancelled = await move(after.orderId, 'CANCELLED', orderPaymentEffectsFor(recordingGateway(calls)));
    expect(cancelled).toMatchObject({ ok: true, moved: true, refundDue: false });
    expect(calls).toEqual([`refund ${taken}`]);
    expect(await paymentsOf(t.db, after.orderId)).toMatchObject([
      { capturedCents: taken, refundedCents: taken, refundedAt: expect.any(Date) },
    ]);
    expect((await detail(after.orderId)).payment).toMatchObject({
      captured: euro(taken),
      refunded: euro(taken),
      dueOnDelivery: null,
    });
  });

  it('releases an authorisation that arrives for an order aborted meanwhile', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId, preAuthorisedCents: 700 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
      headers: auth,
    });
    const ref = refOf(response.json().data);
    await t.db.update(orders).set({ status: 'ABORTED' }).where(eq(orders.id, orderId));
    expect((await notify(callback(ref, 'PAID', 700))).json().data).toEqual({
      orderStatus: 'ABORTED',
      paymentStatus: 'PAID',
    });
    expect(await paymentsOf(t.db, orderId)).toMatchObject([{ authorisedCents: 700, releasedCents: 700 }]);
  });

  it('releases an authorisation the provider confirms after the customer aborted the waiting order', async () => {
    const { orderId, authorisedCents: a } = await placeOrder('APCOPAY');
    const response = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
      headers: auth,
    });
    const ref = refOf(response.json().data);
    await t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/abort',
      headers: auth,
      payload: { orderId },
    });
    expect((await notify(callback(ref, 'PAID', a))).json().data).toEqual({
      orderStatus: 'ABORTED',
      paymentStatus: 'CANCELLED',
    });
    expect(await paymentsOf(t.db, orderId)).toMatchObject([
      { status: 'CANCELLED', authorisedCents: a, releasedCents: a, capturedCents: null },
    ]);
  });

  it('shows the final amount due for payment on delivery once picking is done', async () => {
    const { orderId } = await placeOrder('CASH');
    await move(orderId, 'IN_PREPARATION');
    expect((await detail(orderId)).payment).toBeNull();
    await finishPicking(orderId, 1234);
    expect((await orderRow(t.db, orderId)).status).toBe('ISSUING_RECEIPT');
    expect((await detail(orderId)).payment).toEqual({
      authorised: null,
      captured: null,
      released: null,
      refunded: null,
      dueOnDelivery: 12.34,
    });
  });
});

/** A sandbox-named gateway that writes down each money call instead of making it. */
function recordingGateway(calls: string[]): PaymentGateway {
  const note = (what: string) => async (_payment: HeldPayment, amountCents?: number) => {
    calls.push(amountCents === undefined ? what : `${what} ${amountCents}`);
  };
  return {
    provider: 'apcopay',
    startSession: async () => ({ url: 'http://sandbox.test/' }),
    capture: note('capture'),
    release: note('release'),
    refund: note('refund'),
    startBoarding: async () => ({ url: 'http://sandbox.test/boarding' }),
    authoriseLinkedCard: async () => false,
  };
}
