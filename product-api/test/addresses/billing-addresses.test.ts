import { z } from 'zod';
import { billingAddressSchema } from '../../src/contract/addresses';
import { RULE } from '../../src/contract/profile-rules';
import { stopTestApp } from '../profiles/test-app';
import {
  INVOICE,
  dataOf,
  emptyAddressBooks,
  expectFieldError,
  post,
  startAddressTestApp,
  type AddressTestApp,
} from './address-book';

const URL = '/cli/profiles/billing/addresses';
const listSchema = z.array(billingAddressSchema);

let t: AddressTestApp;
beforeAll(async () => {
  t = await startAddressTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(() => emptyAddressBooks(t.db));

const save = (form: object) => post(t.app, URL, form, t.headers);
const saved = async (form: object) => dataOf(await save(form), billingAddressSchema);
const list = async () => dataOf(await t.app.inject({ url: URL, headers: t.headers }), listSchema);

describe('GET /cli/profiles/billing/addresses', () => {
  it("lists the caller's billing addresses oldest first, and none of another customer's", async () => {
    expect(await list()).toEqual([]);
    await save({ ...INVOICE, companyName: 'First Ltd' });
    await save({ ...INVOICE, companyName: 'Second Ltd' });
    await post(t.app, URL, { ...INVOICE, companyName: 'Not mine' }, t.otherHeaders);
    expect((await list()).map((a) => a.companyName)).toEqual(['First Ltd', 'Second Ltd']);
  });
});

describe('POST /cli/profiles/billing/addresses', () => {
  it('creates an Italian invoice address, upper-casing the codes', async () => {
    const created = await saved({
      ...INVOICE,
      ssnCode: '',
      recipientCode: 'abc1234',
      fax: '12345',
      pec: 'x',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      vatCode: 'IT01234567890',
      companyName: 'Borg Trading',
      phone: '0612345678',
      address: 'Via Roma',
      streetNumber: '12B',
      zip: '00184',
      city: 'Roma',
      county: 'RM',
      nation: 'IT',
      ssnCode: '',
      recipientCode: 'ABC1234',
      fax: '12345',
      pec: 'x',
    });
    expect(await list()).toEqual([created]);
  });

  it('updates the billing address of the given id and answers it', async () => {
    const created = await saved(INVOICE);
    const updated = await saved({ ...INVOICE, id: created.id, companyName: 'Borg & Sons', county: 'mi' });
    expect(updated).toMatchObject({ id: created.id, companyName: 'Borg & Sons', county: 'MI' });
    expect(await list()).toEqual([updated]);
  });

  it.each(['vatCode', 'companyName', 'phone', 'address', 'streetNumber', 'zip', 'city', 'county'])(
    'requires %s',
    async (field) => {
      expectFieldError(await save({ ...INVOICE, [field]: '' }), field, RULE.required);
      const without = Object.fromEntries(Object.entries(INVOICE).filter(([key]) => key !== field));
      expectFieldError(await save(without), field, RULE.required);
    },
  );

  it.each<[field: string, passing: string, stored: string, failing: string, rule: string]>([
    ['vatCode', 'it 0123 4567 890', 'IT01234567890', 'A'.repeat(21), RULE.tooLong],
    ['companyName', 'C'.repeat(100), 'C'.repeat(100), 'C'.repeat(101), RULE.tooLong],
    ['phone', '0039061234', '0039061234', '06-1234', RULE.digitsOnly],
    ['address', 'a'.repeat(80), 'a'.repeat(80), 'a'.repeat(81), RULE.tooLong],
    ['streetNumber', '7a', '7A', '1'.repeat(11), RULE.tooLong],
    ['zip', '20121', '20121', '2012', RULE.invalidPostcode],
    ['zip', '20121', '20121', '2012a', RULE.invalidPostcode],
    ['zip', '20121', '20121', '201210', RULE.tooLong],
    ['city', 'M'.repeat(60), 'M'.repeat(60), 'M'.repeat(61), RULE.tooLong],
    ['county', 'mi', 'MI', 'M1', RULE.invalidLength],
    ['county', 'Mi', 'MI', 'M', RULE.invalidLength],
    ['county', 'mI', 'MI', 'MIL', RULE.tooLong],
    ['ssnCode', 'rssmra80a01h501u', 'RSSMRA80A01H501U', 'RSSMRA80A01H501', RULE.invalidLength],
    ['ssnCode', '', '', 'RSSMRA80A01H501UX', RULE.tooLong],
    ['ssnCode', 'RSSMRA80A01H501U', 'RSSMRA80A01H501U', 'RSSMRA80A01H50-U', RULE.invalidLength],
    ['recipientCode', 'abc1234', 'ABC1234', 'ABCDEFGH', RULE.tooLong],
    ['recipientCode', '', '', 'A'.repeat(8), RULE.tooLong],
    ['fax', '12345', '12345', '123456', RULE.tooLong],
    ['fax', '', '', '1'.repeat(6), RULE.tooLong],
  ])('%s takes %j (stored %j) and refuses %j with %s', async (field, passing, stored, failing, rule) => {
    expect((await saved({ ...INVOICE, [field]: passing }))[field as keyof typeof INVOICE]).toBe(stored);
    expectFieldError(await save({ ...INVOICE, [field]: failing }), field, rule);
  });

  it('stores the optional fields empty when they are not given', async () => {
    expect(await saved(INVOICE)).toMatchObject({ ssnCode: '', recipientCode: '', fax: '', pec: '' });
  });

  it('takes any PEC text (free text, at most 100)', async () => {
    expect((await saved({ ...INVOICE, pec: 'borg.trading@pec.it' })).pec).toBe('borg.trading@pec.it');
    expect((await saved({ ...INVOICE, pec: 'not an e-mail' })).pec).toBe('not an e-mail');
  });

  it('refuses a country that is not an EU member state', async () => {
    expectFieldError(await save({ ...INVOICE, nation: 'GB' }), 'nation', RULE.invalid);
  });
});

describe('POST /cli/profiles/billing/addresses in Malta and the EU (issue 29 item 7)', () => {
  const MALTESE = {
    vatCode: 'mt 1234 5678',
    companyName: 'Borg Ltd',
    phone: '21234567',
    address: 'Triq il-Kbira',
    streetNumber: '12',
    zip: 'bkr1234',
    city: 'Birkirkara',
  };

  it('takes a Maltese business by default, normalising the postcode and the VAT number', async () => {
    const created = await saved(MALTESE);
    expect(created).toMatchObject({ nation: 'MT', zip: 'BKR 1234', vatCode: 'MT12345678', county: '' });
    expect(await list()).toEqual([created]);
  });

  it.each<[field: string, value: string, rule: string]>([
    ['zip', '00184', RULE.invalidPostcode],
    ['zip', 'BKR 12345', RULE.tooLong],
    ['vatCode', 'MT1234567', RULE.invalidVat],
    ['vatCode', 'IT01234567890', RULE.invalidVat],
    ['phone', '0612345678', RULE.invalidPhone],
    ['phone', '31234567', RULE.invalidPhone],
  ])('refuses a Maltese %s %j with %s', async (field, value, rule) => {
    expectFieldError(await save({ ...MALTESE, [field]: value }), field, rule);
  });

  it('empties the Italian-only fields of a non-Italian address and does not require the province', async () => {
    const created = await saved({ ...MALTESE, county: 'RM', pec: 'a@pec.it', recipientCode: 'abc1234' });
    expect(created).toMatchObject({ county: '', pec: '', recipientCode: '', ssnCode: '' });
  });

  it.each<[nation: string, zip: string, storedZip: string, vat: string, storedVat: string, phone: string]>([
    ['DE', '10115', '10115', 'de 123456789', 'DE123456789', '3012345678'],
    ['NL', '1012ab', '1012 AB', 'NL123456789B01', 'NL123456789B01', '201234567'],
    ['GR', '10431', '104 31', '123456789', 'EL123456789', '2101234567'],
    ['PL', '00950', '00-950', 'PL 123-456-78-90', 'PL1234567890', '221234567'],
  ])('takes an address in %s', async (nation, zip, storedZip, vat, storedVat, phone) => {
    const created = await saved({ ...MALTESE, nation, zip, vatCode: vat, phone });
    expect(created).toMatchObject({ nation, zip: storedZip, vatCode: storedVat });
  });
});

describe('POST /cli/profiles/billing/addresses/delete', () => {
  it('deletes the billing address and answers the remaining ones', async () => {
    const first = await saved({ ...INVOICE, companyName: 'First Ltd' });
    const second = await saved({ ...INVOICE, companyName: 'Second Ltd' });
    const remaining = dataOf(await post(t.app, `${URL}/delete`, { id: first.id }, t.headers), listSchema);
    expect(remaining).toEqual([second]);
    expect(await list()).toEqual([second]);
  });
});
