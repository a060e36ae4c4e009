import type { Cart } from '../../src/contract/cart';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { carts, orders, payments, stores, timeSlots } from '../../src/db/schema';
import { insertCustomer } from '../profiles/test-app';

/**
 * Orders as POST /cart/freeze leaves them, straight in the database: a store, a slot with one
 * place taken by the order, an ORDERED cart and the order itself (PAYMENT_PENDING, paid online,
 * due by `payBy`). The payment tests need nothing of the cart's lines or prices.
 */

let customers = 0;

/** Another customer (the test customer is made by startTestApp); answers the id. */
export function insertOtherCustomer(db: Database): Promise<number> {
  customers += 1;
  return insertCustomer(db, 'Other-Horse-9', {
    email: `other.${customers}@example.mt`,
    firstName: 'Joe',
    lastName: 'Camilleri',
    accept1: true,
    accept2: true,
  });
}

export async function insertSlot(db: Database, capacity = 5, taken = 0): Promise<number> {
  const [store] = await db
    .insert(stores)
    .values({ name: 'Pjazza Birkirkara', address: 'Triq il-Kbira 1', deliveryModes: ['IN_STORE'] })
    .returning({ id: stores.id });
  if (!store) throw new Error('store not inserted');
  const validFrom = new Date(Date.now() + 2 * 24 * 3600_000);
  const [slot] = await db
    .insert(timeSlots)
    .values({
      storeId: store.id,
      deliveryMode: 'IN_STORE',
      day: validFrom.toISOString().slice(0, 10),
      validFrom,
      validTo: new Date(validFrom.getTime() + 3600_000),
      capacity,
      taken,
    })
    .returning({ id: timeSlots.id });
  if (!slot) throw new Error('slot not inserted');
  return slot.id;
}

export type UnpaidOrder = {
  userId: number;
  timeSlotId?: number;
  status?: string;
  paymentMode?: string;
  preAuthorisedCents?: number;
  payBy?: Date | null;
};

/** An order placed by `userId`, holding one place of its slot (taken + 1); answers the order id. */
/** A frozen cart without lines, valid for every reader of orders.cart (the receipt at completion). */
function frozenCartOf(cartId: number, storeId: number, totalCents: number): Cart {
  const total = totalCents / 100;
  return {
    id: cartId,
    title: 'Pick-up',
    items: [],
    itemsCount: 0,
    netTotal: total,
    depositTotal: 0,
    total,
    totalToPay: total,
    preAuthorisedTotal: total,
    minNetTotal: 0,
    missingForFreeDelivery: null,
    coupons: [],
    giftAvailable: false,
    bundleCount: 0,
    storeId,
    storeDescription: 'Store',
    deliveryMode: 'IN_STORE',
    addressId: null,
    fees: [],
    delivery: {
      deliveryDate: null,
      timeSlot: null,
      addressDescription: null,
      timeSlotId: null,
      holdExpiresAt: null,
    },
    payment: { mode: null },
    paymentMode: null,
    orderId: null,
  };
}

export async function insertOrder(db: Database, order: UnpaidOrder): Promise<number> {
  const timeSlotId = order.timeSlotId ?? (await insertSlot(db));
  const [slot] = await db.select().from(timeSlots).where(eq(timeSlots.id, timeSlotId));
  if (!slot) throw new Error(`slot ${timeSlotId} missing`);
  await db
    .update(timeSlots)
    .set({ taken: slot.taken + 1 })
    .where(eq(timeSlots.id, timeSlotId));
  const [cart] = await db
    .insert(carts)
    .values({ userId: order.userId, storeId: slot.storeId, deliveryMode: 'IN_STORE', status: 'ORDERED' })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart not inserted');
  const preAuthorisedCents = order.preAuthorisedCents ?? 4321;
  const [row] = await db
    .insert(orders)
    .values({
      code: `W${String(cart.id).padStart(7, '0')}`,
      userId: order.userId,
      cartId: cart.id,
      status: order.status ?? 'PAYMENT_PENDING',
      storeId: slot.storeId,
      deliveryMode: 'IN_STORE',
      timeSlotId,
      deliveryDate: slot.day,
      validFrom: slot.validFrom,
      validTo: slot.validTo,
      paymentMode: order.paymentMode ?? 'APCOPAY',
      checkout: {},
      cart: frozenCartOf(cart.id, slot.storeId, preAuthorisedCents),
      totalCents: preAuthorisedCents,
      preAuthorisedCents,
      payBy: order.payBy === undefined ? new Date(Date.now() + 30 * 60_000) : order.payBy,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} missing`);
  return row;
}

export async function paymentsOf(db: Database, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

export async function slotTaken(db: Database, timeSlotId: number): Promise<number> {
  const [slot] = await db
    .select({ taken: timeSlots.taken })
    .from(timeSlots)
    .where(eq(timeSlots.id, timeSlotId));
  if (!slot) throw new Error(`slot ${timeSlotId} missing`);
  return slot.taken;
}

/** The session reference at the end of a sandbox page URL. */
export function refOf(url: string): string {
  const ref = new URL(url).pathname.split('/').at(-1);
  if (!ref) throw new Error(`no reference in ${url}`);
  return ref;
}
