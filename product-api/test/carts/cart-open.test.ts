import { and, eq } from 'drizzle-orm';
import { deliveryModeConfigurationSchema } from '../../src/contract/cart';
import { carts } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import { stopTestApp } from '../profiles/test-app';
import {
  call,
  cartOf,
  codeOf,
  emptyCarts,
  errorOf,
  get,
  insertAddress,
  openPickUpCart,
  startCartTestApp,
  type CartTestApp,
} from './cart-test-app';

describe('POST /cli/ecommerce/cart/open', () => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await startCartTestApp();
  });
  afterAll(() => stopTestApp(t));
  beforeEach(() => emptyCarts(t.db));

  const open = (payload: object, headers = t.headers) =>
    call(t, '/cart/open', { terminalType: 'WEB', terminalId: '01', ...payload }, headers);

  it('opens a pick-up cart at a store offering the mode, titled with the store', async () => {
    const cart = await openPickUpCart(t);
    expect(cart).toMatchObject({
      title: 'Birkirkara Supermarket',
      storeId: t.birkirkaraStoreId,
      storeDescription: 'Birkirkara Supermarket',
      deliveryMode: 'IN_STORE',
      addressId: null,
      items: [],
      itemsCount: 0,
      netTotal: 0,
      fees: [],
      minNetTotal: 0,
    });
  });

  it('answers the same open cart when opened again (a double click makes one cart)', async () => {
    const first = await openPickUpCart(t);
    const again = await openPickUpCart(t);
    expect(again.id).toBe(first.id);
  });

  it('makes one cart of concurrent opens', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => openPickUpCart(t)));
    expect(new Set(answers.map((c) => c.id)).size).toBe(1);
    const rows = await t.db.select().from(carts).where(eq(carts.userId, t.userId));
    expect(rows).toHaveLength(1);
  });

  it('opens a drive cart apart from the pick-up cart of the same store', async () => {
    const pickUp = await openPickUpCart(t);
    const drive = cartOf(await open({ storeId: t.birkirkaraStoreId, deliveryMode: 'DRIVE' }));
    expect(drive.id).not.toBe(pickUp.id);
    expect(drive.title).toBe('Drive-through pick-up – Birkirkara Supermarket');
  });

  it('refuses a store that does not offer the mode, and pick-up without a store', async () => {
    const drive = errorOf(await open({ storeId: t.victoriaStoreId, deliveryMode: 'DRIVE' }));
    expect(drive).toMatchObject({ status: 200, body: { responseCode: 4000 } });
    const unknown = errorOf(await open({ storeId: 999_999, deliveryMode: 'IN_STORE' }));
    expect(unknown.body.responseCode).toBe(4000);
    const missing = errorOf(await open({ deliveryMode: 'IN_STORE' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toContainEqual({ path: 'body.storeId', message: 'error.required' });
  });

  it('refuses a mode the shop has switched off with 4000', async () => {
    const shipped = errorOf(await open({ deliveryMode: 'SHIPPED', addressId: t.homeAddressId }));
    expect(shipped).toMatchObject({ status: 200, body: { responseCode: 4000 } });
  });

  it("opens a home-delivery cart at the store serving the address's city", async () => {
    const cart = cartOf(await open({ deliveryMode: 'AT_HOME', addressId: t.homeAddressId }));
    expect(cart).toMatchObject({
      title: 'Home delivery – Triq il-Kbira 12, Birkirkara',
      storeId: t.birkirkaraStoreId,
      deliveryMode: 'AT_HOME',
      addressId: t.homeAddressId,
      minNetTotal: 20,
      delivery: { addressDescription: 'Triq il-Kbira 12, Birkirkara', timeSlot: null },
    });
    const again = cartOf(await open({ deliveryMode: 'AT_HOME', addressId: t.homeAddressId }));
    expect(again.id).toBe(cart.id);
  });

  it("answers another customer's address as not found (404), and home delivery without one as a field error", async () => {
    const theirs = await insertAddress(t.db, t.otherUserId, 'Birkirkara');
    const refused = errorOf(await open({ deliveryMode: 'AT_HOME', addressId: theirs }));
    expect(refused).toEqual({ status: 404, body: { responseCode: 4000, errorMessage: 'Address not found' } });
    const missing = errorOf(await open({ deliveryMode: 'AT_HOME' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toContainEqual({ path: 'body.addressId', message: 'error.required' });
  });

  it('answers 42 for a city without home delivery', async () => {
    const addressId = await insertAddress(t.db, t.userId, 'Żebbuġ');
    expect(codeOf(await open({ deliveryMode: 'AT_HOME', addressId }))).toEqual({
      status: 200,
      responseCode: 42,
    });
  });

  it('answers 6007 with the city for an unknown city and for an island without a delivering store', async () => {
    const atlantis = await insertAddress(t.db, t.userId, 'Atlantis');
    expect(errorOf(await open({ deliveryMode: 'AT_HOME', addressId: atlantis })).body).toEqual({
      responseCode: 6007,
      errorMessage: 'No store associated with the city Atlantis',
    });
    const victoria = await insertAddress(t.db, t.userId, 'Victoria');
    expect(errorOf(await open({ deliveryMode: 'AT_HOME', addressId: victoria })).body.responseCode).toBe(
      6007,
    );
  });

  it('needs the customer to be signed in', async () => {
    const response = await call(
      t,
      '/cart/open',
      { deliveryMode: 'IN_STORE', storeId: t.birkirkaraStoreId },
      {},
    );
    expect(response.statusCode).toBe(401);
  });

  it('keeps the carts apart per customer', async () => {
    const mine = await openPickUpCart(t);
    const theirs = await openPickUpCart(t, t.otherHeaders);
    expect(theirs.id).not.toBe(mine.id);
    const rows = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.storeId, t.birkirkaraStoreId), eq(carts.status, 'OPEN')));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /cli/ecommerce/configuration/deliveryMode/{mode}', () => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await startCartTestApp();
  });
  afterAll(() => stopTestApp(t));

  it("answers the mode's payment methods and minimum net total", async () => {
    const config = dataOf(
      await get(t, '/configuration/deliveryMode/AT_HOME'),
      deliveryModeConfigurationSchema,
    );
    expect(config).toEqual({ deliveryMode: 'AT_HOME', paymentMethods: ['CASH', 'APCOPAY'], minNetTotal: 20 });
    const inStore = dataOf(
      await get(t, '/configuration/deliveryMode/IN_STORE'),
      deliveryModeConfigurationSchema,
    );
    expect(inStore).toEqual({ deliveryMode: 'IN_STORE', paymentMethods: ['CASH'], minNetTotal: 0 });
  });

  it('answers 4000 for an inactive mode and 400 for an unknown one', async () => {
    expect(codeOf(await get(t, '/configuration/deliveryMode/SHIPPED'))).toEqual({
      status: 200,
      responseCode: 4000,
    });
    expect(codeOf(await get(t, '/configuration/deliveryMode/BIKE'))).toEqual({
      status: 400,
      responseCode: 4000,
    });
  });
});
