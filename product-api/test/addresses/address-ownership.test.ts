import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { billingAddressSchema, shippingAddressSchema } from '../../src/contract/addresses';
import { billingAddresses, shippingAddresses } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import { operationsOf } from '../support/openapi-operations';
import {
  HOME,
  INVOICE,
  dataOf,
  emptyAddressBooks,
  errorOf,
  post,
  startAddressTestApp,
  type AddressTestApp,
} from './address-book';

const SHIPPING = '/cli/profiles/addresses';
const BILLING = '/cli/profiles/billing/addresses';
const notFound = { status: 404, body: { responseCode: 4000, errorMessage: 'Address not found' } };
/** An id no row has: refused exactly like another customer's. */
const MISSING_ID = 987_654;

let t: AddressTestApp;
beforeAll(async () => {
  t = await startAddressTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(() => emptyAddressBooks(t.db));

describe('every address call needs a session', () => {
  it.each([
    ['GET', SHIPPING, undefined],
    ['POST', SHIPPING, HOME],
    ['POST', `${SHIPPING}/delete`, { id: 1 }],
    ['GET', BILLING, undefined],
    ['POST', BILLING, INVOICE],
    ['POST', `${BILLING}/delete`, { id: 1 }],
  ] as const)('%s %s answers 401 without a valid token', async (method, url, payload) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const { status, body } = errorOf(await t.app.inject({ method, url, payload, headers }));
      expect({ status, responseCode: body.responseCode }).toEqual({ status: 401, responseCode: 4000 });
    }
    expect(await t.db.select().from(shippingAddresses)).toEqual([]);
    expect(await t.db.select().from(billingAddresses)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('documents every address call as signed in, so the fuzz suite covers them', async () => {
    const operations = operationsOf(t.app.swagger());
    const addressCalls = operations
      .filter((o) => o.template.startsWith('/cli/profiles/') && o.template.includes('addresses'))
      .map((o) => `${o.method} ${o.template} ${o.secured ? 'secured' : 'open'}`);
    expect(addressCalls.sort()).toEqual(
      [
        `GET ${SHIPPING} secured`,
        `POST ${SHIPPING} secured`,
        `POST ${SHIPPING}/delete secured`,
        `GET ${BILLING} secured`,
        `POST ${BILLING} secured`,
        `POST ${BILLING}/delete secured`,
      ].sort(),
    );
  });
});

describe("another customer's shipping address", () => {
  it('is not found for update or delete, and stays as it was', async () => {
    const theirs = dataOf(await post(t.app, SHIPPING, HOME, t.otherHeaders), shippingAddressSchema);
    const update = await post(t.app, SHIPPING, { ...HOME, id: theirs.id, address: 'Hijacked' }, t.headers);
    expect(errorOf(update)).toEqual(notFound);
    expect(errorOf(await post(t.app, `${SHIPPING}/delete`, { id: theirs.id }, t.headers))).toEqual(notFound);
    const stillTheirs = dataOf(
      await t.app.inject({ url: SHIPPING, headers: t.otherHeaders }),
      z.array(shippingAddressSchema),
    );
    expect(stillTheirs).toEqual([theirs]);
  });

  it('is answered exactly like an id that does not exist', async () => {
    const theirs = dataOf(await post(t.app, SHIPPING, HOME, t.otherHeaders), shippingAddressSchema);
    for (const url of [SHIPPING, `${SHIPPING}/delete`]) {
      const payload = url === SHIPPING ? HOME : {};
      const other = await post(t.app, url, { ...payload, id: theirs.id }, t.headers);
      const missing = await post(t.app, url, { ...payload, id: MISSING_ID }, t.headers);
      expect([other.statusCode, other.body]).toEqual([missing.statusCode, missing.body]);
    }
  });
});

describe("another customer's billing address", () => {
  it('is not found for update or delete, and stays as it was', async () => {
    const theirs = dataOf(await post(t.app, BILLING, INVOICE, t.otherHeaders), billingAddressSchema);
    const update = await post(
      t.app,
      BILLING,
      { ...INVOICE, id: theirs.id, companyName: 'Hijacked' },
      t.headers,
    );
    expect(errorOf(update)).toEqual(notFound);
    expect(errorOf(await post(t.app, `${BILLING}/delete`, { id: theirs.id }, t.headers))).toEqual(notFound);
    expect(errorOf(await post(t.app, `${BILLING}/delete`, { id: MISSING_ID }, t.headers))).toEqual(notFound);
    const stillTheirs = dataOf(
      await t.app.inject({ url: BILLING, headers: t.otherHeaders }),
      z.array(billingAddressSchema),
    );
    expect(stillTheirs).toEqual([theirs]);
  });
});

describe('a read-only shipping address (spec §6)', () => {
  const refused = {
    status: 200,
    body: { responseCode: 4000, errorMessage: 'This address cannot be changed' },
  };

  it('cannot be updated or deleted, on the server', async () => {
    const [row] = await t.db
      .insert(shippingAddresses)
      .values({ ...HOME, userId: t.userId, county: 'Birkirkara', state: 'Malta', readOnly: true })
      .returning();
    if (!row) throw new Error('read-only address not inserted');
    const update = await post(t.app, SHIPPING, { ...HOME, id: row.id, address: 'Changed' }, t.headers);
    expect(errorOf(update)).toEqual(refused);
    expect(errorOf(await post(t.app, `${SHIPPING}/delete`, { id: row.id }, t.headers))).toEqual(refused);
    expect(await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, row.id))).toEqual([
      row,
    ]);
  });

  it('is listed with readOnly true', async () => {
    await t.db
      .insert(shippingAddresses)
      .values({ ...HOME, userId: t.userId, county: 'Birkirkara', state: 'Malta', readOnly: true });
    const listed = dataOf(
      await t.app.inject({ url: SHIPPING, headers: t.headers }),
      z.array(shippingAddressSchema),
    );
    expect(listed.map((a) => a.readOnly)).toEqual([true]);
  });
});

describe('at most 20 addresses of each kind', () => {
  it('refuses a 21st shipping address and still updates the 20 kept', async () => {
    const kept = [];
    for (let i = 1; i <= 20; i += 1) {
      kept.push(
        dataOf(
          await post(t.app, SHIPPING, { ...HOME, address: `Street ${i}` }, t.headers),
          shippingAddressSchema,
        ),
      );
    }
    const refused = errorOf(await post(t.app, SHIPPING, { ...HOME, address: 'Street 21' }, t.headers));
    expect(refused).toEqual({
      status: 200,
      body: {
        responseCode: 4000,
        errorMessage: 'You can keep at most 20 shipping addresses: delete one to add another',
      },
    });
    const first = kept[0];
    if (!first) throw new Error('no address kept');
    const update = await post(t.app, SHIPPING, { ...HOME, id: first.id, address: 'Renamed' }, t.headers);
    expect(dataOf(update, shippingAddressSchema).address).toBe('Renamed');
    // The limit is per customer: the other one still adds theirs.
    expect((await post(t.app, SHIPPING, HOME, t.otherHeaders)).json().responseCode).toBe(0);
  });

  it('refuses a 21st billing address', async () => {
    await t.db
      .insert(billingAddresses)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ ...INVOICE, companyName: `Company ${i}`, userId: t.userId })),
      );
    expect(errorOf(await post(t.app, BILLING, INVOICE, t.headers))).toEqual({
      status: 200,
      body: {
        responseCode: 4000,
        errorMessage: 'You can keep at most 20 billing addresses: delete one to add another',
      },
    });
  });
});
