import { findShippingAddress } from '../addresses/addresses.repository';
import type { DeliveryMode } from '../contract/catalogue';
import { fail, ok, refuseFields, ResponseCode, type Result } from '../contract/envelope';
import { RULE } from '../contract/profile-rules';
import type { Database } from '../db/client';
import { isAddressMode } from '../contract/cart-rules';
import { storeForDelivery } from '../slots/delivery-store';
import { addressNotFound } from './cart-refusals';
import { findDeliveryMode, findStoreModes } from './carts.repository';

/** Where a cart's goods go: its store, and for home delivery and shipping the address. */
export type CartPlace = {
  storeId: number;
  deliveryMode: DeliveryMode;
  addressId: number | null;
  addressDescription: string | null;
  addressCity: string | null;
};

export type PlaceRequest = { deliveryMode: DeliveryMode; storeId?: number; addressId?: number };

export const MODE_NOT_ACTIVE_MESSAGE = 'This delivery mode is not currently active';
export const STORE_WITHOUT_MODE_MESSAGE = 'The store does not offer this delivery mode';

/** 'Triq il-Kbira 12, Birkirkara': the address as the cart and the order show it. */
const addressText = (a: { address: string; streetNumber: string; city: string }) =>
  `${[a.address, a.streetNumber].filter((part) => part.trim() !== '').join(' ')}, ${a.city}`;

/**
 * The store and address of a cart for a mode (spec §2 cart creation). Pick-up modes need a store
 * that offers the mode (stores.delivery_modes); home delivery and shipping need one of the
 * caller's shipping addresses (another's is 'Address not found'), and the store serving its city
 * follows from it: 42 when the shop does not deliver to the city, 6007 when no store serves it.
 * A mode the shop has switched off (delivery_modes.active) is 4000.
 */
export async function placeOf(
  db: Database,
  userId: number,
  request: PlaceRequest,
): Promise<Result<CartPlace>> {
  const mode = await findDeliveryMode(db, request.deliveryMode);
  if (!mode?.active) return fail(ResponseCode.GENERIC_ERROR, MODE_NOT_ACTIVE_MESSAGE);

  if (!isAddressMode(request.deliveryMode)) {
    if (request.storeId === undefined)
      return refuseFields([{ path: 'body.storeId', message: RULE.required }]);
    const modes = await findStoreModes(db, request.storeId);
    if (!modes?.includes(request.deliveryMode))
      return fail(ResponseCode.GENERIC_ERROR, STORE_WITHOUT_MODE_MESSAGE);
    return ok({
      storeId: request.storeId,
      deliveryMode: request.deliveryMode,
      addressId: null,
      addressDescription: null,
      addressCity: null,
    });
  }

  if (request.addressId === undefined)
    return refuseFields([{ path: 'body.addressId', message: RULE.required }]);
  const address = await findShippingAddress(db, userId, request.addressId);
  if (!address) return addressNotFound();
  const store = await storeForDelivery(db, request.deliveryMode, { city: address.city });
  // The slot calls answer 2222 for a city without home delivery; opening a cart answers 42 (spec §8).
  if (!store.ok && store.code === ResponseCode.HOME_DELIVERY_NOT_ACTIVE_FOR_CITY) {
    return fail(ResponseCode.DELIVERY_NOT_ACTIVE_FOR_ADDRESS);
  }
  if (!store.ok) return store;
  return ok({
    storeId: store.data,
    deliveryMode: request.deliveryMode,
    addressId: address.id,
    addressDescription: addressText(address),
    addressCity: address.city,
  });
}
