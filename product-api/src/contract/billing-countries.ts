/**
 * The countries a billing address may be in (issue 29 item 7): the EU member states, Malta first
 * and the default, each with its postcode, phone and VAT number rules as data, so the profile's
 * form, the checkout and the API read the same table (docs/order-lifecycle.md, Receipts and VAT
 * invoices). Codes are ISO 3166-1 alpha-2; the names come from the shop's language at run time
 * (Intl.DisplayNames), so no list of names is kept here.
 */

type CountryRules = {
  /** The postcode after trimming, upper-casing and single spaces; groups feed `postcodeFormat`. */
  postcode: RegExp;
  /** How a matching postcode is stored ('$1 $2' puts the one space back). */
  postcodeFormat: string;
  /** The longest postcode a shopper may type (the form's maxLength). */
  postcodeMax: number;
  /** The VAT number after its country prefix, spaces and punctuation removed, upper case. */
  vat: RegExp;
  /** The prefix of its VAT numbers: the ISO code except Greece (EL). */
  vatPrefix?: string;
  /** The international dialling code, and the national number after it as digits. */
  phonePrefix: string;
  phone: RegExp;
};

const digits = (min: number, max = min) => new RegExp(`^\\d{${min},${max}}$`);
/** A postcode of `n` digits, kept as typed. */
const numeric = (n: number) => ({
  postcode: new RegExp(`^(\\d{${n}})$`),
  postcodeFormat: '$1',
  postcodeMax: n,
});
/** A postcode of 3 + 2 digits, stored with the space ('114 55'). */
const threeTwo = { postcode: /^(\d{3}) ?(\d{2})$/, postcodeFormat: '$1 $2', postcodeMax: 6 };
/** Most national numbers: 6 to 13 digits after the country code. */
const ANY_PHONE = digits(6, 13);

export const BILLING_COUNTRIES = {
  // Malta: 'BKR 1234' (three letters, a space optional, four digits); landlines 2, mobiles 7 or 9.
  MT: {
    postcode: /^([A-Z]{3}) ?(\d{4})$/,
    postcodeFormat: '$1 $2',
    postcodeMax: 8,
    vat: digits(8),
    phonePrefix: '356',
    phone: /^[279]\d{7}$/,
  },
  AT: { ...numeric(4), vat: /^U\d{8}$/, phonePrefix: '43', phone: ANY_PHONE },
  BE: { ...numeric(4), vat: /^[01]\d{9}$/, phonePrefix: '32', phone: ANY_PHONE },
  BG: { ...numeric(4), vat: digits(9, 10), phonePrefix: '359', phone: ANY_PHONE },
  CY: { ...numeric(4), vat: /^\d{8}[A-Z]$/, phonePrefix: '357', phone: digits(8) },
  CZ: { ...threeTwo, vat: digits(8, 10), phonePrefix: '420', phone: digits(9) },
  DE: { ...numeric(5), vat: digits(9), phonePrefix: '49', phone: ANY_PHONE },
  DK: { ...numeric(4), vat: digits(8), phonePrefix: '45', phone: digits(8) },
  EE: { ...numeric(5), vat: digits(9), phonePrefix: '372', phone: digits(7, 8) },
  ES: { ...numeric(5), vat: /^[A-Z0-9]\d{7}[A-Z0-9]$/, phonePrefix: '34', phone: digits(9) },
  FI: { ...numeric(5), vat: digits(8), phonePrefix: '358', phone: ANY_PHONE },
  FR: { ...numeric(5), vat: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, phonePrefix: '33', phone: digits(9, 10) },
  GR: { ...threeTwo, vat: digits(9), vatPrefix: 'EL', phonePrefix: '30', phone: digits(10) },
  HR: { ...numeric(5), vat: digits(11), phonePrefix: '385', phone: ANY_PHONE },
  HU: { ...numeric(4), vat: digits(8), phonePrefix: '36', phone: ANY_PHONE },
  IE: {
    // Eircode: routing key and unique identifier ('D02 X285').
    postcode: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/,
    postcodeFormat: '$1 $2',
    postcodeMax: 8,
    vat: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
    phonePrefix: '353',
    phone: ANY_PHONE,
  },
  // Italy: CAP of 5 digits; the province, PEC and SDI code are Italian-only fields.
  IT: { ...numeric(5), vat: digits(11), phonePrefix: '39', phone: ANY_PHONE },
  LT: { ...numeric(5), vat: /^(\d{9}|\d{12})$/, phonePrefix: '370', phone: digits(8) },
  LU: { ...numeric(4), vat: digits(8), phonePrefix: '352', phone: ANY_PHONE },
  LV: { ...numeric(4), vat: digits(11), phonePrefix: '371', phone: digits(8) },
  NL: {
    postcode: /^(\d{4}) ?([A-Z]{2})$/,
    postcodeFormat: '$1 $2',
    postcodeMax: 7,
    vat: /^\d{9}B\d{2}$/,
    phonePrefix: '31',
    phone: digits(9),
  },
  PL: {
    postcode: /^(\d{2})-?(\d{3})$/,
    postcodeFormat: '$1-$2',
    postcodeMax: 6,
    vat: digits(10),
    phonePrefix: '48',
    phone: digits(9),
  },
  PT: {
    postcode: /^(\d{4})-?(\d{3})$/,
    postcodeFormat: '$1-$2',
    postcodeMax: 8,
    vat: digits(9),
    phonePrefix: '351',
    phone: digits(9),
  },
  RO: { ...numeric(6), vat: digits(2, 10), phonePrefix: '40', phone: digits(9) },
  SE: { ...threeTwo, vat: /^\d{10}01$/, phonePrefix: '46', phone: ANY_PHONE },
  SI: { ...numeric(4), vat: digits(8), phonePrefix: '386', phone: digits(8) },
  SK: { ...threeTwo, vat: digits(10), phonePrefix: '421', phone: digits(9) },
} as const satisfies Record<string, CountryRules>;

export type BillingCountry = keyof typeof BILLING_COUNTRIES;

/** Malta first (the shop's customers), then the others in the code's order; forms sort them by name. */
export const BILLING_COUNTRY_CODES = Object.keys(BILLING_COUNTRIES) as [BillingCountry, ...BillingCountry[]];
export const DEFAULT_BILLING_COUNTRY: BillingCountry = 'MT';

/** The fields only an Italian invoice address has (province, codice fiscale, PEC, SDI code). */
export const ITALIAN_ONLY_FIELDS = ['county', 'ssnCode', 'pec', 'recipientCode'] as const;

const rulesOf = (country: BillingCountry): CountryRules => BILLING_COUNTRIES[country];

/** Trimmed, upper case, runs of spaces made one: the shape every rule reads. */
const tidy = (text: string) => text.trim().toUpperCase().replace(/\s+/g, ' ');

/** The postcode as stored ('bkr1234' → 'BKR 1234'), or null when it is not one of that country. */
export function normalisePostcode(country: BillingCountry, zip: string): string | null {
  const { postcode, postcodeFormat } = rulesOf(country);
  const typed = tidy(zip);
  return postcode.test(typed) ? typed.replace(postcode, postcodeFormat) : null;
}

export const postcodeMaxOf = (country: BillingCountry): number => rulesOf(country).postcodeMax;

/** The prefix of the country's VAT numbers ('MT', Greece's 'EL'). */
export const vatPrefixOf = (country: BillingCountry): string => rulesOf(country).vatPrefix ?? country;

/**
 * The VAT number as stored ('mt 1234 5678' → 'MT12345678'): spaces, dots and hyphens removed,
 * upper case, the country prefix added when the shopper left it out. Null when it does not fit
 * the country's format, or names another country.
 */
export function normaliseVatNumber(country: BillingCountry, vatNumber: string): string | null {
  const prefix = vatPrefixOf(country);
  const compact = vatNumber.toUpperCase().replace(/[\s.\-/]/g, '');
  const national = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return rulesOf(country).vat.test(national) ? `${prefix}${national}` : null;
}

/** Whether a national phone number (digits only) fits the country's numbering. */
export const phoneFitsCountry = (country: BillingCountry, phone: string): boolean =>
  rulesOf(country).phone.test(phone);

export const phonePrefixOf = (country: BillingCountry): string => rulesOf(country).phonePrefix;
