import { z } from 'zod';
import { shippingAddressSchema } from '../../src/contract/addresses';
import { RULE } from '../../src/contract/profile-rules';
import { stopTestApp } from '../profiles/test-app';
import {
  HOME,
  dataOf,
  emptyAddressBooks,
  errorOf,
  expectFieldError,
  post,
  startAddressTestApp,
  type AddressTestApp,
} from './address-book';

const URL = '/cli/profiles/addresses';
const listSchema = z.array(shippingAddressSchema);

let t: AddressTestApp;
beforeAll(async () => {
  t = await startAddressTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(() => emptyAddressBooks(t.db));

const save = (form: object) => post(t.app, URL, form, t.headers);
const list = async () => dataOf(await t.app.inject({ url: URL, headers: t.headers }), listSchema);

describe('GET /cli/profiles/addresses', () => {
  it('answers an empty list before the first address', async () => {
    expect(await list()).toEqual([]);
  });

  it("lists the caller's addresses oldest first, and none of another customer's", async () => {
    await save({ ...HOME, address: 'First street' });
    await save({ ...HOME, address: 'Second street' });
    await post(t.app, URL, { ...HOME, address: 'Not mine' }, t.otherHeaders);
    expect((await list()).map((a) => a.address)).toEqual(['First street', 'Second street']);
  });
});

describe('POST /cli/profiles/addresses', () => {
  it('creates an address in Malta with the city as the list spells it, its island and county', async () => {
    const created = dataOf(
      await save({ ...HOME, city: 'birkirkara', zip: 'bkr 1234' }),
      shippingAddressSchema,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      address: 'Triq il-Kbira',
      streetNumber: '12',
      city: 'Birkirkara',
      county: 'Birkirkara',
      state: 'Malta',
      zip: 'BKR 1234',
      nation: 'Malta',
      readOnly: false,
    });
    expect(await list()).toEqual([created]);
  });

  it('matches Maltese letters in any case and fills the island of a Gozo locality', async () => {
    expect(dataOf(await save({ ...HOME, city: 'ĦAMRUN' }), shippingAddressSchema).city).toBe('Ħamrun');
    // 'Ż' typed as Z plus a combining dot above is the same letter.
    expect(dataOf(await save({ ...HOME, city: 'z\u0307ebbuġ' }), shippingAddressSchema).city).toBe('Żebbuġ');
    const gozo = dataOf(
      await save({ ...HOME, city: 'victoria', state: 'Malta', county: 'Mdina' }),
      shippingAddressSchema,
    );
    expect(gozo).toMatchObject({ city: 'Victoria', county: 'Victoria', state: 'Gozo' });
  });

  it('updates the address of the given id and answers it', async () => {
    const created = dataOf(await save(HOME), shippingAddressSchema);
    const response = await save({ ...HOME, id: created.id, address: 'Triq San Pawl', city: 'Victoria' });
    const updated = dataOf(response, shippingAddressSchema);
    expect(updated).toMatchObject({
      id: created.id,
      address: 'Triq San Pawl',
      city: 'Victoria',
      state: 'Gozo',
    });
    expect(await list()).toEqual([updated]);
  });

  it('takes a street number or none', async () => {
    expect(dataOf(await save(HOME), shippingAddressSchema).streetNumber).toBe('12');
    const withoutNumber = { address: HOME.address, city: HOME.city, zip: HOME.zip };
    expect(dataOf(await save(withoutNumber), shippingAddressSchema).streetNumber).toBe('');
    expectFieldError(await save({ ...HOME, streetNumber: '1'.repeat(11) }), 'streetNumber', RULE.tooLong);
  });

  describe('address: required, at most 80 characters', () => {
    it('takes 80 characters', async () => {
      const address = 'a'.repeat(80);
      expect(dataOf(await save({ ...HOME, address }), shippingAddressSchema).address).toBe(address);
    });
    it('refuses 81', async () => {
      expectFieldError(await save({ ...HOME, address: 'a'.repeat(81) }), 'address', RULE.tooLong);
    });
    it('refuses an empty one', async () => {
      expectFieldError(await save({ ...HOME, address: '  ' }), 'address', RULE.required);
    });
  });

  describe('zip: at most 8, three letters, a space and four digits, upper-cased', () => {
    it('upper-cases a lower-case postcode', async () => {
      expect(dataOf(await save({ ...HOME, zip: 'vlt 1117' }), shippingAddressSchema).zip).toBe('VLT 1117');
    });
    it('takes a postcode typed without its space and keeps it with one', async () => {
      expect(dataOf(await save({ ...HOME, zip: 'vlt1117' }), shippingAddressSchema).zip).toBe('VLT 1117');
    });
    it('refuses more than 8 characters', async () => {
      expectFieldError(await save({ ...HOME, zip: 'VLT 11170' }), 'zip', RULE.tooLong);
    });
    it.each(['VLT 117', 'VL 11170', '123 4567', 'VLT-1117'])(
      'refuses the pattern-breaking %j',
      async (zip) => {
        expectFieldError(await save({ ...HOME, zip }), 'zip', RULE.invalidZip);
      },
    );
    it('refuses an empty one', async () => {
      expectFieldError(await save({ ...HOME, zip: '' }), 'zip', RULE.required);
    });
  });

  describe('city: one of the list', () => {
    it('refuses a city that is not a locality', async () => {
      const response = await save({ ...HOME, city: 'Valletta Heights' });
      expect(errorOf(response)).toEqual({
        status: 400,
        body: {
          responseCode: 4000,
          errorMessage: 'Invalid request',
          fields: [{ path: 'body.city', message: RULE.invalid }],
        },
      });
      expect(await list()).toEqual([]);
    });
    it('refuses an empty city', async () => {
      expectFieldError(await save({ ...HOME, city: '' }), 'city', RULE.required);
    });
  });

  it('keeps the country fixed to Malta', async () => {
    expect(errorOf(await save({ ...HOME, nation: 'Italy' })).status).toBe(400);
    expect(dataOf(await save({ ...HOME, nation: 'Malta' }), shippingAddressSchema).nation).toBe('Malta');
  });
});

describe('POST /cli/profiles/addresses/delete', () => {
  it('deletes the address and answers the remaining ones', async () => {
    const first = dataOf(await save({ ...HOME, address: 'First street' }), shippingAddressSchema);
    const second = dataOf(await save({ ...HOME, address: 'Second street' }), shippingAddressSchema);
    const remaining = dataOf(await post(t.app, `${URL}/delete`, { id: first.id }, t.headers), listSchema);
    expect(remaining).toEqual([second]);
    expect(await list()).toEqual([second]);
  });

  it('refuses a body without a valid id', async () => {
    expect(errorOf(await post(t.app, `${URL}/delete`, {}, t.headers)).status).toBe(400);
    expect(errorOf(await post(t.app, `${URL}/delete`, { id: 0 }, t.headers)).status).toBe(400);
  });
});
