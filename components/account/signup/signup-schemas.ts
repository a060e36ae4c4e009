import { signupAddressSchema } from '@shop/product-api/contract/account';
import {
  RULE,
  birthDateSchema,
  checkPhone,
  documentIdSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  phoneNumberText,
  phonePrefixSchema,
  requiredText,
  signupCardSchema,
} from '@shop/product-api/contract/profile-rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type SignupFormValues, type SignupPath, type SignupStep, isSignupField } from './signup-values';

/**
 * What the resolver needs to know to pick the rules of the step on screen: react-hook-form hands
 * it the form's `context`, which the wizard sets on every render.
 */
export type SignupStepContext = {
  step: SignupStep;
  path: SignupPath;
  /** The card check asked for an e-mail (code 44): the card step shows e-mail and confirmation. */
  cardNeedsEmail: boolean;
  /** The card check passed: the card step shows the holder's personal data. */
  cardChecked: boolean;
};

/** Spec §5 personal step: names, gender (no rule), birth date with the 16-year rule. */
const personalShape = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: birthDateSchema(),
};

type Refinement = z.RefinementCtx;

/** 'Emails do not match' on the confirmation (browser only: the API gets the e-mail once). */
function confirmEmail(email: string, confirmation: string, context: Refinement) {
  if (confirmation === '' || email.toLowerCase() === confirmation.toLowerCase()) return;
  context.addIssue({ code: 'custom', message: RULE.emailsDoNotMatch, path: ['emailConfirm'] });
}

/** 'Passwords do not match' on the confirmation (browser only). */
function confirmPassword(password: string, confirmation: string, context: Refinement) {
  if (confirmation === '' || password === confirmation) return;
  context.addIssue({ code: 'custom', message: RULE.passwordsDoNotMatch, path: ['passwordConfirm'] });
}

const confirmationSchema = requiredText(100);

/**
 * Run a step's cross-field rules (confirmations, phone for its prefix) even while another field of
 * the step is wrong: zod skips a refinement after an unticked box (a failed literal), and the
 * confirmation's blur would then say nothing.
 */
const evenWithOtherErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** Step 1 with a card: card and ID document, then the e-mail (44) and the holder's data (passed). */
function cardStepSchema({ cardNeedsEmail, cardChecked }: SignupStepContext): z.ZodType {
  const card = z.object({
    cardNumber: signupCardSchema,
    documentId: documentIdSchema,
    ...(cardChecked ? personalShape : {}),
  });
  if (!cardNeedsEmail) return card;
  return card
    .extend({ email: emailSchema, emailConfirm: confirmationSchema })
    .superRefine(
      ({ email, emailConfirm }, context) => confirmEmail(email, emailConfirm, context),
      evenWithOtherErrors,
    );
}

/** Step 2 (spec §5 address step): the contract's address rules and the phones for their prefix. */
const addressStepSchema = signupAddressSchema
  .extend({
    mobilePhonePrefix: phonePrefixSchema,
    mobilePhone: phoneNumberText(20),
    homePhonePrefix: phonePrefixSchema,
    homePhone: phoneNumberText(20),
  })
  .superRefine((values, context) => {
    const { mobilePhone, mobilePhonePrefix, homePhone, homePhonePrefix } = values;
    checkPhone(context, {
      phone: mobilePhone,
      prefix: mobilePhonePrefix,
      path: 'mobilePhone',
      kind: 'mobile',
      form: 'signup',
    });
    checkPhone(context, {
      phone: homePhone,
      prefix: homePhonePrefix,
      path: 'homePhone',
      kind: 'home',
      form: 'signup',
    });
  }, evenWithOtherErrors);

const mustBeTicked = z.literal(true, RULE.termsRequired);

const accountShape = {
  username: emailSchema,
  password: passwordSchema,
  passwordConfirm: z.string().min(1, RULE.required),
  accept1: mustBeTicked,
  accept2: mustBeTicked,
};

/** Step 3 (spec §5 account step): e-mail as username, password, its confirmation, both boxes. */
function accountStepSchema({ path }: SignupStepContext): z.ZodType {
  // With a card the e-mail was confirmed in step 1 (or is the card's own); without, it is here.
  if (path === 'card') {
    return z
      .object(accountShape)
      .superRefine(
        ({ password, passwordConfirm }, context) => confirmPassword(password, passwordConfirm, context),
        evenWithOtherErrors,
      );
  }
  return z.object({ ...accountShape, emailConfirm: confirmationSchema }).superRefine((values, context) => {
    confirmEmail(values.username, values.emailConfirm, context);
    confirmPassword(values.password, values.passwordConfirm, context);
  }, evenWithOtherErrors);
}

/** The rules of one step; step 0 (choosing the path) has none. */
export function stepSchema(context: SignupStepContext): z.ZodType {
  switch (context.step) {
    case 0:
      return z.object({});
    case 1:
      return context.path === 'card' ? cardStepSchema(context) : z.object(personalShape);
    case 2:
      return addressStepSchema;
    case 3:
      return accountStepSchema(context);
  }
}

/**
 * The wizard's resolver: the step's schema, its first message key per field. Values stay as typed
 * (the request is built from them at the end), so a transform never rewrites what is on screen.
 */
export const signupResolver: Resolver<SignupFormValues, SignupStepContext> = async (values, context) => {
  if (!context) return { values, errors: {} };
  const parsed = stepSchema(context).safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<SignupFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.');
    if (isSignupField(name) && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
