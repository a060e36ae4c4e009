import { z } from 'zod';
import { languageSchema } from './catalogue';
import { databaseIdSchema } from './database-id';

/**
 * Online payment (spec §2 payments, §4 checkout, §7 Payment; issue 13 item 7). The order waits in
 * PAYMENT_PENDING; GET /cli/pay/{provider}/authorize answers the URL of the provider's page, and
 * the provider tells the API the outcome with a signed server-to-server call.
 */

/**
 * The providers of the path: 'apcopay' is served by the built-in sandbox (no account, no
 * network), 'stripe' by Stripe Checkout; PAYMENT_PROVIDER chooses which one a server offers.
 */
export const paymentProviderSchema = z.enum(['apcopay', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const authorizeParamsSchema = z.object({ provider: paymentProviderSchema });
/**
 * lang: the language the shopper uses the shop in, so the provider sends them back to the confirm
 * page in it (English when absent).
 */
export const authorizeQuerySchema = z.object({ orderId: databaseIdSchema, lang: languageSchema.optional() });

/** What the provider answers for a payment session. */
export const paymentOutcomeSchema = z.enum(['PAID', 'DECLINED', 'CANCELLED']);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/** payments.status: PENDING until the provider's outcome arrives. */
export type PaymentStatus = 'PENDING' | PaymentOutcome;

/** The storefront's confirm page learns the outcome from ?payment= (spec §2 checkout, step 3). */
export const confirmPaymentParam: Record<PaymentOutcome, string> = {
  PAID: 'paid',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
};

/** A payment session's reference: the random id the sandbox page and the callback name it by. */
export const paymentRefSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'must be a payment reference');

/** The sandbox's page of one session: GET and POST /sandbox/apcopay/{ref}. */
export const sandboxPageParamsSchema = z.object({ ref: paymentRefSchema });

/**
 * The language of the shop page the sandbox sends the shopper back to, carried in the page's own
 * address as a real provider keeps the return address it was given (English when absent).
 */
export const sandboxPageQuerySchema = z.object({ lang: languageSchema.optional() });

/** The button the shopper pressed on the sandbox page (a form post, or JSON). */
export const sandboxChoiceSchema = z.object({ outcome: paymentOutcomeSchema });

/**
 * What the provider did with authorised money, told by its callback after the shop asked for it
 * (docs/order-lifecycle.md, The payment side): captured (part of) it, released the rest or all of
 * it, refunded what was captured.
 */
export const moneyEventSchema = z.enum(['CAPTURED', 'RELEASED', 'REFUNDED']);
export type MoneyEvent = z.infer<typeof moneyEventSchema>;

/**
 * The sandbox's signed callback (POST /cli/pay/apcopay/notify), like a real provider's
 * notification: a unique event id (a replay of it changes nothing), the session and the outcome
 * of the authorisation, or what became of the authorised money and how much.
 */
export const sandboxCallbackSchema = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _'),
  ref: paymentRefSchema,
  outcome: z.union([paymentOutcomeSchema, moneyEventSchema]),
  amountCents: z.number().int().min(0).max(100_000_000),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

/** The header carrying the sandbox callback's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What a processed notification answers the provider. */
export const notificationResultSchema = z.object({
  /** The order's status after the notification. */
  orderStatus: z.string(),
  paymentStatus: z.string(),
});
export type NotificationResult = z.infer<typeof notificationResultSchema>;
