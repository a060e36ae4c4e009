import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { cartSchema } from '../../src/contract/cart';
import type { Database } from '../../src/db/client';
import {
  cartItems,
  carts,
  cities,
  deliveryModes,
  products,
  shippingAddresses,
  slotHolds,
  stores,
  timeSlots,
} from '../../src/db/schema';
import {
  dataOf,
  errorOf,
  HOME,
  post,
  startAddressTestApp,
  type AddressTestApp,
} from '../addresses/address-book';
import { barcodeOf, FIXTURE_PRODUCTS, insertFixtureCatalogue } from '../support/catalogue-fixture';

/**
 * The cart calls' test app: the test customer and another (test/addresses/address-book.ts), the
 * fixture catalogue, two stores (Birkirkara on Malta: pick-up, drive and home delivery; Victoria on
 * Gozo: pick-up only) and the delivery modes (SHIPPED switched off). Żebbuġ has no home delivery.
 */
export type CartTestApp = AddressTestApp & {
  birkirkaraStoreId: number;
  victoriaStoreId: number;
  /** The test customer's shipping address in Birkirkara. */
  homeAddressId: number;
};

export const BASE = '/cli/ecommerce';

export { barcodeOf } from '../support/catalogue-fixture';

export const CIABATTA = barcodeOf('Ciabatta');
export const TOMATOES = barcodeOf('Tomatoes');
export const POTATOES = barcodeOf('Potatoes');
export const GOLDEN_APPLES = barcodeOf('Golden Apples');
export const WATER = barcodeOf('Still Water 6 x 1.5L');
export const SPAGHETTI = barcodeOf('Spaghetti No.5 500g');

export async function startCartTestApp(env: Record<string, string> = {}): Promise<CartTestApp> {
  const t = await startAddressTestApp(env);
  await insertFixtureCatalogue(t.db);
  await t.db.update(products).set({ isBundle: true }).where(eq(products.barcode, WATER));
  await t.db.update(cities).set({ homeDelivery: false }).where(eq(cities.name, 'Żebbuġ'));
  await t.db.insert(deliveryModes).values([
    {
      code: 'AT_HOME',
      description: 'Home delivery',
      order: 1,
      minNetTotalCents: 2000,
      paymentMethods: ['CASH', 'APCOPAY'],
    },
    { code: 'IN_STORE', description: 'Pick-up in store', order: 2 },
    { code: 'DRIVE', description: 'Drive-through pick-up', order: 3 },
    { code: 'SHIPPED', description: 'Parcel delivery', order: 4, active: false },
  ]);
  const cityId = async (name: string) => {
    const [row] = await t.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
    if (!row) throw new Error(`no city ${name}`);
    return row.id;
  };
  const [birkirkara, victoria] = await t.db
    .insert(stores)
    .values([
      {
        name: 'Birkirkara Supermarket',
        address: 'Triq Fleur-de-Lys 45',
        cityId: await cityId('Birkirkara'),
        deliveryModes: ['IN_STORE', 'DRIVE', 'AT_HOME'],
      },
      {
        name: 'Victoria Supermarket, Gozo',
        address: 'Triq ir-Repubblika 120',
        cityId: await cityId('Victoria'),
        deliveryModes: ['IN_STORE'],
      },
    ])
    .returning({ id: stores.id });
  if (!birkirkara || !victoria) throw new Error('stores not inserted');
  const homeAddressId = await insertAddress(t.db, t.userId, HOME.city);
  return { ...t, birkirkaraStoreId: birkirkara.id, victoriaStoreId: victoria.id, homeAddressId };
}

/** A shipping address straight in the database (any city, even one the list does not know). */
export async function insertAddress(db: Database, userId: number, city: string): Promise<number> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ userId, address: HOME.address, streetNumber: HOME.streetNumber, city, zip: HOME.zip })
    .returning({ id: shippingAddresses.id });
  if (!row) throw new Error('address not inserted');
  return row.id;
}

/** Before each test: no carts (lines and holds go with them), every product as the fixture made it. */
export async function emptyCarts(db: Database): Promise<void> {
  await db.delete(slotHolds);
  await db.delete(cartItems);
  await db.delete(carts);
  await db.delete(timeSlots);
  for (const [index, p] of FIXTURE_PRODUCTS.entries()) {
    await db
      .update(products)
      .set({ available: p.available ?? true, netPriceCents: p.netCents ?? p.cents })
      .where(eq(products.barcode, String(8_000_000_000_000 + index)));
  }
}

export function call(t: CartTestApp, path: string, payload: object, headers = t.headers) {
  return post(t.app, `${BASE}${path}`, payload, headers);
}

export function get(t: CartTestApp, path: string, headers = t.headers) {
  return t.app.inject({ method: 'GET', url: `${BASE}${path}`, headers });
}

export const cartOf = (response: LightMyRequestResponse) => dataOf(response, cartSchema);

/** A pick-up cart at the Birkirkara store. */
export async function openPickUpCart(t: CartTestApp, headers = t.headers) {
  return cartOf(
    await call(
      t,
      '/cart/open',
      { storeId: t.birkirkaraStoreId, deliveryMode: 'IN_STORE', terminalType: 'WEB', terminalId: '01' },
      headers,
    ),
  );
}

/** Response code and HTTP status of an answer (success or failure). */
export function codeOf(response: LightMyRequestResponse) {
  const body: unknown = response.json();
  const responseCode =
    typeof body === 'object' && body !== null && 'responseCode' in body ? body.responseCode : undefined;
  return { status: response.statusCode, responseCode };
}

export { errorOf };
