import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { cartSchema } from '../../src/contract/cart';
import type { OrderStatus } from '../../src/contract/checkout';
import { orderDetailSchema } from '../../src/contract/orders';
import {
  billingAddresses,
  documentCounters,
  mailOutbox,
  orderDocuments,
  orders,
  products,
} from '../../src/db/schema';
import type { OrderActor } from '../../src/orders/order-lifecycle';
import { moveOrder } from '../../src/orders/order-transitions';
import { dataOf } from '../addresses/address-book';
import {
  CIABATTA,
  TOMATOES,
  call,
  emptyCarts,
  get,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import {
  checkoutOf,
  crowdWithCarts,
  emptyOrders,
  fillPickUpCart,
  freeze,
  insertSlot,
} from '../orders/order-fixture';
import { insertOtherCustomer } from '../payments/payment-fixture';
import { bearer, stopTestApp } from '../profiles/test-app';
import { issueSessionToken } from '../../src/auth/session-tokens';
import { pdfTextOf } from './pdf-text';

/**
 * Receipts and VAT invoices of completed orders (docs/order-lifecycle.md, Receipts and VAT
 * invoices; issue 29 item 7), through the real state machine on the suite's engine: PGlite, or
 * the PostgreSQL server of DATABASE_URL, where the 20 completions really race for the counter.
 */
let t: CartTestApp;
const MANAGER: OrderActor = { kind: 'manager', staffId: 1 };
const TO_COLLECTED: OrderStatus[] = ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED'];
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await startCartTestApp();
  // Two VAT rates in one order: bread at the reduced rate, tomatoes at the standard one.
  await t.db.update(products).set({ vatConfigurationId: 2 }).where(eq(products.barcode, CIABATTA));
  await t.db.update(products).set({ vatConfigurationId: 1 }).where(eq(products.barcode, TOMATOES));
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyOrders(t.db);
  await emptyCarts(t.db);
  await t.db.delete(documentCounters);
  await t.db.delete(billingAddresses);
});

const move = (orderId: number, to: OrderStatus) =>
  t.db.transaction((tx) =>
    moveOrder(
      tx,
      orderId,
      { to, actor: MANAGER },
      {
        now: new Date(),
        shopUrl: 'https://shop.example.mt/app',
        payments: t.app.orderPaymentEffects,
        seller: t.app.documentSeller,
      },
    ),
  );

async function moveAll(orderId: number, statuses: readonly OrderStatus[]) {
  for (const to of statuses) {
    const outcome = await move(orderId, to);
    if (!outcome.ok) throw new Error(`${to}: ${outcome.refusal}`);
  }
}

/** A cash pick-up order of two ciabattas and 0.5 kg of tomatoes; `extra` is more checkout data. */
async function placeOrder(extra: object = {}): Promise<number> {
  const cartId = await fillPickUpCart(t);
  await call(t, '/cart/store', { cartId, barcode: TOMATOES, weight: 0.5 });
  const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5), extra));
  const orderId: number | undefined = placed.json().data?.order?.id;
  if (orderId === undefined) throw new Error(`not placed: ${placed.body}`);
  return orderId;
}

/** What picking done writes (pickapi's work): the prepared cart, here the tomatoes weighed at 0.6 kg. */
async function writePreparedCart(orderId: number): Promise<{ breadCents: number; tomatoCents: number }> {
  const [row] = await t.db.select({ cart: orders.cart }).from(orders).where(eq(orders.id, orderId));
  const cart = cartSchema.parse(row?.cart);
  const items = cart.items.map((item) =>
    item.barcode === TOMATOES
      ? { ...item, amount: 0.6, rowNetPriceWithCartItemRelated: Math.round(item.netPrice * 0.6 * 100) / 100 }
      : item,
  );
  const cents = (barcode: string) =>
    Math.round((items.find((item) => item.barcode === barcode)?.rowNetPriceWithCartItemRelated ?? 0) * 100);
  const breadCents = cents(CIABATTA);
  const tomatoCents = cents(TOMATOES);
  const totalCents =
    breadCents + tomatoCents + cart.fees.reduce((sum, fee) => sum + Math.round(fee.value * 100), 0);
  await t.db
    .update(orders)
    .set({ preparedCart: { ...cart, items, total: totalCents / 100 }, finalTotalCents: totalCents })
    .where(eq(orders.id, orderId));
  return { breadCents, tomatoCents };
}

const pdfOf = (orderId: number, kind: string, headers = t.headers) =>
  t.app.inject({ url: `/cli/ecommerce/orders/${orderId}/documents/${kind}`, headers });
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe('a completed order', () => {
  it('gets one receipt, numbered in its series, drawn from the prepared cart with totals per VAT rate', async () => {
    const orderId = await placeOrder();
    await moveAll(orderId, TO_COLLECTED.slice(0, 2));
    const { breadCents, tomatoCents } = await writePreparedCart(orderId);
    await moveAll(orderId, TO_COLLECTED.slice(2));

    const detail = dataOf(await get(t, `/orders/${orderId}/fetch`), orderDetailSchema);
    const number = `R-${year}-000001`;
    expect(detail.documents).toEqual([{ kind: 'receipt', number, issuedAt: expect.any(String) }]);

    const response = await pdfOf(orderId, 'receipt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Receipt ${number}`);
    const text = await pdfTextOf(response.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain('VAT number MT10000017');
    expect(text).toContain('0.600 kg');
    // Totals per rate: 0 % on the bread (food), 18 % on the tomatoes, VAT taken out of prices that include it.
    const vat = (cents: number, percent: number) => Math.round((cents * percent) / (100 + percent));
    for (const [cents, percent] of [
      [breadCents, 0],
      [tomatoCents, 18],
    ] as const) {
      expect(text).toContain(`${percent}%`);
      expect(text).toContain(euro(cents - vat(cents, percent)));
      expect(text).toContain(euro(vat(cents, percent)));
    }
    expect(text).toContain(euro(breadCents + tomatoCents));
    expect(await pdfOf(orderId, 'invoice').then((r) => r.statusCode)).toBe(404);
  });

  it('issues nothing twice when the completion is sent again', async () => {
    const orderId = await placeOrder();
    await moveAll(orderId, TO_COLLECTED);
    expect(await move(orderId, 'COLLECTED')).toMatchObject({ ok: true, moved: false });
    const rows = await t.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));
    expect(rows.map((row) => row.number)).toEqual([`R-${year}-000001`]);
  });

  it('gets a VAT invoice as well when asked, with the Maltese business of its billing address', async () => {
    const [address] = await t.db
      .insert(billingAddresses)
      .values({
        userId: t.userId,
        nation: 'MT',
        vatCode: 'MT12345678',
        companyName: 'Borg Imports Ltd',
        phone: '21234567',
        address: 'Triq il-Kbira',
        streetNumber: '12',
        zip: 'BKR 1234',
        city: 'Birkirkara',
        county: '',
      })
      .returning({ id: billingAddresses.id });
    const orderId = await placeOrder({ invoice: true, billingAddressId: address?.id });
    await moveAll(orderId, TO_COLLECTED.slice(0, 2));
    await writePreparedCart(orderId);
    await moveAll(orderId, TO_COLLECTED.slice(2));

    const detail = dataOf(await get(t, `/orders/${orderId}/fetch`), orderDetailSchema);
    expect(detail.documents.map((d) => [d.kind, d.number])).toEqual([
      ['receipt', `R-${year}-000001`],
      ['invoice', `INV-${year}-000001`],
    ]);
    const text = await pdfTextOf((await pdfOf(orderId, 'invoice')).rawPayload);
    expect(text).toContain('VAT invoice');
    expect(text).toContain(`INV-${year}-000001`);
    expect(text).toContain('Borg Imports Ltd');
    expect(text).toContain('BKR 1234 Birkirkara MT');
    expect(text).toContain('VAT number MT12345678');
  });

  it('mails the final total, the receipt as a PDF and the link to it', async () => {
    const orderId = await placeOrder();
    await moveAll(orderId, TO_COLLECTED.slice(0, 2));
    await writePreparedCart(orderId);
    await moveAll(orderId, TO_COLLECTED.slice(2));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const mails = await t.db.select().from(mailOutbox);
    const completed = mails.find((mail) => mail.subject.endsWith('is complete'));
    expect(completed?.textBody).toContain(`Final total: ${euro(row?.finalTotalCents ?? 0)}`);
    expect(completed?.textBody).toContain(
      `Receipt R-${year}-000001: https://shop.example.mt/app/api/orders/${orderId}/documents/receipt`,
    );
    expect(completed?.attachments?.map(({ fileName, contentType }) => [fileName, contentType])).toEqual([
      [`R-${year}-000001.pdf`, 'application/pdf'],
    ]);
    const attached = Buffer.from(completed?.attachments?.[0]?.base64 ?? '', 'base64');
    expect(await pdfTextOf(attached)).toContain(`R-${year}-000001`);
    // The other status e-mails carry nothing.
    expect(mails.filter((mail) => mail !== completed).every((mail) => mail.attachments === null)).toBe(true);
  });

  it("reads another customer's order, and a document not issued, as not found", async () => {
    const orderId = await placeOrder();
    expect((await pdfOf(orderId, 'receipt')).statusCode).toBe(404);
    await moveAll(orderId, TO_COLLECTED);
    const other = await insertOtherCustomer(t.db);
    const otherHeaders = bearer(await issueSessionToken(t.db, (c) => t.app.jwt.sign(c), other, 3600));
    expect((await pdfOf(orderId, 'receipt', otherHeaders)).statusCode).toBe(404);
    expect((await pdfOf(orderId, 'receipt')).statusCode).toBe(200);
    expect((await pdfOf(orderId, 'note')).statusCode).toBe(400);
  });
});

describe('document numbers', () => {
  it('run 1..20 without gaps or repeats when 20 orders are completed at once', async () => {
    const crowd = await crowdWithCarts(t, 20);
    const slotId = await insertSlot(t, 20);
    const ids: number[] = [];
    for (const { cartId, headers } of crowd) {
      const placed = await freeze(
        t,
        { ...checkoutOf(cartId, slotId), profileEmail: 'crowd@example.mt' },
        headers,
      );
      ids.push(placed.json().data.order.id);
    }
    for (const id of ids) await moveAll(id, TO_COLLECTED.slice(0, 3));
    const outcomes = await Promise.all(ids.map((id) => move(id, 'COLLECTED')));
    expect(outcomes.every((outcome) => outcome.ok && outcome.moved)).toBe(true);
    const rows = await t.db.select({ sequence: orderDocuments.sequence }).from(orderDocuments);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  }, 120_000);
});
