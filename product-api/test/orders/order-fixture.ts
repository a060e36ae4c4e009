import { eq, sql } from 'drizzle-orm';
import { issueSessionToken } from '../../src/auth/session-tokens';
import type { Database } from '../../src/db/client';
import { cartItems, carts, mailOutbox, orders, products, timeSlots, users } from '../../src/db/schema';
import { bearer } from '../profiles/test-app';
import { BASE, CIABATTA, call, type CartTestApp } from '../carts/cart-test-app';

/** A slot of the Birkirkara store's pick-up tomorrow, with `capacity` places; answers its id. */
export async function insertSlot(t: CartTestApp, capacity: number, taken = 0): Promise<number> {
  const from = new Date(Date.now() + 24 * 3600_000);
  const [slot] = await t.db
    .insert(timeSlots)
    .values({
      storeId: t.birkirkaraStoreId,
      deliveryMode: 'IN_STORE',
      day: from.toISOString().slice(0, 10),
      validFrom: from,
      validTo: new Date(from.getTime() + 2 * 3600_000),
      capacity,
      taken,
    })
    .returning({ id: timeSlots.id });
  if (!slot) throw new Error('slot not inserted');
  return slot.id;
}

/** The checkout data of the test customer for a cart and slot (spec §3 checkout state). */
export function checkoutOf(cartId: number, timeSlotId: number, extra: object = {}) {
  return {
    cartId,
    profileEmail: 'maria.borg@example.mt',
    profileMobilePhone: '79123456',
    profileMobilePhonePrefix: '356',
    firstName: 'Maria',
    lastName: 'Borg',
    timeSlotId,
    paymentMode: 'CASH',
    notes: '',
    invoice: false,
    enableProductsReplacement: true,
    clientWeb: true,
    gift: false,
    ...extra,
  };
}

/** A pick-up cart of the test customer holding two ciabattas. */
export async function fillPickUpCart(t: CartTestApp, headers = t.headers): Promise<number> {
  const open = await call(
    t,
    '/cart/open',
    { storeId: t.birkirkaraStoreId, deliveryMode: 'IN_STORE', terminalType: 'WEB' },
    headers,
  );
  const cartId: number = open.json().data.id;
  const stored = await call(t, '/cart/store', { cartId, barcode: CIABATTA, amount: 2 }, headers);
  if (stored.json().responseCode !== 0) throw new Error(`store failed: ${stored.body}`);
  return cartId;
}

export function freeze(t: CartTestApp, body: object, headers: Record<string, string> = t.headers) {
  return t.app.inject({ method: 'POST', url: `${BASE}/cart/freeze`, payload: body, headers });
}

/**
 * `count` customers straight in the database, each signed in (a token issued as login does, no
 * password hashing) with an open pick-up cart of one ciabatta: the crowd of a race for a slot.
 */
export async function crowdWithCarts(
  t: CartTestApp,
  count: number,
): Promise<{ cartId: number; headers: Record<string, string> }[]> {
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `crowd-${i}@example.mt`,
        passwordHash: 'not-a-hash',
        firstName: 'Crowd',
        lastName: 'Member',
      })),
    )
    .returning({ id: users.id });
  const cartRows = await t.db
    .insert(carts)
    .values(people.map((p) => ({ userId: p.id, storeId: t.birkirkaraStoreId, deliveryMode: 'IN_STORE' })))
    .returning({ id: carts.id, userId: carts.userId });
  const [ciabatta] = await t.db
    .select({ id: products.id, net: products.netPriceCents })
    .from(products)
    .where(eq(products.barcode, CIABATTA));
  if (!ciabatta) throw new Error('no ciabatta');
  await t.db.insert(cartItems).values(
    cartRows.map((c) => ({
      cartId: c.id,
      productId: ciabatta.id,
      amount: 1,
      seenNetPriceCents: ciabatta.net,
    })),
  );
  const sign = (claims: object) => t.app.jwt.sign(claims);
  return Promise.all(
    cartRows.map(async (c) => ({
      cartId: c.id,
      headers: bearer(await issueSessionToken(t.db, sign, c.userId, 3600)),
    })),
  );
}

/** Orders, their mails and the crowd gone, so each test starts from the carts fixture. */
export async function emptyOrders(db: Database): Promise<void> {
  await db.delete(orders);
  await db.delete(mailOutbox);
  await db.execute(sql`delete from idempotency_keys`);
  await db.delete(users).where(sql`${users.email} like 'crowd-%'`);
}

export async function takenOf(db: Database, slotId: number): Promise<number> {
  const [row] = await db.select({ taken: timeSlots.taken }).from(timeSlots).where(eq(timeSlots.id, slotId));
  return row?.taken ?? -1;
}
