import { z } from 'zod';
import {
  BILLING_COUNTRY_CODES,
  DEFAULT_BILLING_COUNTRY,
  ITALIAN_ONLY_FIELDS,
  normalisePostcode,
  normaliseVatNumber,
  phoneFitsCountry,
  postcodeMaxOf,
} from './billing-countries';
import { databaseIdSchema } from './database-id';
import { RULE, optionalText, requiredPhoneDigits, requiredText, streetAddressSchema } from './profile-rules';

const upper = (text: string) => text.toUpperCase();

/** What every country's address has, before the country's own rules. */
const billingAddressFields = z.object({
  id: databaseIdSchema.optional(),
  /** ISO 3166-1 alpha-2 of an EU state; Malta when not given (issue 29 item 7). */
  nation: z.enum(BILLING_COUNTRY_CODES, RULE.invalid).default(DEFAULT_BILLING_COUNTRY),
  vatCode: requiredText(20),
  companyName: requiredText(100),
  phone: requiredPhoneDigits(20),
  address: streetAddressSchema,
  streetNumber: requiredText(10).transform(upper),
  zip: requiredText(10),
  city: requiredText(60),
  // The Italian-only fields: checked for Italy below, emptied for any other country.
  county: optionalText(10),
  // Optional, but exactly 16 when given: one regex rather than a union, so a 17th character is
  // 'too long' and not zod's untranslated 'Invalid input' of a union.
  ssnCode: optionalText(16)
    .transform(upper)
    .pipe(z.string().regex(/^([A-Z0-9]{16})?$/, RULE.invalidLength)),
  recipientCode: optionalText(7).transform(upper),
  fax: optionalText(5),
  pec: optionalText(100),
});
type BillingFields = z.output<typeof billingAddressFields>;

const issue = (context: z.RefinementCtx, path: keyof BillingFields, message: string) =>
  context.addIssue({ code: 'custom', message, path: [path] });

/**
 * Billing address of spec §5 for an EU country (issue 29 item 7): the postcode, phone and VAT
 * number follow the country's rules in contract/billing-countries.ts and are stored normalised
 * ('bkr1234' → 'BKR 1234', 'mt 1234 5678' → 'MT12345678'); the province (2 letters, required),
 * tax code, PEC and SDI code belong to Italy only and are emptied for other countries. Errors are
 * message keys on their field, as for every form of the contract.
 */
export const billingAddressFormSchema = billingAddressFields
  .superRefine((form, context) => {
    const country = form.nation;
    if (form.zip.length > postcodeMaxOf(country)) issue(context, 'zip', RULE.tooLong);
    else if (normalisePostcode(country, form.zip) === null) issue(context, 'zip', RULE.invalidPostcode);
    if (normaliseVatNumber(country, form.vatCode) === null) issue(context, 'vatCode', RULE.invalidVat);
    if (!phoneFitsCountry(country, form.phone)) issue(context, 'phone', RULE.invalidPhone);
    if (country !== 'IT') return;
    if (form.county === '') issue(context, 'county', RULE.required);
    else if (form.county.length > 2) issue(context, 'county', RULE.tooLong);
    else if (!/^[A-Z]{2}$/i.test(form.county)) issue(context, 'county', RULE.invalidLength);
  })
  .transform((form) => {
    const country = form.nation;
    const italianOnly = country === 'IT' ? {} : Object.fromEntries(ITALIAN_ONLY_FIELDS.map((f) => [f, '']));
    return {
      ...form,
      zip: normalisePostcode(country, form.zip) ?? form.zip,
      vatCode: normaliseVatNumber(country, form.vatCode) ?? form.vatCode,
      county: upper(form.county),
      ...italianOnly,
    };
  });
export type BillingAddressForm = z.output<typeof billingAddressFormSchema>;
