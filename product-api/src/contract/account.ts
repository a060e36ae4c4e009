import { z } from 'zod';
import { billingAddressSchema, shippingAddressSchema } from './addresses';
import { databaseIdSchema } from './database-id';
import { ALLERGENS, allergenSchema } from './food-info';
import {
  MALTA_PREFIX,
  RULE,
  birthDateSchema,
  checkPhone,
  documentIdSchema,
  emailSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  phoneNumberText,
  phonePrefixSchema,
  profileCardSchema,
  requiredText,
  signupCardSchema,
  streetAddressSchema,
  zipSchema,
} from './profile-rules';
import { profileSchema } from './profiles';

/**
 * Payloads of the account calls of spec §7 (sign-up, sign-up check, profile update, favourite
 * store, password change and reset, point balance) and of the customer's data rights (export,
 * deletion). The API validates every body with these; the storefront's forms build on the same
 * field rules (profile-rules.ts), adding only what never leaves the browser (confirmations).
 */

const mustBeAccepted = z.literal(true, RULE.termsRequired);

/** accept1 (terms) and accept2 (privacy) must be ticked; accept3 and accept4 are the customer's choice. */
const consentsShape = {
  accept1: mustBeAccepted,
  accept2: mustBeAccepted,
  accept3: z.boolean().default(false),
  accept4: z.boolean().default(false),
};

type Phones = { mobilePhone: string; mobilePhonePrefix: string; homePhone: string; homePhonePrefix: string };

/** Both phones of a form, each against its own prefix: the mobile required, the home one optional. */
function checkPhones(context: z.RefinementCtx, phones: Phones, form: 'signup' | 'profile'): void {
  checkPhone(context, {
    phone: phones.mobilePhone,
    prefix: phones.mobilePhonePrefix,
    path: 'mobilePhone',
    kind: 'mobile',
    form,
  });
  checkPhone(context, {
    phone: phones.homePhone,
    prefix: phones.homePhonePrefix,
    path: 'homePhone',
    kind: 'home',
    form,
  });
}

/** The address of the sign-up's step 2: the city is a name from GET /cli/addresses/cities. */
export const signupAddressSchema = z.object({
  address: streetAddressSchema,
  streetNumber: optionalText(10),
  city: requiredText(60),
  zip: zipSchema(10),
});
export type SignupAddress = z.infer<typeof signupAddressSchema>;

/** A card sent at sign-up: the spec's principal, enabled card. */
const signupCardEntrySchema = z.object({
  code: signupCardSchema,
  principal: z.literal(true).default(true),
  enabled: z.literal(true).default(true),
});

/**
 * `profile` of POST /cli/profiles/signup. birthDate is dd/MM/yyyy, as the form has it. With a
 * card (the loyalty-card path) the card's ID document is required, so that the card (and its
 * points) is linked only for its holder, and the birth date may be left to the card's record.
 */
export const signupProfileSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDate: z.string().trim().max(10).default(''),
    gender: z.enum(['MALE', 'FEMALE']).nullable().default(null),
    email: emailSchema,
    mobilePhonePrefix: phonePrefixSchema.default(MALTA_PREFIX),
    mobilePhone: phoneNumberText(20).default(''),
    homePhonePrefix: phonePrefixSchema.default(MALTA_PREFIX),
    homePhone: phoneNumberText(20).default(''),
    cards: z.array(signupCardEntrySchema).max(1).default([]),
    documentId: z.union([z.literal(''), documentIdSchema]).default(''),
    address: signupAddressSchema,
    ...consentsShape,
  })
  .superRefine((profile, context) => {
    checkPhones(context, profile, 'signup');
    const withCard = profile.cards.length > 0;
    if (withCard && profile.documentId === '') {
      context.addIssue({ code: 'custom', message: RULE.required, path: ['documentId'] });
    }
    if (!withCard || profile.birthDate !== '') {
      const birthDate = birthDateSchema().safeParse(profile.birthDate);
      if (!birthDate.success) {
        const message = birthDate.error.issues[0]?.message ?? RULE.invalidDate;
        context.addIssue({ code: 'custom', message, path: ['birthDate'] });
      }
    }
  });
export type SignupProfile = z.infer<typeof signupProfileSchema>;

/** POST /cli/profiles/signup: the username is the e-mail (spec §3), so the two must agree. */
export const signupSchema = z
  .object({ username: emailSchema, password: passwordSchema, profile: signupProfileSchema })
  .superRefine((signup, context) => {
    if (signup.username.toLowerCase() !== signup.profile.email.toLowerCase()) {
      context.addIssue({ code: 'custom', message: RULE.emailsDoNotMatch, path: ['profile', 'email'] });
    }
  });
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * POST /cli/profiles/signupcheck: the card, its holder's ID document and, once the check asked for
 * it (code 44, the card's record has no usable e-mail), the e-mail to complete the profile with.
 */
export const signupCheckSchema = z.object({
  cardNumber: signupCardSchema,
  documentId: documentIdSchema,
  email: z.union([z.literal(''), emailSchema]).default(''),
});
export type SignupCheckInput = z.infer<typeof signupCheckSchema>;

/** What a passed check knows of the holder, for the wizard's next steps (birthDate dd/MM/yyyy). */
export const signupCheckResultSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
});
export type SignupCheckResult = z.infer<typeof signupCheckResultSchema>;

/**
 * PUT /cli/profiles (spec §7, §5 profile rules). A card is 0 and 12 digits; a card not yet linked
 * to the caller is linked only with its holder's documentId. accept1 and accept2 stay ticked.
 */
export const profileUpdateSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    mobilePhonePrefix: phonePrefixSchema,
    mobilePhone: phoneNumberText(11).default(''),
    homePhonePrefix: z.union([z.literal(''), phonePrefixSchema]).default(''),
    homePhone: phoneNumberText(11).default(''),
    ssnCode: optionalText(16),
    cards: z
      .array(z.object({ code: profileCardSchema, principal: z.boolean(), enabled: z.boolean() }))
      .max(5)
      .default([]),
    documentId: z.union([z.literal(''), documentIdSchema]).default(''),
    ...consentsShape,
  })
  .superRefine((profile, context) => {
    // No home prefix chosen yet: a home number is judged as a Maltese one.
    checkPhones(context, { ...profile, homePhonePrefix: profile.homePhonePrefix || MALTA_PREFIX }, 'profile');
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /cli/profiles/preferences/store: the favourite store; answers the updated profile. */
export const storePreferenceSchema = z.object({ storeId: databaseIdSchema });

/**
 * POST /cli/profiles/preferences/allergens: the Annex II allergens the customer avoids, the whole
 * set each time (an empty list clears it); an unknown code is refused. Answers the updated profile.
 */
export const allergenPreferenceSchema = z.object({
  allergens: z.array(allergenSchema).max(ALLERGENS.length * 2),
});
export type AllergenPreferenceInput = z.infer<typeof allergenPreferenceSchema>;

/** POST /cli/profiles/password/change. A wrong old password is code 13, 'Password not valid'. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string(RULE.required).min(1, RULE.required).max(200, RULE.tooLong),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /cli/profiles/password (spec §7): ask for a reset link. tid is the terminal ('01' web). */
export const passwordResetRequestSchema = z.object({
  tid: z.string().trim().max(10).default('01'),
  email: emailSchema,
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** POST /cli/profiles/password/reset: the link's token and the new password (not in spec §7). */
export const passwordResetSchema = z.object({
  token: z
    .string()
    .trim()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  newPassword: passwordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/**
 * GET /cli/profiles/point-balance: the principal card's points, when the tills last counted them
 * (ISO time), and the euro value of the vouchers they buy (the loyalty figures of SHOP_RULES).
 */
export const pointBalanceSchema = z.object({
  pointBalance: z.number().int(),
  discount: z.number(),
  balanceDate: z.string(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** POST /cli/profiles/delete: closing the account asks for the password again. */
export const accountDeletionSchema = z.object({
  password: z.string(RULE.required).min(1, RULE.required).max(200, RULE.tooLong),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** A shipping address as the export lists it (spec §3 fields, with when it was added). */
const exportedShippingAddressSchema = shippingAddressSchema.extend({ createdAt: z.string() });

const exportedBillingAddressSchema = billingAddressSchema.extend({ createdAt: z.string() });

/** A linked loyalty card with what the till's form recorded about its holder. */
const exportedLoyaltyCardSchema = z.object({
  code: z.string(),
  points: z.number().int(),
  balanceDate: z.string(),
  documentId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
});

const exportedContactMessageSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phoneNumberPrefix: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  sentAt: z.string(),
});

/** A session as the customer may see it: its times, never the token or its id. */
const exportedSessionSchema = z.object({
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});

/**
 * An order as the shop recorded it: its times, mode, payment and totals in euro, and the checkout
 * data and cart as they were when it was placed (kept as recorded, so free of today's shapes).
 */
const exportedOrderSchema = z.object({
  code: z.string(),
  status: z.string(),
  deliveryMode: z.string(),
  deliveryDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  paymentMode: z.string(),
  total: z.number(),
  finalTotal: z.number().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  checkout: z.unknown(),
  cart: z.unknown(),
});

const exportedCartLineSchema = z.object({
  barcode: z.string(),
  description: z.string(),
  amount: z.number(),
  replaceAllowed: z.boolean(),
  pickerNote: z.string(),
  addedAt: z.string(),
});

/** A cart of the caller, open or not, with its lines. */
const exportedCartSchema = z.object({
  status: z.string(),
  deliveryMode: z.string(),
  addressDescription: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(exportedCartLineSchema),
});

const exportedListLineSchema = z.object({
  barcode: z.string().nullable(),
  type: z.string(),
  description: z.string(),
  amount: z.number(),
  addedAt: z.string(),
});

/** A shopping list (the customer's, or one the shop filled with an unordered cart). */
const exportedShoppingListSchema = z.object({
  title: z.string(),
  automated: z.boolean(),
  createdAt: z.string(),
  items: z.array(exportedListLineSchema),
});

/**
 * GET /cli/profiles/export: everything the shop holds about the caller (the privacy page's right
 * of access), times in ISO: the account's records and its shopping (orders, carts, lists). A new
 * area adds its own key here and a reader in profiles/account-data.service.ts.
 */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  createdAt: z.string(),
  profile: profileSchema,
  shippingAddresses: z.array(exportedShippingAddressSchema),
  billingAddresses: z.array(exportedBillingAddressSchema),
  loyaltyCards: z.array(exportedLoyaltyCardSchema),
  contactMessages: z.array(exportedContactMessageSchema),
  sessions: z.array(exportedSessionSchema),
  orders: z.array(exportedOrderSchema),
  carts: z.array(exportedCartSchema),
  shoppingLists: z.array(exportedShoppingListSchema),
});
export type AccountData = z.infer<typeof accountDataSchema>;
