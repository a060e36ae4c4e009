import { eq } from 'drizzle-orm';
import { RULE } from '../../src/contract/profile-rules';
import { loyaltyCards } from '../../src/db/schema';
import { CARDS, insertAccountFixture, refusedFields, signUp, signupBody } from './account-fixture';
import { TEST_EMAIL, startTestApp, stopTestApp, type TestApp } from './test-app';

describe('POST /cli/profiles/signupcheck', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const check = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/cli/profiles/signupcheck', payload });

  it("answers the holder's names, e-mail and birth date (dd/MM/yyyy) for a free card and its ID document", async () => {
    const response = await check({ cardNumber: CARDS.complete.code, documentId: '1234567m' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 0,
      data: {
        firstName: 'Joseph',
        lastName: 'Camilleri',
        email: CARDS.complete.email,
        birthDate: '23/09/1978',
      },
    });
  });

  it('prefers the e-mail sent with the check, and answers a null birth date when the card has none', async () => {
    const response = await check({
      cardNumber: CARDS.withoutBirthDate.code,
      documentId: CARDS.withoutBirthDate.documentId,
      email: 'rita@example.mt',
    });
    expect(response.json().data).toEqual({
      firstName: 'Rita',
      lastName: 'Zammit',
      email: 'rita@example.mt',
      birthDate: null,
    });
  });

  it('answers code 44 when the card has no e-mail and none was sent, and passes once one is', async () => {
    const card = { cardNumber: CARDS.withoutEmail.code, documentId: CARDS.withoutEmail.documentId };
    expect((await check(card)).json()).toEqual({
      responseCode: 44,
      errorMessage: 'Please enter a valid e-mail address to complete your profile',
    });
    expect((await check({ ...card, email: 'carmen.vella@example.mt' })).json()).toMatchObject({
      responseCode: 0,
      data: { email: 'carmen.vella@example.mt', birthDate: '14/02/1990' },
    });
  });

  it('answers an unknown card and a wrong ID document alike with code 2', async () => {
    const expected = { responseCode: 2, errorMessage: 'Card not found or the ID document does not match' };
    expect((await check({ cardNumber: '0400999999999', documentId: '1234567M' })).json()).toEqual(expected);
    expect((await check({ cardNumber: CARDS.complete.code, documentId: '7654321M' })).json()).toEqual(
      expected,
    );
  });

  it('answers code 4 when the e-mail, given or on the card, already has an account', async () => {
    const duplicate = { responseCode: 4, errorMessage: 'An account with this e-mail already exists' };
    const card = { cardNumber: CARDS.withoutEmail.code, documentId: CARDS.withoutEmail.documentId };
    expect((await check({ ...card, email: TEST_EMAIL.toUpperCase() })).json()).toEqual(duplicate);
  });

  it('links nothing, and answers code 4 once the card belongs to an account', async () => {
    const card = {
      cardNumber: CARDS.spare.code,
      documentId: CARDS.spare.documentId,
      email: 'gorg@example.mt',
    };
    await check(card);
    const [row] = await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, CARDS.spare.code));
    expect(row?.userId).toBeNull();

    const body = signupBody('gorg@example.mt', {
      cards: [{ code: CARDS.spare.code }],
      documentId: CARDS.spare.documentId,
    });
    expect((await signUp(t.app, body)).json().responseCode).toBe(0);
    expect((await check(card)).json()).toEqual({
      responseCode: 4,
      errorMessage: 'This card already belongs to an account',
    });
  });

  it.each([
    ['a card number of 12 digits', { cardNumber: '040012345678' }, 'cardNumber', RULE.invalidCard],
    ['a card number not starting 0400', { cardNumber: '1400123456789' }, 'cardNumber', RULE.invalidCard],
    ['no card number', { cardNumber: '' }, 'cardNumber', RULE.required],
    ['an ID document without its letter', { documentId: '12345678' }, 'documentId', RULE.invalidDocument],
    ['a malformed e-mail', { email: 'carmen@' }, 'email', RULE.invalidEmail],
  ])('refuses %s with the field', async (_label, change, field, message) => {
    const response = await check({ cardNumber: CARDS.complete.code, documentId: '1234567M', ...change });
    expect(response.statusCode).toBe(400);
    expect(refusedFields(response)).toMatchObject({ [`body.${field}`]: message });
  });
});
