import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema';
import { addStaffMember } from '../../src/staff/staff.service';
import { bearer } from '../profiles/test-app';
import { barcodeOf, call, startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import { checkoutOf, freeze, insertSlot } from '../orders/order-fixture';
import { STAFF_PASSWORD, staffSignIn } from '../staff/staff-fixture';

/**
 * The picking calls' test app: the cart calls' stores and catalogue, a picker of the Birkirkara
 * store, a picker of the Victoria store and a manager, and orders placed through the real
 * checkout (so each has the frozen cart the pick list reads).
 */
export type PickingApp = CartTestApp & {
  picker: Record<string, string>;
  otherPicker: Record<string, string>;
  manager: Record<string, string>;
};

export const KINNIE = barcodeOf('Kinnie Original 1.5L');
export const COLA = barcodeOf('Coca-Cola 1.5L');
export const BANANAS = barcodeOf('Bananas');
export const PENNE = barcodeOf('Penne Rigate 500g');
export const MOZZARELLA = barcodeOf('Mozzarella 125g');

export async function startPickingApp(): Promise<PickingApp> {
  const t = await startCartTestApp();
  // A multi-buy offer, so the final total is shown to follow the cart's offers: 2 for €3.00.
  await t.db
    .update(products)
    .set({
      promotionType: 'MULTI_BUY',
      promotionValue: 3,
      promotionQuantity: 2,
      promotionDescription: '2 for €3',
    })
    .where(eq(products.barcode, KINNIE));
  const members = [
    ['picker.bkr@shop.example.mt', 'picker', [t.birkirkaraStoreId]],
    ['picker.gozo@shop.example.mt', 'picker', [t.victoriaStoreId]],
    ['manager@shop.example.mt', 'manager', []],
  ] as const;
  for (const [email, role, storeIds] of members) {
    const added = await addStaffMember(t.db, { email, name: email, role, storeIds }, STAFF_PASSWORD);
    if (!added.ok) throw new Error(added.reason);
  }
  const [picker, otherPicker, manager] = await Promise.all(
    members.map(async ([email]) => bearer(await staffSignIn(t.app, email))),
  );
  if (!picker || !otherPicker || !manager) throw new Error('staff not signed in');
  return { ...t, picker, otherPicker, manager };
}

export type OrderLine = { barcode: string; amount?: number; weight?: number; replace?: boolean };

/** Places a pick-up order of the test customer at Birkirkara (cash) and answers its id. */
export async function placeOrder(t: PickingApp, lines: OrderLine[]): Promise<number> {
  const open = await call(t, '/cart/open', {
    storeId: t.birkirkaraStoreId,
    deliveryMode: 'IN_STORE',
    terminalType: 'WEB',
  });
  const cartId: number = open.json().data.id;
  for (const line of lines) {
    const { barcode, amount, weight } = line;
    const stored = await call(t, '/cart/store', { cartId, barcode, amount, weight });
    if (stored.json().responseCode !== 0) throw new Error(`store failed: ${stored.body}`);
    if (line.replace === false) {
      await call(t, '/cart/line/preferences', { cartId, barcode, replace: false, note: 'Only this one' });
    }
  }
  const slotId = await insertSlot(t, 50);
  const placed = await freeze(t, checkoutOf(cartId, slotId));
  const id: unknown = placed.json().data?.order?.id;
  if (typeof id !== 'number') throw new Error(`freeze failed: ${placed.body}`);
  return id;
}

export const ops = (t: PickingApp, headers: Record<string, string>) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers }),
});

/** Moves the order on as `headers`' member, stating the version the pick list showed. */
export async function moveTo(
  t: PickingApp,
  headers: Record<string, string>,
  orderId: number,
  to: string,
  extra: object = {},
): Promise<LightMyRequestResponse> {
  const list = await ops(t, headers).get(`/ops/orders/${orderId}/pick-list`);
  const version: unknown = list.json().data?.order?.version;
  return ops(t, headers).post(`/ops/orders/${orderId}/status`, { to, version, ...extra });
}
