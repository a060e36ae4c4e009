import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryOptionSchema } from '../../src/contract/catalogue';
import { deliveryModes, stores } from '../../src/db/schema';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('GET /cli/ecommerce/deliveries', () => {
  let t: TestApp;
  let qormi: number;
  let victoria: number;

  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(deliveryModes).values([
      { code: 'IN_STORE', description: 'Pick-up in store', order: 2 },
      { code: 'AT_HOME', description: 'Home delivery', order: 1 },
      { code: 'DRIVE', description: 'Drive-through pick-up', order: 3 },
      { code: 'SHIPPED', description: 'Parcel delivery', order: 4 },
    ]);
    const rows = await t.db
      .insert(stores)
      .values([
        {
          name: 'Victoria Supermarket',
          address: 'Triq ir-Repubblika, Victoria',
          deliveryModes: ['IN_STORE', 'AT_HOME', 'SHIPPED'],
        },
        {
          name: 'Qormi Supermarket',
          address: 'Triq il-Kbira, Qormi',
          deliveryModes: ['IN_STORE', 'DRIVE', 'AT_HOME', 'SHIPPED'],
        },
        { name: 'Warehouse', address: 'Hal Far', deliveryModes: [] },
      ])
      .returning({ id: stores.id, name: stores.name });
    qormi = rows.find((r) => r.name === 'Qormi Supermarket')?.id ?? -1;
    victoria = rows.find((r) => r.name === 'Victoria Supermarket')?.id ?? -1;
  });
  afterAll(() => stopTestApp(t));

  it('lists active modes in order, pick-up modes once per store offering them, address modes once', async () => {
    const options = await getData(t.app, '/cli/ecommerce/deliveries', z.array(deliveryOptionSchema));
    expect(options).toEqual([
      { deliveryMode: 'AT_HOME', description: 'Home delivery', storeId: null, storeDescription: null },
      {
        deliveryMode: 'IN_STORE',
        description: 'Pick-up in store',
        storeId: qormi,
        storeDescription: 'Qormi Supermarket',
      },
      {
        deliveryMode: 'IN_STORE',
        description: 'Pick-up in store',
        storeId: victoria,
        storeDescription: 'Victoria Supermarket',
      },
      {
        deliveryMode: 'DRIVE',
        description: 'Drive-through pick-up',
        storeId: qormi,
        storeDescription: 'Qormi Supermarket',
      },
      // Home delivery and parcels come from the store of the customer's island: listed once.
      { deliveryMode: 'SHIPPED', description: 'Parcel delivery', storeId: null, storeDescription: null },
    ]);
  });

  it('leaves out an inactive mode', async () => {
    await t.db.update(deliveryModes).set({ active: false }).where(eq(deliveryModes.code, 'SHIPPED'));
    const options = await getData(t.app, '/cli/ecommerce/deliveries', z.array(deliveryOptionSchema));
    expect(options.map((o) => o.deliveryMode)).toEqual(['AT_HOME', 'IN_STORE', 'IN_STORE', 'DRIVE']);
  });
});
