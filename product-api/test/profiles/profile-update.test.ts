import { eq } from 'drizzle-orm';
import { RULE } from '../../src/contract/profile-rules';
import { loyaltyCards } from '../../src/db/schema';
import { CARDS, MANY_LOGINS, insertAccountFixture, newCustomer, refusedFields } from './account-fixture';
import { bearer, signIn, startTestApp, stopTestApp, type TestApp } from './test-app';

/** A PUT /cli/profiles body that passes every rule. */
const update = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Mifsud',
  mobilePhonePrefix: '356',
  mobilePhone: '79123456',
  homePhonePrefix: '',
  homePhone: '',
  ssnCode: '',
  cards: [],
  documentId: '',
  accept1: true,
  accept2: true,
  accept3: false,
  accept4: false,
  ...changes,
});

describe('PUT /cli/profiles and POST /cli/profiles/preferences/store', () => {
  let t: TestApp;
  let storeId: number;
  let customers = 0;
  /** A customer of their own for each test, so the cards of one test do not carry into the next. */
  const customer = () => newCustomer(t.app, `profile.${++customers}@example.mt`);

  beforeAll(async () => {
    t = await startTestApp(MANY_LOGINS);
    ({ storeId } = await insertAccountFixture(t.db));
  });
  afterAll(() => stopTestApp(t));

  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/cli/profiles', headers, payload });
  const current = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/cli/profiles/login', headers })).json().data;
  const holderOf = async (code: string) =>
    (await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, code)))[0]?.userId;

  it('updates names, phones, tax code and the optional consents, and answers the profile', async () => {
    const { headers } = await customer();
    const response = await put(
      headers,
      update({
        firstName: 'Anna Marija',
        lastName: 'Ċassar',
        mobilePhonePrefix: '44',
        mobilePhone: '7700900123',
        homePhone: '21234567',
        ssnCode: 'MFSNNA85D52Z121X',
        accept3: true,
        accept4: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      firstName: 'Anna Marija',
      lastName: 'Ċassar',
      mobilePhonePrefix: '44',
      mobilePhone: '7700900123',
      homePhonePrefix: '356',
      homePhone: '21234567',
      ssnCode: 'MFSNNA85D52Z121X',
      accept1: true,
      accept2: true,
      accept3: true,
      accept4: true,
      // Not part of this form: left as signed up.
      birthDate: '1985-04-12',
      address: expect.objectContaining({ city: 'Birkirkara' }),
    };
    expect(response.json()).toMatchObject({ responseCode: 0, data: expected });
    expect(await current(headers)).toMatchObject(expected);
  });

  it('clears the home phone and tax code when they are sent empty', async () => {
    const { headers } = await customer();
    await put(headers, update({ homePhone: '21234567', ssnCode: 'X' }));
    const response = await put(headers, update());
    expect(response.json().data).toMatchObject({ homePhone: null, homePhonePrefix: null, ssnCode: null });
  });

  let ruleCustomer: { headers: Record<string, string> } | undefined;
  it.each([
    ['a Maltese mobile', { mobilePhone: '99123456' }, undefined, undefined],
    ['a Maltese mobile typed with a space', { mobilePhone: '9912 3456' }, undefined, undefined],
    ['a Maltese mobile of nine digits', { mobilePhone: '791234567' }, 'mobilePhone', RULE.invalidPhone],
    ['a Maltese landline as the mobile', { mobilePhone: '21234567' }, 'mobilePhone', RULE.invalidPhone],
    [
      'a foreign mobile of 11 digits',
      { mobilePhonePrefix: '39', mobilePhone: '12345678901' },
      undefined,
      undefined,
    ],
    [
      'a foreign mobile of 12 digits',
      { mobilePhonePrefix: '39', mobilePhone: '123456789012' },
      'mobilePhone',
      RULE.tooLong,
    ],
    ['no mobile prefix', { mobilePhonePrefix: '' }, 'mobilePhonePrefix', RULE.required],
    ['no mobile', { mobilePhone: '' }, 'mobilePhone', RULE.required],
    ['a foreign landline', { homePhonePrefix: '39', homePhone: '0612345678' }, undefined, undefined],
    [
      'a mobile as the landline without a prefix (Malta)',
      { homePhone: '79123456' },
      'homePhone',
      RULE.invalidPhone,
    ],
    [
      'a landline with letters',
      { homePhonePrefix: '39', homePhone: '06123x' },
      'homePhone',
      RULE.invalidPhone,
    ],
    ['a first name with digits', { firstName: 'Ann4' }, 'firstName', RULE.invalidName],
    ['an empty last name', { lastName: '' }, 'lastName', RULE.required],
    ['a tax code of 17 characters', { ssnCode: 'x'.repeat(17) }, 'ssnCode', RULE.tooLong],
    ['the terms withdrawn', { accept1: false }, 'accept1', RULE.termsRequired],
    ['the privacy notice withdrawn', { accept2: false }, 'accept2', RULE.termsRequired],
    [
      'a card of 0 and 11 digits',
      { cards: [{ code: '040012345678', principal: true, enabled: true }] },
      'cards.0.code',
      RULE.invalidCard,
    ],
    [
      'a card not starting with 0',
      { cards: [{ code: '1400123456789', principal: true, enabled: true }] },
      'cards.0.code',
      RULE.invalidCard,
    ],
  ])('%s', async (_label, changes, field, message) => {
    ruleCustomer ??= await customer();
    const response = await put(ruleCustomer.headers, update(changes));
    if (field === undefined) {
      expect(response.json().responseCode).toBe(0);
    } else {
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toMatchObject({ [`body.${field}`]: message });
    }
  });

  describe('cards', () => {
    const card = (code: string, principal = true) => ({ code, principal, enabled: true });

    it("links a free in-store card with its holder's ID document, keeps it, and unlinks it when left out", async () => {
      const { id, headers } = await customer();
      const linked = await put(
        headers,
        update({ cards: [card(CARDS.complete.code)], documentId: '1234567m' }),
      );
      expect(linked.json().data.cards).toEqual([card(CARDS.complete.code)]);
      expect(await holderOf(CARDS.complete.code)).toBe(id);

      // Sent again without the document: it is already the customer's.
      const kept = await put(headers, update({ cards: [card(CARDS.complete.code)], firstName: 'Anne' }));
      expect(kept.json().data).toMatchObject({ firstName: 'Anne', cards: [card(CARDS.complete.code)] });

      const removed = await put(headers, update({ cards: [] }));
      expect(removed.json().data.cards).toEqual([]);
      expect(await holderOf(CARDS.complete.code)).toBeNull();
      const [row] = await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, CARDS.complete.code));
      expect(row?.points).toBe(2140);
    });

    it('makes exactly one card the principal one', async () => {
      const { headers } = await customer();
      const response = await put(
        headers,
        update({ cards: [card(CARDS.withoutEmail.code, false)], documentId: CARDS.withoutEmail.documentId }),
      );
      expect(response.json().data.cards).toEqual([card(CARDS.withoutEmail.code, true)]);
      await put(headers, update({ cards: [] }));
    });

    it.each([
      ['an unknown card', '0400999999999', CARDS.spare.documentId],
      ['a card with another ID document', CARDS.spare.code, '7654321M'],
      ['a card without the ID document', CARDS.spare.code, ''],
    ])('refuses %s on the card field and links nothing', async (_label, code, documentId) => {
      const { headers } = await customer();
      const before = await current(headers);
      const response = await put(headers, update({ cards: [card(code)], documentId, firstName: 'Changed' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        responseCode: 4000,
        errorMessage: 'Invalid request',
        fields: [{ path: 'cards.0.code', message: RULE.invalidCard }],
      });
      expect(await holderOf(CARDS.spare.code)).toBeNull();
      expect(await current(headers)).toEqual(before);
    });

    it("cannot take another customer's card, even with the holder's document", async () => {
      const owner = await customer();
      await put(
        owner.headers,
        update({ cards: [card(CARDS.spare.code)], documentId: CARDS.spare.documentId }),
      );
      expect(await holderOf(CARDS.spare.code)).toBe(owner.id);

      const other = await customer();
      const response = await put(
        other.headers,
        update({ cards: [card(CARDS.spare.code)], documentId: CARDS.spare.documentId }),
      );
      expect(refusedFields(response)).toEqual({ 'cards.0.code': RULE.invalidCard });
      expect(await holderOf(CARDS.spare.code)).toBe(owner.id);

      // Leaving it out of the other customer's list does not unlink the owner's card either.
      await put(other.headers, update({ cards: [] }));
      expect(await holderOf(CARDS.spare.code)).toBe(owner.id);
      await put(owner.headers, update({ cards: [] }));
    });

    it('refuses the same card twice in one list', async () => {
      const { headers } = await customer();
      const response = await put(
        headers,
        update({
          cards: [card(CARDS.spare.code), card(CARDS.spare.code, false)],
          documentId: CARDS.spare.documentId,
        }),
      );
      expect(refusedFields(response)).toEqual({ 'cards.1.code': RULE.invalidCard });
    });
  });

  it("changes only the caller's own profile", async () => {
    const first = await customer();
    const second = await customer();
    const before = await current(first.headers);
    await put(second.headers, update({ firstName: 'Someone', lastName: 'Else' }));
    expect(await current(first.headers)).toEqual(before);
    expect(await current(second.headers)).toMatchObject({ id: second.id, firstName: 'Someone' });
  });

  it('answers 401 without a session', async () => {
    expect((await put({}, update())).statusCode).toBe(401);
    const store = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/preferences/store',
      payload: { storeId },
    });
    expect(store.statusCode).toBe(401);
  });

  describe('favourite store', () => {
    const choose = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/cli/profiles/preferences/store', headers, payload });

    it('stores the favourite store and answers the profile', async () => {
      const headers = bearer(await signIn(t.app));
      const response = await choose(headers, { storeId });
      expect(response.json()).toMatchObject({ responseCode: 0, data: { preferences: { storeId } } });
      expect((await current(headers)).preferences).toEqual({ storeId, avoidAllergens: [] });
    });

    it('answers code 4000 for a store that does not exist, and keeps the favourite', async () => {
      const headers = bearer(await signIn(t.app));
      await choose(headers, { storeId });
      const response = await choose(headers, { storeId: storeId + 100 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Store not found' });
      expect((await current(headers)).preferences).toEqual({ storeId, avoidAllergens: [] });
    });

    it('refuses a store id that is not a number with HTTP 400', async () => {
      const response = await choose(bearer(await signIn(t.app)), { storeId: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(refusedFields(response))).toEqual(['body.storeId']);
    });
  });
});
