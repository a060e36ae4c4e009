import {
  type Cart,
  type CartOpenRequest,
  cartMoveResponseSchema,
  cartSchema,
} from '@shop/product-api/contract/cart';
import { type DeliveryOption, deliveryOptionSchema } from '@shop/product-api/contract/catalogue';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { firstSlotSchema } from '@shop/product-api/contract/slots';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';
import type { ChosenDelivery, FirstSlotOutcome, NoSlotReason, SlotPlace } from './cart-choice-types';

/**
 * Calls of cart creation and move (spec §7, under /cli/ecommerce) through the BFF. Loaded on
 * demand (it brings zod): cart-choice.ts imports it inside query functions, the screens inside
 * mutation functions.
 */

/** Spec §9: the web shop's terminal type and id. */
const WEB_TERMINAL = { terminalType: 'WEB', terminalId: '01' } as const;

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

function required<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new BffError(500, `${what} answered without data`);
  return data;
}

export async function fetchDeliveryOptions(): Promise<DeliveryOption[]> {
  return (await bffFetch('/ecommerce/deliveries', z.array(deliveryOptionSchema))) ?? [];
}

const NO_SLOT_REASONS: ReadonlyMap<number, NoSlotReason> = new Map([
  [ResponseCode.USER_NOT_FOUND, 'noAvailability'],
  [ResponseCode.NO_AVAILABILITY, 'noAvailability'],
  [ResponseCode.NO_STORE_FOR_CITY, 'noStoreForCity'],
  [ResponseCode.HOME_DELIVERY_NOT_ACTIVE_FOR_CITY, 'noHomeDelivery'],
]);

/**
 * GET stores/{storeId}/delivery/{mode}/slots/first/available for a store's pick-up, or
 * delivery/{mode}/slots/first/available?city= for delivery to a town (the store follows from it).
 * The codes of spec §7 that mean 'no slot here' are an outcome, not a failure.
 */
export async function fetchFirstSlotOf(place: SlotPlace): Promise<FirstSlotOutcome> {
  const query = new URLSearchParams({ tid: WEB_TERMINAL.terminalId });
  if (place.city !== null) query.set('city', place.city);
  const store = place.storeId === null ? '' : `stores/${place.storeId}/`;
  const path = `/ecommerce/${store}delivery/${place.deliveryMode}/slots/first/available?${query}`;
  try {
    const slot = await bffFetch(path, firstSlotSchema.nullable());
    return slot ? { kind: 'slot', slot } : { kind: 'none', reason: 'noAvailability' };
  } catch (error) {
    const reason = error instanceof BffError && error.refused ? NO_SLOT_REASONS.get(error.code) : undefined;
    if (reason) return { kind: 'none', reason };
    throw error;
  }
}

/** POST /cart/open: opens (or, for the same choice, answers again) the cart and makes it current. */
export async function openCart(choice: ChosenDelivery): Promise<Cart> {
  const body: CartOpenRequest = {
    deliveryMode: choice.deliveryMode,
    ...(choice.storeId === null ? {} : { storeId: choice.storeId }),
    ...(choice.addressId === null ? {} : { addressId: choice.addressId }),
    ...WEB_TERMINAL,
  };
  return required(await bffFetch('/ecommerce/cart/open', cartSchema, post(body)), 'cart open');
}

export async function fetchOpenCarts(): Promise<Cart[]> {
  return (await bffFetch('/ecommerce/carts/open', z.array(cartSchema))) ?? [];
}

/** POST /cart/select: makes an open cart the current one. */
export async function selectCart(cartId: number): Promise<Cart | null> {
  return (await bffFetch('/ecommerce/cart/select', cartSchema.nullable(), post({ cartId }))) ?? null;
}

export type CartMove = z.infer<typeof cartMoveResponseSchema>;

/** POST /cart/move: the cart's lines into a cart of another mode, store or address. */
export async function moveCart(cartId: number, choice: ChosenDelivery): Promise<CartMove> {
  const body = {
    cartId,
    deliveryMode: choice.deliveryMode,
    ...(choice.storeId === null ? {} : { storeId: choice.storeId }),
    ...(choice.addressId === null ? {} : { addressId: choice.addressId }),
  };
  return required(await bffFetch('/ecommerce/cart/move', cartMoveResponseSchema, post(body)), 'cart move');
}
