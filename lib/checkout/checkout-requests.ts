import { cartSchema, deliveryModeConfigurationSchema } from '@shop/product-api/contract/cart';
import type { CartItem, paymentMethodTypeSchema } from '@shop/product-api/contract/cart';
import type { Language } from '@shop/product-api/contract/catalogue';
import {
  type FreezeRequest,
  type Order,
  freezeResponseSchema,
  orderSchema,
} from '@shop/product-api/contract/checkout';
import { ResponseCode, envelopeSchema } from '@shop/product-api/contract/envelope';
import {
  type DaySlot,
  type SlotHold,
  type TimeSlot,
  daySlotSchema,
  slotHoldSchema,
  timeSlotSchema,
} from '@shop/product-api/contract/slots';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch, pageLanguageHeader } from '@/lib/queries/bff-fetch';
import { announceCartClosed } from '@/lib/cart/cart-signal';
import {
  SESSION_ENDED_HEADER,
  SESSION_ENDED_VALUE,
  announceSessionEnded,
} from '@/lib/queries/session-signal';

/**
 * The checkout's calls of spec §7 through the BFF (lib/bff/allow-list.ts): the cart's days and
 * time slots, the slot hold, the payment methods of the mode, the order placement, the order and
 * the online payment's address. Loaded on demand (it brings zod), from query and mutation
 * functions only (lib/checkout/checkout.ts).
 */

async function checkoutCall<T extends z.ZodType>(
  path: string,
  schema: T,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
): Promise<z.infer<T>> {
  try {
    const data = await bffFetch(path, schema, init);
    if (data === undefined) throw new BffError(500, `${path} answered without data`);
    return data;
  } catch (error) {
    // Spec §8 4008: the cart went to a shopping list at the end of the day; one dialog says so.
    if (error instanceof BffError && error.refused && error.code === ResponseCode.CART_CLOSED) {
      announceCartClosed();
    }
    throw error;
  }
}

/** GET /slots/{cartId}/days: the 10 days of the look-ahead and whether each has a free slot. */
export async function fetchSlotDays(cartId: number): Promise<DaySlot[]> {
  return checkoutCall(`/ecommerce/slots/${cartId}/days`, z.array(daySlotSchema));
}

/** GET /slots/{cartId}?weekDay=: the slots of that week day (it falls once or twice in 10 days). */
export async function fetchTimeSlots(cartId: number, weekDay: number): Promise<TimeSlot[]> {
  return checkoutCall(`/ecommerce/slots/${cartId}?weekDay=${weekDay}`, z.array(timeSlotSchema));
}

/** POST /slots/hold: keeps the slot for the cart while the customer checks out (4028 when full). */
export async function holdSlot(cartId: number, timeSlotId: number): Promise<SlotHold> {
  const body = JSON.stringify({ cartId, timeSlotId });
  return checkoutCall('/ecommerce/slots/hold', slotHoldSchema, { method: 'POST', body });
}

export type PaymentMethod = z.infer<typeof paymentMethodTypeSchema>;

/** GET /configuration/deliveryMode/{mode}: the payment methods the mode allows. */
export async function fetchDeliveryModeConfiguration(mode: string) {
  return checkoutCall(`/ecommerce/configuration/deliveryMode/${mode}`, deliveryModeConfigurationSchema);
}

/** GET /orders/{id}/fetch: the order the confirm step shows. */
export async function fetchOrder(orderId: number): Promise<Order> {
  return checkoutCall(`/ecommerce/orders/${orderId}/fetch`, orderSchema);
}

/** The provider segment of GET /cli/pay/{provider}/authorize for an online payment method. */
const PROVIDER_OF: Partial<Record<PaymentMethod, string>> = { APCOPAY: 'apcopay', STRIPE: 'stripe' };

/**
 * GET /cli/pay/{provider}/authorize?orderId=&lang=: the address of the provider's payment page,
 * which sends the shopper back to the confirm page in the language they pay in (no lang: English).
 */
export async function authorizePayment(
  orderId: number,
  method: PaymentMethod,
  language: Language,
): Promise<string> {
  const provider = PROVIDER_OF[method] ?? 'apcopay';
  const lang = language === 'en' ? '' : `&lang=${language}`;
  return checkoutCall(`/pay/${provider}/authorize?orderId=${orderId}${lang}`, z.string().min(1));
}

export type PlacedOrder =
  | { outcome: 'placed'; order: Order }
  | { outcome: 'changed'; updatedItems: CartItem[]; removedItems: CartItem[] };

const freezeAnswerSchema = envelopeSchema(z.unknown()).extend({ errorMessage: z.string().optional() });
const changedCartSchema = cartSchema.pick({ updatedItems: true, removedItems: true });

/**
 * POST /cart/freeze with the attempt's Idempotency-Key, so a retried submit answers the first
 * one's order. Code 4105 carries the changed lines in data, which bffFetch (it throws on every
 * non-zero code) would drop, hence the call of its own; any other refusal is a BffError with its
 * spec §8 code (4028, 4029 send the shopper back to the slots).
 */
export async function placeOrder(request: FreezeRequest, idempotencyKey: string): Promise<PlacedOrder> {
  const response = await fetch(`${BASE_PATH}/api/ecommerce/cart/freeze`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      ...pageLanguageHeader(),
    },
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (response.headers.get(SESSION_ENDED_HEADER) === SESSION_ENDED_VALUE) announceSessionEnded();
  const parsed = freezeAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new BffError(response.status, 'unexpected response from the order placement');
  const { responseCode, data, errorMessage } = parsed.data;
  if (responseCode === ResponseCode.OK) {
    const placed = freezeResponseSchema.safeParse(data);
    if (!placed.success) throw new BffError(response.status, 'unexpected order from the order placement');
    return { outcome: 'placed', order: placed.data.order };
  }
  if (responseCode === ResponseCode.ITEMS_CHANGED) {
    const changed = changedCartSchema.safeParse(data);
    const lists = changed.success ? changed.data : {};
    return {
      outcome: 'changed',
      updatedItems: lists.updatedItems ?? [],
      removedItems: lists.removedItems ?? [],
    };
  }
  if (responseCode === ResponseCode.CART_CLOSED) announceCartClosed();
  // A 502 or 504 of the BFF says nothing of whether the API placed the order: not an answer, so
  // the retry keeps its Idempotency-Key (components/checkout/idempotency-key.ts).
  const answered = response.status < 500;
  throw new BffError(responseCode, errorMessage ?? 'order placement failed', answered, response.status);
}
