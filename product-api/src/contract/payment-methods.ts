import { z } from 'zod';
import { languageSchema } from './catalogue';
import { databaseIdSchema } from './database-id';
import { paymentRefSchema, type PaymentProvider } from './payments';

/**
 * Linked payment methods (spec §2 payments, §3 payment method, §4 card linking, §7 Payment; issue
 * 32 item 5): the cards a customer saved at the shop's provider, one per provider, so an order is
 * paid without leaving the shop (README: Linked cards).
 */

/**
 * Spec §3 paymentMethodType: the provider's payment mode, APCOPAY (the built-in sandbox) or
 * STRIPE. A method in the list is a linked card (the spec's BNL_POSITIVITY marker).
 */
export const linkedMethodTypeSchema = z.enum(['APCOPAY', 'STRIPE']);
export type LinkedMethodType = z.infer<typeof linkedMethodTypeSchema>;

export const methodTypeOfProvider: Record<PaymentProvider, LinkedMethodType> = {
  apcopay: 'APCOPAY',
  stripe: 'STRIPE',
};

export const providerOfMethodType: Record<LinkedMethodType, PaymentProvider> = {
  APCOPAY: 'apcopay',
  STRIPE: 'stripe',
};

/** One linked card as GET /cli/pay/paymentmethod answers it; brand and last4 when the provider told them. */
export const linkedPaymentMethodSchema = z.object({
  paymentMethodType: linkedMethodTypeSchema,
  brand: z.string().nullable(),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  linkedAt: z.iso.datetime({ offset: true }),
});
export type LinkedPaymentMethod = z.infer<typeof linkedPaymentMethodSchema>;

export const linkedPaymentMethodsSchema = z.array(linkedPaymentMethodSchema);

/** POST /cli/pay/paymentmethod/delete. */
export const deletePaymentMethodSchema = z.object({ paymentMethodType: linkedMethodTypeSchema });
export type DeletePaymentMethodRequest = z.infer<typeof deletePaymentMethodSchema>;

/**
 * GET /cli/pay/paymentmethod/boarding?lang=: the language of the provider's linking page and of
 * the shop page it sends the shopper back to (English when absent).
 */
export const boardingQuerySchema = z.object({ lang: languageSchema.optional() });

/** POST /cli/pay/paymentmethod/pay: the order to pay with the linked card of the server's provider. */
export const payWithLinkedCardSchema = z.object({ orderId: databaseIdSchema });

/**
 * What paying with a linked card did: PAID (authorised, the order went on), PENDING (the provider
 * confirms later) or DECLINED (nothing authorised: the provider's page is still there).
 */
export const linkedPaymentResultSchema = z.object({
  orderId: z.number().int(),
  paymentStatus: z.enum(['PAID', 'PENDING', 'DECLINED']),
});
export type LinkedPaymentResult = z.infer<typeof linkedPaymentResultSchema>;

/** The card-check authorisation of spec §5: 0.01 €, released, never captured. */
export const CARD_CHECK_CENTS = 1;

/** The sandbox's linking page: GET and POST /sandbox/apcopay/boarding/{ref}. */
export const boardingPageParamsSchema = z.object({ ref: paymentRefSchema });

/**
 * A test card number as the shopper types it on the sandbox's linking page: 13 to 19 digits,
 * spaces allowed, passing the Luhn check every card number carries.
 */
export const testCardNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{13,19}$/, 'must be 13 to 19 digits'))
  .refine(passesLuhn, 'is not a valid card number');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The shopper's choice on the sandbox's linking page: link this card, or cancel. */
export const boardingChoiceSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('LINKED'), cardNumber: testCardNumberSchema }),
  z.object({ outcome: z.literal('CANCELLED') }),
]);

/**
 * The sandbox's signed boarding callback (POST /cli/pay/apcopay/boarding/notify), like a real
 * provider's: a unique event id, the boarding, and for a linked card the provider's reference of
 * it, what it may say of it, and the check authorisation it made and released.
 */
export const boardingCallbackSchema = z.discriminatedUnion('outcome', [
  z.object({
    eventId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    ref: paymentRefSchema,
    outcome: z.literal('LINKED'),
    cardRef: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    brand: z.string().min(1).max(30).nullable(),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    checkAuthorisedCents: z.number().int().min(0).max(100),
    checkReleasedCents: z.number().int().min(0).max(100),
  }),
  z.object({
    eventId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    ref: paymentRefSchema,
    outcome: z.literal('CANCELLED'),
  }),
]);
export type BoardingCallback = z.infer<typeof boardingCallbackSchema>;

/** What a processed boarding notification answers the provider. */
export const boardingResultSchema = z.object({ boardingStatus: z.enum(['LINKED', 'CANCELLED']) });
