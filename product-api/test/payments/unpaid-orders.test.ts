import { abortUnpaidOrders } from '../../src/payments/unpaid-orders';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { insertOrder, insertSlot, orderRow, slotTaken } from './payment-fixture';

const NOW = new Date('2026-12-01T10:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** The auto-abort of unpaid online orders (spec §4, issue 13 item 7), run as the scheduled job runs it. */
describe('abortUnpaidOrders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => stopTestApp(t));

  it('aborts orders past pay_by and gives each one its slot place back, once', async () => {
    const slot = await insertSlot(t.db, 3);
    const late = await insertOrder(t.db, { userId: t.userId, timeSlotId: slot, payBy: minutes(-1) });
    const alsoLate = await insertOrder(t.db, { userId: t.userId, timeSlotId: slot, payBy: minutes(-30) });
    const inTime = await insertOrder(t.db, { userId: t.userId, timeSlotId: slot, payBy: minutes(1) });
    expect(await slotTaken(t.db, slot)).toBe(3);

    expect(await abortUnpaidOrders(t.db, NOW, t.app.documentSeller)).toBe(2);
    expect((await orderRow(t.db, late)).status).toBe('ABORTED');
    expect((await orderRow(t.db, alsoLate)).status).toBe('ABORTED');
    expect((await orderRow(t.db, inTime)).status).toBe('PAYMENT_PENDING');
    expect(await slotTaken(t.db, slot)).toBe(1);

    // A second run (another instance, a retried job) finds nothing left to abort.
    expect(await abortUnpaidOrders(t.db, NOW, t.app.documentSeller)).toBe(0);
    expect(await slotTaken(t.db, slot)).toBe(1);
  });

  it('leaves paid, cash and already aborted orders alone, whatever their pay_by', async () => {
    const slot = await insertSlot(t.db, 5);
    const paid = await insertOrder(t.db, {
      userId: t.userId,
      timeSlotId: slot,
      status: 'TO_BE_PREPARED',
      payBy: minutes(-5),
    });
    const cash = await insertOrder(t.db, {
      userId: t.userId,
      timeSlotId: slot,
      status: 'TO_BE_PREPARED',
      paymentMode: 'CASH',
      payBy: null,
    });
    const aborted = await insertOrder(t.db, {
      userId: t.userId,
      timeSlotId: slot,
      status: 'ABORTED',
      payBy: minutes(-5),
    });

    expect(await abortUnpaidOrders(t.db, NOW, t.app.documentSeller)).toBe(0);
    expect((await orderRow(t.db, paid)).status).toBe('TO_BE_PREPARED');
    expect((await orderRow(t.db, cash)).status).toBe('TO_BE_PREPARED');
    expect((await orderRow(t.db, aborted)).status).toBe('ABORTED');
    expect(await slotTaken(t.db, slot)).toBe(3);
  });

  it('frees a full slot for the next customer', async () => {
    const slot = await insertSlot(t.db, 1);
    await insertOrder(t.db, { userId: t.userId, timeSlotId: slot, payBy: minutes(-1) });
    expect(await slotTaken(t.db, slot)).toBe(1);
    await abortUnpaidOrders(t.db, NOW, t.app.documentSeller);
    expect(await slotTaken(t.db, slot)).toBe(0);
  });

  it('works off more orders than one batch', async () => {
    const slot = await insertSlot(t.db, 150);
    for (let i = 0; i < 120; i += 1)
      await insertOrder(t.db, { userId: t.userId, timeSlotId: slot, payBy: minutes(-1) });
    expect(await abortUnpaidOrders(t.db, NOW, t.app.documentSeller)).toBe(120);
    expect(await slotTaken(t.db, slot)).toBe(0);
  }, 60_000);
});
