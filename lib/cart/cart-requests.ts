import {
  type Cart,
  type CartStoreResponse,
  cartSchema,
  cartStoreResponseSchema,
} from '@shop/product-api/contract/cart';
import { ResponseCode, envelopeSchema } from '@shop/product-api/contract/envelope';
import { type FirstSlot, firstSlotSchema } from '@shop/product-api/contract/slots';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';
import { announceCartClosed, isCartClosed } from './cart-signal';
import {
  SESSION_ENDED_HEADER,
  SESSION_ENDED_VALUE,
  announceSessionEnded,
} from '@/lib/queries/session-signal';

/**
 * The cart calls of spec §7 (under /cli/ecommerce) through the BFF with the session's token.
 * Loaded on demand (it brings zod): lib/cart/cart.ts imports it inside query and mutation
 * functions only. A 4008 answer (the cart went to a shopping list at the end of the day) is
 * announced from here, whichever call met it, so the Warning dialog shows once (spec §8).
 */

async function cartCall<T extends z.ZodType>(
  path: string,
  schema: T,
  init?: { method: string; body: string },
): Promise<z.infer<T> | undefined> {
  try {
    return await bffFetch(`/ecommerce/${path}`, schema, init);
  } catch (error) {
    if (isCartClosed(error)) announceCartClosed();
    throw error;
  }
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

function required<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new BffError(500, `${what} answered without data`);
  return data;
}

/** GET /cart/current: the latest selected open cart; null when there is none (or it was just moved). */
export async function fetchCurrentCart(): Promise<Cart | null> {
  try {
    return (await cartCall('cart/current', cartSchema.nullable())) ?? null;
  } catch (error) {
    // Said once after the end-of-day move; the dialog tells the shopper, and there is no cart.
    if (isCartClosed(error)) return null;
    throw error;
  }
}

/** POST /cart/store: sets the line of `barcode` to an absolute amount (pieces) or weight (kg). */
export async function storeCartLine(input: {
  cartId: number;
  barcode: string;
  quantity: { amount: number } | { weight: number };
}): Promise<CartStoreResponse> {
  const body = { cartId: input.cartId, barcode: input.barcode, ...input.quantity, preview: false };
  return required(await cartCall('cart/store', cartStoreResponseSchema, post(body)), 'cart store');
}

/** POST /cart/delete: removes the line of `barcode`; answers the cart. */
export async function deleteCartLine(input: { cartId: number; barcode: string }): Promise<Cart> {
  const body = { ...input, preview: false };
  return required(await cartCall('cart/delete', cartSchema, post(body)), 'cart line delete');
}

/**
 * POST /cart/line/preferences: whether the picker may replace the line's product with a similar
 * one, and the note for the picker; answers the cart.
 */
export async function saveLinePreferences(input: {
  cartId: number;
  barcode: string;
  replace: boolean;
  note: string;
}): Promise<Cart> {
  return required(await cartCall('cart/line/preferences', cartSchema, post(input)), 'cart line preferences');
}

/** POST /cart/abort {cartId}: deletes the cart (and releases its slot hold). */
export async function abortCart(cartId: number): Promise<void> {
  await cartCall('cart/abort', z.unknown(), post({ cartId }));
}

/** GET /slots/first/available: the first free slot of the current cart's store and mode. */
export async function fetchFirstSlot(): Promise<FirstSlot | null> {
  return (await cartCall('slots/first/available', firstSlotSchema.nullable())) ?? null;
}

export type PriceCheck =
  { outcome: 'unchanged' } | { outcome: 'changed'; updatedItems: Cart['items']; removedItems: Cart['items'] };

const priceCheckSchema = envelopeSchema(cartSchema.partial()).extend({ errorMessage: z.string().optional() });

/**
 * POST /cart/freeze/check (spec §4 checkout from cart): code 0 when nothing changed; 4105 carries
 * the lines whose price changed and those no longer available in data, which bffFetch (it throws
 * on every non-zero code) would drop, hence the call of its own.
 */
export async function checkCartPrices(cartId: number): Promise<PriceCheck> {
  const response = await fetch(`${BASE_PATH}/api/ecommerce/cart/freeze/check`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ cartId, preview: false }),
    credentials: 'same-origin',
  });
  if (response.headers.get(SESSION_ENDED_HEADER) === SESSION_ENDED_VALUE) announceSessionEnded();
  const parsed = priceCheckSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new BffError(response.status, 'unexpected response from the price check');
  const { responseCode, data, errorMessage } = parsed.data;
  if (responseCode === ResponseCode.OK) return { outcome: 'unchanged' };
  if (responseCode === ResponseCode.ITEMS_CHANGED) {
    return {
      outcome: 'changed',
      updatedItems: data?.updatedItems ?? [],
      removedItems: data?.removedItems ?? [],
    };
  }
  if (responseCode === ResponseCode.CART_CLOSED) announceCartClosed();
  throw new BffError(responseCode, errorMessage ?? 'price check failed', true, response.status);
}
