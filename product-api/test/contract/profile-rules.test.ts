import { billingAddressFormSchema } from '../../src/contract/billing-address-rules';
import { z } from 'zod';
import {
  MALTA_PREFIX,
  RULE,
  birthDateSchema,
  checkPhone,
  contactEmailSchema,
  documentIdSchema,
  emailSchema,
  normalisePhone,
  parseFormDate,
  passwordSchema,
  passwordStrength,
  personNameSchema,
  phoneFitsPrefix,
  phoneNumberText,
  profileCardSchema,
  requiredPhoneDigits,
  signupCardSchema,
  streetAddressSchema,
  zipSchema,
} from '../../src/contract/profile-rules';

/** The message key of the first problem, or 'ok' with the parsed value. */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'no message');
}

describe('spec §5 field rules', () => {
  it.each([
    ['Maria', 'ok'],
    ['Anne Marie', 'ok'],
    ['Ġorġ Ħabib Żammit Ċassar', 'ok'],
    ['', RULE.required],
    ['   ', RULE.required],
    ['R2D2', RULE.invalidName],
    ["O'Brien", RULE.invalidName],
    ['x'.repeat(51), RULE.tooLong],
  ])('a name %j is %s', (name, expected) => {
    expect(verdict(personNameSchema, name)).toBe(expected);
  });

  it.each([
    ['maria.borg@example.com.mt', 'ok'],
    ['', RULE.required],
    ['maria.borg', RULE.invalidEmail],
    ['maria@borg', RULE.invalidEmail],
    [`${'m'.repeat(96)}@x.mt`, RULE.tooLong],
  ])('an e-mail %j is %s', (email, expected) => {
    expect(verdict(emailSchema, email)).toBe(expected);
  });

  it.each([
    ['maria@example.com', 'ok'],
    ['maria@example.travel', RULE.invalidEmail],
    ['maria@example.c', RULE.invalidEmail],
  ])('the contact form takes %j as %s (a 2 to 4 letter ending)', (email, expected) => {
    expect(verdict(contactEmailSchema, email)).toBe(expected);
  });

  it('wants passwords of 8 characters and rates their mix as a hint', () => {
    expect(verdict(passwordSchema, '')).toBe(RULE.required);
    expect(verdict(passwordSchema, 'short1!')).toBe(RULE.tooShort);
    expect(verdict(passwordSchema, 'longenough')).toBe('ok');
    expect(passwordStrength('longenough')).toBe(1);
    expect(passwordStrength('Longenough1')).toBe(3);
    expect(passwordStrength('Long-enough1')).toBe(4);
  });

  it.each([
    ['0400123456789', 'ok'],
    ['0401123456789', RULE.invalidCard],
    ['040012345678', RULE.invalidCard],
    ['04001234567a9', RULE.invalidCard],
  ])('a sign-up card %j is %s (13 digits starting 0400)', (card, expected) => {
    expect(verdict(signupCardSchema, card)).toBe(expected);
  });

  it('takes a profile card of 0 and 12 digits', () => {
    expect(verdict(profileCardSchema, '0123456789012')).toBe('ok');
    expect(verdict(profileCardSchema, '1123456789012')).toBe(RULE.invalidCard);
  });

  it('takes a Maltese identity document of seven digits and a letter, upper-cased', () => {
    expect(documentIdSchema.parse('1234567m')).toBe('1234567M');
    expect(verdict(documentIdSchema, '123456M')).toBe(RULE.invalidDocument);
    expect(verdict(documentIdSchema, '12345678')).toBe(RULE.invalidDocument);
    expect(verdict(documentIdSchema, '')).toBe(RULE.required);
  });

  it('takes an address of at most 80 characters', () => {
    expect(verdict(streetAddressSchema, 'Triq il-Kbira 12')).toBe('ok');
    expect(verdict(streetAddressSchema, 'x'.repeat(81))).toBe(RULE.tooLong);
  });

  it('takes a Maltese postcode, upper-cased, within the form’s limit', () => {
    expect(zipSchema().parse('vlt 1117')).toBe('VLT 1117');
    expect(verdict(zipSchema(), 'VLT 117')).toBe(RULE.invalidZip);
    expect(verdict(zipSchema(), 'VL 11170')).toBe(RULE.invalidZip);
    expect(verdict(zipSchema(8), 'VLT 11170')).toBe(RULE.tooLong);
  });

  it.each([
    ['BKR1234', 'BKR 1234'],
    ['bkr1234', 'BKR 1234'],
    ['  BKR   1234 ', 'BKR 1234'],
  ])('takes the postcode %j without its space and keeps it as %j', (typed, kept) => {
    expect(zipSchema().parse(typed)).toBe(kept);
  });

  it('leaves out the spaces that group a phone’s digits', () => {
    expect(normalisePhone('7912 3456')).toBe('79123456');
    expect(normalisePhone(' 79 12  34 56')).toBe('79123456');
    expect(phoneFitsPrefix('7912 3456', MALTA_PREFIX, 'mobile', 'profile')).toBe(true);
    expect(phoneNumberText(11).parse(' 7912 3456 ')).toBe('79123456');
    expect(verdict(phoneNumberText(11), '1234 5678 9012')).toBe(RULE.tooLong);
    expect(requiredPhoneDigits(15).parse('2123 4567')).toBe('21234567');
    expect(verdict(requiredPhoneDigits(15), '2123 abcd')).toBe(RULE.digitsOnly);
    expect(verdict(requiredPhoneDigits(15), ' ')).toBe(RULE.required);
  });

  it('checks phones by prefix: Maltese mobiles 7 or 9, landlines 2, eight digits', () => {
    expect(phoneFitsPrefix('79123456', MALTA_PREFIX, 'mobile', 'signup')).toBe(true);
    expect(phoneFitsPrefix('99123456', MALTA_PREFIX, 'mobile', 'profile')).toBe(true);
    expect(phoneFitsPrefix('21234567', MALTA_PREFIX, 'mobile', 'signup')).toBe(false);
    expect(phoneFitsPrefix('7912345', MALTA_PREFIX, 'mobile', 'signup')).toBe(false);
    expect(phoneFitsPrefix('21234567', MALTA_PREFIX, 'home', 'signup')).toBe(true);
    expect(phoneFitsPrefix('79123456', MALTA_PREFIX, 'home', 'signup')).toBe(false);
    expect(phoneFitsPrefix('3912345678901', '39', 'mobile', 'signup')).toBe(true);
    expect(phoneFitsPrefix('391234567890', '39', 'mobile', 'profile')).toBe(false);
    expect(phoneFitsPrefix('39123456789', '39', 'mobile', 'profile')).toBe(true);
    expect(phoneFitsPrefix('+39123', '39', 'mobile', 'signup')).toBe(false);
  });

  it('reports a phone problem on the phone field; a home phone may be left empty', () => {
    const phones = z
      .object({ mobilePhone: z.string(), homePhone: z.string() })
      .superRefine(({ mobilePhone, homePhone }, context) => {
        const prefix = MALTA_PREFIX;
        checkPhone(context, {
          phone: mobilePhone,
          prefix,
          path: 'mobilePhone',
          kind: 'mobile',
          form: 'signup',
        });
        checkPhone(context, { phone: homePhone, prefix, path: 'homePhone', kind: 'home', form: 'signup' });
      });
    const problems = (value: { mobilePhone: string; homePhone: string }) =>
      phones.safeParse(value).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(problems({ mobilePhone: '79123456', homePhone: '' })).toEqual([]);
    expect(problems({ mobilePhone: '', homePhone: '' })).toEqual([['mobilePhone', RULE.required]]);
    expect(problems({ mobilePhone: '1234', homePhone: '79123456' })).toEqual([
      ['mobilePhone', RULE.invalidPhone],
      ['homePhone', RULE.invalidPhone],
    ]);
  });
});

describe('birth dates (dd/MM/yyyy, the 16-year rule of spec §5)', () => {
  const today = () => new Date(Date.UTC(2026, 10, 24));
  const schema = birthDateSchema(today);

  it('reads real days only', () => {
    expect(parseFormDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseFormDate('29/02/2023')).toBeNull();
    expect(parseFormDate('2024-02-29')).toBeNull();
  });

  it.each([
    ['15/05/1980', 'ok'],
    ['31/12/2010', 'ok'],
    ['01/01/2011', RULE.under16],
    ['25/11/2026', RULE.futureDate],
    ['31/02/2000', RULE.dateDoesNotExist],
    ['29/02/2023', RULE.dateDoesNotExist],
    ['2000-02-28', RULE.invalidDate],
    ['1/5/1980', RULE.invalidDate],
    ['', RULE.required],
  ])('%j is %s', (date, expected) => {
    expect(verdict(schema, date)).toBe(expected);
  });
});

describe('billing address (spec §5)', () => {
  const valid = {
    nation: 'IT',
    vatCode: 'IT01234567890',
    companyName: 'Borg Trading',
    phone: '0612345678',
    address: 'Via Roma',
    streetNumber: '12b',
    zip: '00184',
    city: 'Roma',
    county: 'rm',
  };

  it('keeps a Maltese phone typed with a space as its digits', () => {
    const maltese = { ...valid, nation: 'MT', vatCode: 'MT12345678', zip: 'bkr1234', phone: '2123 4567' };
    expect(billingAddressFormSchema.parse(maltese)).toMatchObject({ phone: '21234567', zip: 'BKR 1234' });
  });

  it('takes a complete address, upper-casing the codes', () => {
    const parsed = billingAddressFormSchema.parse({ ...valid, recipientCode: 'abc1234', ssnCode: '' });
    expect(parsed).toMatchObject({
      county: 'RM',
      streetNumber: '12B',
      recipientCode: 'ABC1234',
      ssnCode: '',
    });
  });

  it.each([
    ['zip', '0018', RULE.invalidPostcode],
    ['county', 'R1', RULE.invalidLength],
    ['ssnCode', 'ABC', RULE.invalidLength],
    ['recipientCode', 'ABCDEFGH', RULE.tooLong],
    ['fax', '123456', RULE.tooLong],
    ['vatCode', '', RULE.required],
    ['phone', '06-123', RULE.digitsOnly],
    ['phone', '06 123', RULE.invalidPhone],
  ])('refuses %s %j with %s', (field, value, expected) => {
    const result = billingAddressFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: expected });
  });
});
