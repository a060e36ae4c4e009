import { z } from 'zod';
import { normalisePostcode } from './billing-countries';
import { SHOP_RULES } from './shop-rules';

/**
 * The field rules of spec §5 for the customer's forms (sign-up, profile, addresses, billing,
 * password, contact), one zod schema per field, shared by the storefront's forms and the API, so
 * a request that skips the browser gets the same errors. Messages are keys of the storefront's
 * texts (spec §5 names most of them); the API sends them in the 4000 envelope's `fields`.
 */
export const RULE = {
  required: 'error.required',
  tooLong: 'error.tooLong',
  tooShort: 'error.tooShort',
  invalidName: 'error.invalidName',
  invalidDate: 'error.invalidDate',
  /** dd/mm/yyyy, but no such day ('31/02/1990'). */
  dateDoesNotExist: 'error.dateDoesNotExist',
  futureDate: 'error.futureDate',
  under16: 'signup.under16',
  invalidEmail: 'error.invalidEmail',
  emailsDoNotMatch: 'signup.emailsDoesNotMatch',
  passwordsDoNotMatch: 'signup.passwordsDoesNotMatch',
  newPasswordsDoNotMatch: 'passwordChange.invalidPassword',
  invalidCard: 'error.invalidCard',
  invalidDocument: 'error.invalidDocument',
  invalidZip: 'error.invalidZip',
  /** A billing postcode or VAT number that does not fit its country (contract/billing-countries.ts). */
  invalidPostcode: 'error.invalidPostcode',
  invalidVat: 'error.invalidVat',
  invalidPhone: 'error.invalidPhone',
  invalidPrefix: 'error.invalidPrefix',
  digitsOnly: 'error.digitsOnly',
  termsRequired: 'signup.termsRequired',
  invalidLength: 'error.invalidLength',
  /** A value the API looked up and did not find (a city that is not in the list). */
  invalid: 'error.invalid',
} as const;

/** Malta's international prefix: the default of every prefix dropdown, with its own phone rules. */
export const MALTA_PREFIX = '356';

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(RULE.required).trim().min(1, RULE.required).max(max, RULE.tooLong);

/** An optional text: trimmed; empty means not given. */
export const optionalText = (max: number) => z.string().trim().max(max, RULE.tooLong).default('');

/** First or last name: required, at most 50, letters (any alphabet, Maltese ċ ġ ħ ż too) and spaces. */
export const personNameSchema = requiredText(50).regex(/^[\p{L} ]+$/u, RULE.invalidName);

/** E-mail (also the username): required, at most 100, an address with a dot in its domain. */
export const emailSchema = requiredText(100).pipe(z.email(RULE.invalidEmail));

/**
 * The contact form's looser pattern of spec §5: something, '@', a domain ending in 2 to 4
 * letters.
 */
export const contactEmailSchema = requiredText(100).regex(
  /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/,
  RULE.invalidEmail,
);

/** A password: at least 8 characters (the strength of `passwordStrength` is a hint, not a rule). */
export const passwordSchema = z
  .string(RULE.required)
  .min(1, RULE.required)
  .min(8, RULE.tooShort)
  .max(200, RULE.tooLong);

/**
 * How many of the four kinds (lower case, upper case, digits, symbols) a password mixes: spec §5
 * hints at three or more.
 */
export function passwordStrength(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u].filter((kind) => kind.test(password)).length;
}

/** A loyalty card number at sign-up: 13 digits starting 0400. */
export const signupCardSchema = requiredText(13).regex(/^0400\d{9}$/, RULE.invalidCard);

/** A loyalty card number in the profile: 0 then 12 digits. */
export const profileCardSchema = z
  .string()
  .trim()
  .regex(/^0\d{12}$/, RULE.invalidCard);

/** A Maltese identity document: seven digits and a letter ('1234567M'), kept upper case. */
export const documentIdSchema = requiredText(8)
  .transform((id) => id.toUpperCase())
  .pipe(z.string().regex(/^\d{7}[A-Z]$/, RULE.invalidDocument));

/** A street address: required, at most 80. */
export const streetAddressSchema = requiredText(80);

/** A Maltese postcode as the shop writes it ('bkr1234' → 'BKR 1234'); anything else upper-cased. */
export const maltesePostcode = (zip: string): string =>
  normalisePostcode('MT', zip) ?? zip.trim().toUpperCase();

/**
 * A Maltese postcode: three letters and four digits, stored as 'VLT 1117' (upper case, one space)
 * however it was typed ('vlt1117', 'VLT  1117'); the same rule as a Maltese billing address
 * (contract/billing-countries.ts). `max` is 10 or 8 characters as typed.
 */
export const zipSchema = (max: 10 | 8 = 10) =>
  requiredText(max)
    .transform(maltesePostcode)
    .pipe(z.string().regex(/^[A-Z]{3} \d{4}$/, RULE.invalidZip));

/** An international prefix as the dropdowns send it: digits only, no plus. */
export const phonePrefixSchema = requiredText(4).regex(/^\d{1,4}$/, RULE.invalidPrefix);

/**
 * A phone number as the shop keeps it: the spaces a shopper types to group the digits
 * ('7912 3456') left out, so every rule and the stored value see the digits alone. Other
 * characters stay, for the rule to refuse ('digits only').
 */
export const normalisePhone = (phone: string): string => phone.replace(/\s/g, '');

/**
 * How many characters a phone input takes beyond the digits its rule allows: room for the
 * grouping spaces of `normalisePhone` ('79 12 34 56'), so a pasted number is not cut short.
 */
export const PHONE_GROUPING_ALLOWANCE = 3;

/**
 * A phone number field: trimmed, grouping characters left out, then at most `max` digits' worth
 * of characters. Whether it fits its prefix is `checkPhone`'s, on the whole form.
 */
export const phoneNumberText = (max: number) =>
  z.string().trim().transform(normalisePhone).pipe(z.string().max(max, RULE.tooLong));

/** A required phone number of digits only (the contact form, the checkout, a billing address). */
export const requiredPhoneDigits = (max: number) =>
  requiredText(max + PHONE_GROUPING_ALLOWANCE)
    .transform(normalisePhone)
    .pipe(z.string().max(max, RULE.tooLong).regex(/^\d+$/, RULE.digitsOnly));

type PhoneKind = 'mobile' | 'home';

/** Malta's numbers: mobiles start with 7 or 9, landlines with 2, then seven digits. */
const MALTESE_NUMBER: Record<PhoneKind, RegExp> = { mobile: /^[79]\d{7}$/, home: /^2\d{7}$/ };

/**
 * Whether a phone number fits its prefix, grouping spaces aside (`normalisePhone`). `form` picks the limit for other prefixes: the sign-up
 * form takes up to 20 digits, the profile up to 11 (spec §5); with 356 both want eight digits
 * of the right kind.
 */
export function phoneFitsPrefix(
  phone: string,
  prefix: string,
  kind: PhoneKind,
  form: 'signup' | 'profile',
): boolean {
  const digits = normalisePhone(phone);
  if (!/^\d+$/.test(digits)) return false;
  if (prefix === MALTA_PREFIX) return MALTESE_NUMBER[kind].test(digits);
  return digits.length <= (form === 'signup' ? 20 : 11);
}

/**
 * A phone field and its prefix field as one rule, with the error on the phone: the mobile one is
 * required, the home one optional (empty passes). Used inside an object's `superRefine`.
 */
export function checkPhone(
  context: z.RefinementCtx,
  values: { phone: string; prefix: string; path: string; kind: PhoneKind; form: 'signup' | 'profile' },
): void {
  const { phone, prefix, path, kind, form } = values;
  if (phone.trim() === '') {
    if (kind === 'mobile') context.addIssue({ code: 'custom', message: RULE.required, path: [path] });
    return;
  }
  if (!phoneFitsPrefix(phone, prefix, kind, form)) {
    context.addIssue({ code: 'custom', message: RULE.invalidPhone, path: [path] });
  }
}

const FORM_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Dates of the forms are dd/MM/yyyy; the day must exist ('31/02/2000' does not). */
export function parseFormDate(text: string): Date | null {
  const match = FORM_DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/**
 * What is wrong with a form date that `parseFormDate` refused: not written as dd/mm/yyyy, or
 * written so but naming no day ('31/02/1990'), which the shopper is told as such.
 */
const formDateFault = (text: string) => (FORM_DATE.test(text) ? RULE.dateDoesNotExist : RULE.invalidDate);

/**
 * Birth date of the sign-up's personal step: dd/MM/yyyy, not in the future, and 'You must be over
 * {age} years old' when this year minus the birth year is under SHOP_RULES.minimumSignupAge
 * (spec §5 counts years, not birthdays). `today` is the clock of the check (tests pass their own).
 */
export const birthDateSchema = (today: () => Date = () => new Date()) =>
  requiredText(10).superRefine((text, context) => {
    const date = parseFormDate(text);
    if (!date) {
      context.addIssue({ code: 'custom', message: formDateFault(text) });
      return;
    }
    const now = today();
    if (date.getTime() > now.getTime()) {
      context.addIssue({ code: 'custom', message: RULE.futureDate });
      return;
    }
    if (now.getUTCFullYear() - date.getUTCFullYear() < SHOP_RULES.minimumSignupAge) {
      context.addIssue({ code: 'custom', message: RULE.under16 });
    }
  });
