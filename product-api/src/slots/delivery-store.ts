import { isAddressMode } from '../contract/cart-rules';
import type { DeliveryMode } from '../contract/catalogue';
import { ResponseCode, fail, ok, refuseFields, type Result } from '../contract/envelope';
import { RULE } from '../contract/profile-rules';
import type { Database } from '../db/client';
import { cityKey } from '../locations/city-lookup';
import { findDeliveryLocalities, findStoreIdsOnIsland } from './slots.repository';

/** Spec §8 code 6007: the message is followed by the city. */
export const noStoreForCity = <T>(city: string): Result<T> =>
  fail(ResponseCode.NO_STORE_FOR_CITY, `No store associated with the city ${city}`);

/**
 * Spec §8 code 2222 names home delivery; a parcel to the same town is refused in its own words
 * (issue 30), so the shopper who chose parcels is not told about a mode they did not choose.
 */
const notDeliveredToCity = <T>(mode: DeliveryMode): Result<T> =>
  mode === 'SHIPPED'
    ? fail(ResponseCode.HOME_DELIVERY_NOT_ACTIVE_FOR_CITY, 'Parcel delivery not active for the selected city')
    : fail(ResponseCode.HOME_DELIVERY_NOT_ACTIVE_FOR_CITY);

/**
 * The store that serves a delivery mode (issue 13 design). Home delivery and shipping come from
 * the store of the customer's island that offers the mode: an unknown city, or an island without
 * such a store, is 6007; a city the shop does not deliver to is 2222. With `storeId` (the call's
 * store segment) that store must be the one serving the city. Pick-up is at the store given, or
 * without one at the city's island store offering it.
 */
export async function storeForDelivery(
  db: Database,
  mode: DeliveryMode,
  place: { storeId?: number | undefined; city?: string | undefined },
): Promise<Result<number>> {
  const addressMode = isAddressMode(mode);
  if (!addressMode && place.storeId !== undefined) return ok(place.storeId);
  if (place.city === undefined) return refuseFields([{ path: 'query.city', message: RULE.required }]);

  const key = cityKey(place.city);
  const locality = (await findDeliveryLocalities(db)).find((l) => cityKey(l.name) === key);
  if (!locality) return noStoreForCity(place.city);
  if (addressMode && !locality.homeDelivery) return notDeliveredToCity(mode);

  const storeIds = await findStoreIdsOnIsland(db, locality.stateId, mode);
  const storeId = place.storeId ?? storeIds[0];
  if (storeId === undefined || !storeIds.includes(storeId)) return noStoreForCity(locality.name);
  return ok(storeId);
}
