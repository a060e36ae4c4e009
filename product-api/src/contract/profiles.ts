import { z } from 'zod';
import { allergenSchema } from './food-info';

/** Login form and payload (spec §5: username and password required). */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'error.required').max(100),
  password: z.string().min(1, 'error.required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const cardSchema = z.object({ code: z.string(), principal: z.boolean(), enabled: z.boolean() });
export const profileAddressSchema = z.object({
  address: z.string(),
  state: z.string(),
  city: z.string(),
  county: z.string(),
  zip: z.string(),
  streetNumber: z.string(),
  nation: z.string(),
});

/** User/profile of spec §3, without the jwt (the storefront never hands it to the browser). */
export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  gender: z.enum(['MALE', 'FEMALE']).nullable(),
  mobilePhone: z.string().nullable(),
  mobilePhonePrefix: z.string().nullable(),
  homePhone: z.string().nullable(),
  homePhonePrefix: z.string().nullable(),
  email: z.string(),
  ssnCode: z.string().nullable(),
  cards: z.array(cardSchema),
  address: profileAddressSchema.nullable(),
  accept1: z.boolean(),
  accept2: z.boolean(),
  accept3: z.boolean(),
  accept4: z.boolean(),
  preferences: z.object({
    storeId: z.number().int().nullable(),
    /**
     * Annex II allergens the customer avoids, in the Annex's order: cards and lines warn of them.
     * A session cookie sealed before they existed holds a profile without them: none.
     */
    avoidAllergens: z.array(allergenSchema).default([]),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResultSchema = z.object({ profile: profileSchema, jwt: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * The login's human check (issue 27): past the account's failure limit a login needs a solved
 * hCaptcha, its token in the contact form's header. The refusal is code 4000 with one entry in
 * `fields` whose path is this name and whose message says why, so the storefront can tell it from
 * any other refusal without reading the English text.
 */
export const HUMAN_CHECK_FIELD = 'humanCheck';
export const humanCheckRefusals = ['required', 'failed', 'unavailable'] as const;
export type HumanCheckRefusal = (typeof humanCheckRefusals)[number];

/** Whether a refusal's fields ask for the human check (and why). */
export function humanCheckRefusalOf(
  fields: readonly { path: string; message: string }[] | undefined,
): HumanCheckRefusal | undefined {
  const entry = fields?.find((field) => field.path === HUMAN_CHECK_FIELD);
  return humanCheckRefusals.find((reason) => reason === entry?.message);
}
