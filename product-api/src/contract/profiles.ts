import { z } from 'zod';

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
  preferences: z.object({ storeId: z.number().int().nullable() }),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResultSchema = z.object({ profile: profileSchema, jwt: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;
