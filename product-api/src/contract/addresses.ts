import { z } from 'zod';
import { databaseIdSchema } from './database-id';
import { billingAddressFormSchema } from './billing-address-rules';
import { optionalText, requiredText, streetAddressSchema, zipSchema } from './profile-rules';

/** A shipping address of spec §3; readOnly ones cannot be changed or deleted (spec §6). */
export const shippingAddressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  streetNumber: z.string(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  zip: z.string(),
  nation: z.string(),
  readOnly: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * POST /cli/profiles/addresses: with an id it updates that address, without one it creates one
 * (spec §5 address popup: address and city required, zip max 8 with the Maltese pattern, the
 * country fixed to Malta). The city is a name of GET /cli/addresses/cities; the API fills state
 * and county from it, whatever the body says.
 */
export const shippingAddressFormSchema = z.object({
  id: databaseIdSchema.optional(),
  address: streetAddressSchema,
  streetNumber: optionalText(10),
  city: requiredText(60),
  zip: zipSchema(8),
  county: optionalText(60),
  state: optionalText(60),
  nation: z.literal('Malta').default('Malta'),
});
export type ShippingAddressForm = z.infer<typeof shippingAddressFormSchema>;

/**
 * A billing address of spec §3; nation is the ISO code of an EU state (contract/billing-countries.ts),
 * zip and vatCode are stored normalised, and the Italian-only fields are empty for other countries.
 */
export const billingAddressSchema = z.object({
  id: z.number().int(),
  vatCode: z.string(),
  companyName: z.string(),
  phone: z.string(),
  address: z.string(),
  streetNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  county: z.string(),
  nation: z.string(),
  ssnCode: z.string(),
  recipientCode: z.string(),
  fax: z.string(),
  pec: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** POST /cli/profiles/billing/addresses: the §5 billing rules; with an id it updates that one. */
export { billingAddressFormSchema };

/** POST .../addresses/delete and .../billing/addresses/delete: answer the remaining list. */
export const addressIdSchema = z.object({ id: databaseIdSchema });
