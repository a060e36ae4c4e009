import type { ProfileUpdateInput } from '@shop/product-api/contract/account';
import {
  RULE,
  checkPhone,
  documentIdSchema,
  personNameSchema,
  phonePrefixSchema,
  profileCardSchema,
} from '@shop/product-api/contract/profile-rules';
import type { Profile } from '@shop/product-api/contract/profiles';
import { z } from 'zod';

/** A field the browser disables holds no value for the form; it is an empty one. */
const text = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim());

/**
 * The personal data form (spec §5 profile rules), from the contract's field rules: names, the
 * mobile prefix and phone required, the home phone optional, each phone fitting its prefix (356:
 * eight digits of the right kind; others up to 11), the card 0 and 12 digits, accept1 and accept2
 * ticked. A card not yet linked to this customer is linked by the API only with its holder's ID
 * document (contract/account.ts), so the form asks for it then.
 */
export function personalDataSchema(linkedCards: readonly string[]) {
  return z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      mobilePhonePrefix: phonePrefixSchema,
      mobilePhone: text,
      homePhonePrefix: text,
      homePhone: text,
      cardNumber: text.pipe(z.union([z.literal(''), profileCardSchema])),
      documentId: text,
      // A box the customer may still tick (never locked ones): a boolean in, accepted out.
      accept1: z.boolean().pipe(z.literal(true, RULE.termsRequired)),
      accept2: z.boolean().pipe(z.literal(true, RULE.termsRequired)),
      accept3: z.boolean(),
      accept4: z.boolean(),
    })
    .superRefine((values, context) => {
      const { mobilePhone, mobilePhonePrefix, homePhone, homePhonePrefix } = values;
      checkPhone(context, {
        phone: mobilePhone,
        prefix: mobilePhonePrefix,
        path: 'mobilePhone',
        kind: 'mobile',
        form: 'profile',
      });
      if (homePhone !== '' && homePhonePrefix === '') {
        context.addIssue({ code: 'custom', message: RULE.invalidPrefix, path: ['homePhonePrefix'] });
      }
      checkPhone(context, {
        phone: homePhone,
        prefix: homePhonePrefix,
        path: 'homePhone',
        kind: 'home',
        form: 'profile',
      });
      if (isNewCard(values.cardNumber, linkedCards)) {
        const document = documentIdSchema.safeParse(values.documentId);
        if (!document.success) {
          const message = document.error.issues[0]?.message ?? RULE.invalidDocument;
          context.addIssue({ code: 'custom', message, path: ['documentId'] });
        }
      }
    });
}

export type PersonalDataInput = z.input<ReturnType<typeof personalDataSchema>>;
export type PersonalData = z.output<ReturnType<typeof personalDataSchema>>;

/** A whole card code (not one still being typed) that is not linked to this customer yet. */
export function isNewCard(code: string, linkedCards: readonly string[]): boolean {
  return profileCardSchema.safeParse(code).success && !linkedCards.includes(code);
}

/** The card the form shows: the principal one, or the first. */
export function shownCard(profile: Profile): string {
  return (profile.cards.find((card) => card.principal) ?? profile.cards[0])?.code ?? '';
}

export function personalDataOf(profile: Profile): PersonalDataInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobilePhonePrefix: profile.mobilePhonePrefix ?? '',
    mobilePhone: profile.mobilePhone ?? '',
    homePhonePrefix: profile.homePhonePrefix ?? '',
    homePhone: profile.homePhone ?? '',
    cardNumber: shownCard(profile),
    documentId: '',
    accept1: profile.accept1,
    accept2: profile.accept2,
    accept3: profile.accept3,
    accept4: profile.accept4,
  };
}

/**
 * PUT /cli/profiles from the form. The card field stands for the principal card: a code typed
 * there is sent as the principal, enabled card (with the ID document when it is new); emptied, the
 * principal card is left out. Other cards and the ssnCode, which the form does not show, go back
 * as they were.
 */
export function profileUpdateOf(values: PersonalData, profile: Profile): ProfileUpdateInput {
  const shown = shownCard(profile);
  const others = profile.cards.filter((card) => card.code !== shown && card.code !== values.cardNumber);
  const cards = values.cardNumber
    ? [{ code: values.cardNumber, principal: true, enabled: true }, ...others]
    : others;
  const linked = profile.cards.map((card) => card.code);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    mobilePhonePrefix: values.mobilePhonePrefix,
    mobilePhone: values.mobilePhone,
    homePhonePrefix: values.homePhonePrefix,
    homePhone: values.homePhone,
    ssnCode: profile.ssnCode ?? '',
    cards,
    documentId: isNewCard(values.cardNumber, linked) ? values.documentId.toUpperCase() : '',
    accept1: values.accept1,
    accept2: values.accept2,
    accept3: values.accept3,
    accept4: values.accept4,
  };
}
