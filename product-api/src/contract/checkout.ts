import { z } from 'zod';
import { cartSchema, paymentMethodTypeSchema } from './cart';
import { databaseIdSchema } from './database-id';
import { notesSchema } from './notes';
import { RULE, emailSchema, personNameSchema, requiredPhoneDigits, requiredText } from './profile-rules';

/**
 * Checkout and order placement (spec §2 checkout, §3 checkout state, §5 checkout rules, §7 POST
 * /cart/freeze). Shared by the checkout's data step and the API.
 */

/** Order statuses of spec §4. */
export const orderStatusSchema = z.enum([
  'ISSUING_RECEIPT',
  'CANCELLED',
  'ABORTED',
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'COLLECTED',
  'NOT_COLLECTED',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'DELIVERED',
  'REFUSED',
  'PAYMENT_PENDING',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Online payment methods: the order waits in PAYMENT_PENDING until the provider confirms. */
export const ONLINE_PAYMENT_METHODS = ['APCOPAY', 'STRIPE'] as const;

export const isOnlinePaymentMethod = (method: string): boolean =>
  ONLINE_PAYMENT_METHODS.some((online) => online === method);

/**
 * POST /cli/ecommerce/cart/freeze (spec §7). The product-replacement box is required (spec §5);
 * with invoice the billing address must be complete (4037 when missing). An Idempotency-Key
 * header makes a repeated request answer the first one's order.
 */
export const freezeRequestSchema = z
  .object({
    cartId: databaseIdSchema,
    profileEmail: emailSchema,
    profileMobilePhone: requiredPhoneDigits(20),
    profileMobilePhonePrefix: requiredText(4).regex(/^\d{1,4}$/, RULE.invalidPrefix),
    firstName: personNameSchema,
    lastName: personNameSchema,
    timeSlotId: databaseIdSchema,
    paymentMode: paymentMethodTypeSchema,
    notes: notesSchema,
    invoice: z.boolean().default(false),
    billingAddressId: databaseIdSchema.optional(),
    enableProductsReplacement: z.literal(true, RULE.required),
    clientWeb: z.boolean().default(true),
    gift: z.boolean().default(false),
  })
  .refine((body) => !body.invoice || body.billingAddressId !== undefined, {
    message: RULE.required,
    path: ['billingAddressId'],
  });
export type FreezeRequest = z.infer<typeof freezeRequestSchema>;

/** Idempotency-Key header: a client-made unique text (a UUID), 8 to 100 safe characters. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _');

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  status: orderStatusSchema,
  deliveryDate: z.string(),
  timeSlot: z.object({ validFrom: z.string(), validTo: z.string() }),
  paymentMode: paymentMethodTypeSchema,
  /** The cart as it was frozen: lines, prices and totals of the order. */
  cart: cartSchema,
  /** When an unpaid online payment is aborted (ISO 8601), null otherwise. */
  payBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Answer of POST /cart/freeze: the placed order (online payments then call GET /cli/pay/{provider}/authorize). */
export const freezeResponseSchema = z.object({ order: orderSchema });
export type FreezeResponse = z.infer<typeof freezeResponseSchema>;

/** GET /cli/ecommerce/orders/{id}/fetch (spec §7). */
export const orderIdParamsSchema = z.object({ id: databaseIdSchema });

/**
 * Spec §5: an invoice needs these billing fields; with any of them empty the checkout says
 * 'incompleteBillingAddress' and submits nothing (the API answers 4037 for such an address). The
 * province (county) is an Italian field: only an Italian address needs it (issue 29 item 7).
 */
export const INVOICE_BILLING_FIELDS = [
  'vatCode',
  'companyName',
  'address',
  'streetNumber',
  'zip',
  'city',
  'county',
  'phone',
] as const;

export function isCompleteForInvoice(
  address: Readonly<Record<(typeof INVOICE_BILLING_FIELDS)[number] | 'nation', string>>,
): boolean {
  return INVOICE_BILLING_FIELDS.every(
    (field) => (field === 'county' && address.nation !== 'IT') || address[field].trim().length > 0,
  );
}
