import { and, eq, sql } from 'drizzle-orm';
import { RULE } from '../../src/contract/profile-rules';
import { loyaltyCards, mailOutbox, shippingAddresses, users } from '../../src/db/schema';
import { createCustomer } from '../../src/profiles/signup.repository';
import { CARDS, insertAccountFixture, refusedFields, signUp, signupBody } from './account-fixture';
import { TEST_EMAIL, loginRequest, startTestApp, stopTestApp, type TestApp } from './test-app';

const DUPLICATE = { responseCode: 4, errorMessage: 'An account with this e-mail already exists' };
const CARD_NOT_FOUND = { responseCode: 2, errorMessage: 'Card not found or the ID document does not match' };
const CARD_TAKEN = { responseCode: 4, errorMessage: 'This card already belongs to an account' };
const YEAR = new Date().getUTCFullYear();
/** signupBody's address as stored: county and island from the locality list, in Malta. */
const SIGNED_UP_ADDRESS = {
  address: 'Triq San Pawl',
  streetNumber: '4',
  city: 'Birkirkara',
  county: 'Birkirkara',
  state: 'Malta',
  zip: 'BKR 1010',
  nation: 'Malta',
};

describe('POST /cli/profiles/signup', () => {
  let t: TestApp;
  let emails = 0;
  /** A fresh address for each sign-up, so rule cases do not collide on the unique e-mail. */
  const nextEmail = () => `new.customer.${++emails}@example.mt`;

  beforeAll(async () => {
    t = await startTestApp();
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const userByEmail = async (email: string) =>
    (
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0];

  it('creates the customer, stores the address and its first shipping address, and answers the profile', async () => {
    const email = nextEmail();
    const response = await signUp(t.app, signupBody(email, { accept4: true }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.responseCode).toBe(0);
    expect(body.data).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Mifsud',
      birthDate: '1985-04-12',
      gender: 'FEMALE',
      mobilePhonePrefix: '356',
      mobilePhone: '79123456',
      homePhone: null,
      cards: [],
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: true,
      address: SIGNED_UP_ADDRESS,
    });
    expect(body.data).not.toHaveProperty('jwt');
    expect(response.body).not.toMatch(/scrypt|passwordHash/);

    const user = await userByEmail(email);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    const shipping = await t.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, body.data.id));
    expect(shipping).toEqual([expect.objectContaining({ ...SIGNED_UP_ADDRESS, readOnly: false })]);
  });

  it('welcomes the new customer by e-mail, in the language of the page they signed up on', async () => {
    const welcomeTo = async (email: string) =>
      t.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'welcome'), eq(mailOutbox.toAddress, email)));
    const english = nextEmail();
    await signUp(t.app, signupBody(english));
    expect(await welcomeTo(english)).toEqual([
      { subject: 'Welcome to our shop', text: expect.stringMatching(/^Hello Anna,\n/) },
    ]);

    const italian = nextEmail();
    const payload = signupBody(italian);
    const headers = { 'accept-language': 'it' };
    await t.app.inject({ method: 'POST', url: '/cli/profiles/signup', payload, headers });
    const [welcome] = await welcomeTo(italian);
    expect(welcome?.subject).toBe('Benvenuto nel nostro negozio');
    expect(welcome?.text).toMatch(/^Ciao Anna,\n/);
    expect(welcome?.text).toMatch(/Il tuo account: http\S+\/app\/it\/profile$/m);

    // A refused sign-up welcomes nobody.
    await signUp(t.app, signupBody(italian));
    expect(await welcomeTo(italian)).toHaveLength(1);
  });

  it('lets the new customer sign in at once', async () => {
    const email = nextEmail();
    expect((await signUp(t.app, signupBody(email))).json().responseCode).toBe(0);
    const login = await t.app.inject(loginRequest(email.toUpperCase(), 'Sunny-Day-2026'));
    expect(login.json()).toMatchObject({ responseCode: 0, data: { profile: { email } } });
  });

  it('salts every hash: two customers with the same password get different hashes', async () => {
    const [first, second] = [nextEmail(), nextEmail()];
    await signUp(t.app, signupBody(first));
    await signUp(t.app, signupBody(second));
    const hashes = [(await userByEmail(first))?.passwordHash, (await userByEmail(second))?.passwordHash];
    expect(hashes[0]).not.toEqual(hashes[1]);
  });

  it('takes the city from the list whatever its case, with its island, on Gozo too', async () => {
    const zabbar = await signUp(
      t.app,
      signupBody(nextEmail(), {
        address: { address: 'Triq il-Knisja', streetNumber: '', city: 'żABBAR', zip: 'zbr 1234' },
      }),
    );
    expect(zabbar.json().data.address).toMatchObject({
      city: 'Żabbar',
      county: 'Żabbar',
      state: 'Malta',
      zip: 'ZBR 1234',
      streetNumber: '',
    });
    const victoria = await signUp(
      t.app,
      signupBody(nextEmail(), {
        address: { address: 'Triq ir-Repubblika', city: 'victoria', zip: 'VCT 1000' },
      }),
    );
    expect(victoria.json().data.address).toMatchObject({ city: 'Victoria', state: 'Gozo', nation: 'Malta' });
  });

  it('refuses a city that is not in the list with the field, HTTP 400 and code 4000', async () => {
    const email = nextEmail();
    const response = await signUp(
      t.app,
      signupBody(email, { address: { address: 'Baker Street', city: 'London', zip: 'LON 1234' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Invalid request',
      fields: [{ path: 'profile.address.city', message: 'error.invalid' }],
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses an e-mail that already has an account, in any case, with a clear message', async () => {
    const email = nextEmail();
    expect((await signUp(t.app, signupBody(email))).json().responseCode).toBe(0);
    for (const again of [email, email.toUpperCase(), TEST_EMAIL.toLowerCase()]) {
      const response = await signUp(t.app, signupBody(again));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DUPLICATE);
    }
  });

  it('gives one of several simultaneous sign-ups with the same e-mail the account and the others code 4', async () => {
    const email = nextEmail();
    const spellings = [email, email.toUpperCase(), ` ${email} `];
    const answers = await Promise.all(spellings.map((spelling) => signUp(t.app, signupBody(spelling))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const codes = answers.map((a) => a.json().responseCode).sort();
    expect(codes).toEqual([0, 4, 4]);
    expect(answers.filter((a) => a.json().responseCode === 4).map((a) => a.json())).toEqual([
      DUPLICATE,
      DUPLICATE,
    ]);
  });

  it('turns the unique index refusing a duplicate (a race past the check) into email-taken, leaving nothing behind', async () => {
    const before = await t.db.select({ id: shippingAddresses.id }).from(shippingAddresses);
    const outcome = await createCustomer(t.db, {
      user: { email: TEST_EMAIL.toUpperCase(), passwordHash: 'x', firstName: 'A', lastName: 'B' },
      shippingAddress: { address: 'a', city: 'Birkirkara', zip: 'BKR 1010' },
    });
    expect(outcome).toEqual({ created: false, reason: 'email-taken' });
    expect(await t.db.select({ id: shippingAddresses.id }).from(shippingAddresses)).toHaveLength(
      before.length,
    );
  });

  it('keeps a postcode typed without its space and phones typed with spaces as the shop writes them', async () => {
    const response = await signUp(
      t.app,
      signupBody(nextEmail(), {
        mobilePhone: '7912 3456',
        homePhone: ' 2123 4567 ',
        address: { address: 'Triq San Pawl', streetNumber: '4', city: 'Birkirkara', zip: 'bkr1010' },
      }),
    );
    expect(response.json()).toMatchObject({
      responseCode: 0,
      data: { mobilePhone: '79123456', homePhone: '21234567', address: { zip: 'BKR 1010' } },
    });
  });

  it('refuses a username that is not the profile e-mail', async () => {
    const response = await signUp(t.app, { ...signupBody(nextEmail()), username: 'someone.else@example.mt' });
    expect(response.statusCode).toBe(400);
    expect(refusedFields(response)).toEqual({ 'body.profile.email': RULE.emailsDoNotMatch });
  });

  // Every rule of the form's steps, one passing and one failing value each (spec §5).
  it.each([
    ['a first name with letters and spaces', { firstName: 'Anne Marie' }, undefined, undefined],
    ['a Maltese name', { lastName: 'Ċassar Żammit' }, undefined, undefined],
    ['a first name with digits', { firstName: 'M4ria' }, 'firstName', RULE.invalidName],
    ['an empty last name', { lastName: ' ' }, 'lastName', RULE.required],
    ['a last name of 51 letters', { lastName: 'x'.repeat(51) }, 'lastName', RULE.tooLong],
    ['a birth date 16 years back by the year', { birthDate: `31/12/${YEAR - 16}` }, undefined, undefined],
    ['a birth date 15 years back', { birthDate: `01/01/${YEAR - 15}` }, 'birthDate', RULE.under16],
    ['a birth date in the future', { birthDate: `01/01/${YEAR + 1}` }, 'birthDate', RULE.futureDate],
    ['a birth date written yyyy-MM-dd', { birthDate: '1985-04-12' }, 'birthDate', RULE.invalidDate],
    ['a day that does not exist', { birthDate: '31/02/2000' }, 'birthDate', RULE.dateDoesNotExist],
    ['no birth date without a card', { birthDate: '' }, 'birthDate', RULE.required],
    ['a malformed e-mail', { email: 'maria.example.mt' }, 'email', RULE.invalidEmail],
    [
      'an upper-case zip',
      { address: { address: 'Triq', city: 'Birkirkara', zip: 'bkr 1010' } },
      undefined,
      undefined,
    ],
    [
      'a zip without its space',
      { address: { address: 'Triq', city: 'Birkirkara', zip: 'BKR1010' } },
      undefined,
      undefined,
    ],
    [
      'a zip of three digits',
      { address: { address: 'Triq', city: 'Birkirkara', zip: 'BKR 101' } },
      'address.zip',
      RULE.invalidZip,
    ],
    [
      'an empty street',
      { address: { address: '', city: 'Birkirkara', zip: 'BKR 1010' } },
      'address.address',
      RULE.required,
    ],
    [
      'a street of 81 characters',
      { address: { address: 'x'.repeat(81), city: 'Birkirkara', zip: 'BKR 1010' } },
      'address.address',
      RULE.tooLong,
    ],
    [
      'an empty city',
      { address: { address: 'Triq', city: '', zip: 'BKR 1010' } },
      'address.city',
      RULE.required,
    ],
    ['a Maltese mobile starting with 9', { mobilePhone: '99123456' }, undefined, undefined],
    ['a Maltese mobile starting with 2', { mobilePhone: '29123456' }, 'mobilePhone', RULE.invalidPhone],
    ['a Maltese mobile of seven digits', { mobilePhone: '7912345' }, 'mobilePhone', RULE.invalidPhone],
    ['no mobile', { mobilePhone: '' }, 'mobilePhone', RULE.required],
    ['a Maltese landline', { homePhone: '21234567' }, undefined, undefined],
    ['a mobile number as the Maltese landline', { homePhone: '79123456' }, 'homePhone', RULE.invalidPhone],
    [
      'a UK mobile under prefix 44',
      { mobilePhonePrefix: '44', mobilePhone: '7700900123' },
      undefined,
      undefined,
    ],
    [
      'letters in a foreign number',
      { mobilePhonePrefix: '44', mobilePhone: '77009OO123' },
      'mobilePhone',
      RULE.invalidPhone,
    ],
    [
      'a foreign number of 21 digits',
      { homePhonePrefix: '39', homePhone: '1'.repeat(21) },
      'homePhone',
      RULE.tooLong,
    ],
    ['a prefix with a plus', { mobilePhonePrefix: '+356' }, 'mobilePhonePrefix', RULE.invalidPrefix],
    ['the terms not accepted', { accept1: false }, 'accept1', RULE.termsRequired],
    ['the privacy notice not accepted', { accept2: false }, 'accept2', RULE.termsRequired],
  ])('%s', async (_label, profile, field, message) => {
    const email = nextEmail();
    const body = signupBody(email, profile);
    const response = await signUp(t.app, { ...body, username: 'email' in profile ? profile.email : email });
    if (field === undefined) {
      expect(response.json()).toMatchObject({ responseCode: 0 });
    } else {
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toMatchObject({ [`body.profile.${field}`]: message });
    }
  });

  it.each([
    ['a password of eight characters', 'abcdefgh', undefined],
    ['a password of seven characters', 'abcdefg', RULE.tooShort],
    ['no password', '', RULE.required],
  ])('%s', async (_label, password, message) => {
    const response = await signUp(t.app, { ...signupBody(nextEmail()), password });
    if (message === undefined) expect(response.json().responseCode).toBe(0);
    else expect(refusedFields(response)).toEqual({ 'body.password': message });
  });

  describe('with a loyalty card', () => {
    const withCard = (
      email: string,
      code: string,
      documentId: string,
      profile: Record<string, unknown> = {},
    ) => signupBody(email, { cards: [{ code }], documentId, birthDate: '', ...profile });

    it("links the holder's card, takes the birth date from the card's record, and reads the ID in any case", async () => {
      const email = nextEmail();
      const response = await signUp(t.app, withCard(email, CARDS.complete.code, '1234567m'));
      expect(response.json()).toMatchObject({
        responseCode: 0,
        data: {
          birthDate: '1978-09-23',
          cards: [{ code: CARDS.complete.code, principal: true, enabled: true }],
        },
      });
      const [card] = await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, CARDS.complete.code));
      expect(card?.userId).toBe(response.json().data.id);

      const again = await signUp(
        t.app,
        withCard(nextEmail(), CARDS.complete.code, CARDS.complete.documentId),
      );
      expect(again.json()).toEqual(CARD_TAKEN);
    });

    it('keeps a birth date typed in the form over the card record', async () => {
      const card = await t.db
        .select()
        .from(loyaltyCards)
        .where(eq(loyaltyCards.code, CARDS.withoutEmail.code));
      expect(card[0]?.userId).toBeNull();
      const response = await signUp(
        t.app,
        withCard(nextEmail(), CARDS.withoutEmail.code, CARDS.withoutEmail.documentId, {
          birthDate: '02/03/1991',
        }),
      );
      expect(response.json().data.birthDate).toBe('1991-03-02');
    });

    it('asks for the birth date when neither the form nor the card has it', async () => {
      const response = await signUp(
        t.app,
        withCard(nextEmail(), CARDS.withoutBirthDate.code, CARDS.withoutBirthDate.documentId),
      );
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toEqual({ 'profile.birthDate': RULE.required });
      const [card] = await t.db
        .select()
        .from(loyaltyCards)
        .where(eq(loyaltyCards.code, CARDS.withoutBirthDate.code));
      expect(card?.userId).toBeNull();
    });

    it('answers an unknown card and a card of another holder alike with code 2, and creates nothing', async () => {
      const email = nextEmail();
      expect((await signUp(t.app, withCard(email, '0400999999999', '1234567M'))).json()).toEqual(
        CARD_NOT_FOUND,
      );
      expect((await signUp(t.app, withCard(email, CARDS.spare.code, '7654321M'))).json()).toEqual(
        CARD_NOT_FOUND,
      );
      expect(await userByEmail(email)).toBeUndefined();
    });

    it.each([
      [
        'a card that does not start with 0400',
        { cards: [{ code: '0500123456789' }] },
        'cards.0.code',
        RULE.invalidCard,
      ],
      ['a card of twelve digits', { cards: [{ code: '040012345678' }] }, 'cards.0.code', RULE.invalidCard],
      ['no ID document', { documentId: '' }, 'documentId', RULE.required],
      ['an ID document of six digits', { documentId: '123456M' }, 'documentId', RULE.invalidDocument],
    ])('refuses %s', async (_label, profile, field, message) => {
      const response = await signUp(
        t.app,
        withCard(nextEmail(), CARDS.spare.code, CARDS.spare.documentId, profile),
      );
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toMatchObject({ [`body.profile.${field}`]: message });
    });

    it('gives a card to only one of two simultaneous sign-ups', async () => {
      const emails = [nextEmail(), nextEmail()];
      const answers = await Promise.all(
        emails.map((email) =>
          signUp(
            t.app,
            withCard(email, CARDS.spare.code, CARDS.spare.documentId, { birthDate: '01/01/1980' }),
          ),
        ),
      );
      const bodies = answers.map((a) => a.json());
      expect(bodies.map((b) => b.responseCode).sort()).toEqual([0, 4]);
      expect(bodies.find((b) => b.responseCode === 4)).toEqual(CARD_TAKEN);
      const winner = bodies.find((b) => b.responseCode === 0);
      const [card] = await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, CARDS.spare.code));
      expect(card?.userId).toBe(winner.data.id);
      // The loser's account was rolled back with its card: only the winner exists.
      const accounts = await Promise.all(emails.map(userByEmail));
      expect(accounts.filter(Boolean).map((user) => user?.id)).toEqual([winner.data.id]);
    });
  });
});
