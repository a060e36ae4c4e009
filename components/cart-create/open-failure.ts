import { ResponseCode } from '@shop/product-api/contract/envelope';
import { BffError } from '@/lib/queries/bff-error';

type OpenFailureTexts = {
  /** Spec §8 code 42: no delivery to that address. */
  deliveryNotActive: string;
  /** 6007, with the chosen address's town already in it. */
  noStoreForCity: string;
  noHomeDelivery: string;
  noAvailability: string;
  /** Anything else: try again. */
  failed: string;
};

/**
 * Why a cart could not be opened or moved, by spec §8 code: the same words as the first-slot
 * outcomes where the code is one of theirs (a slot may have gone between lookup and click).
 */
export function openFailureText(error: unknown, texts: OpenFailureTexts): string {
  if (!(error instanceof BffError) || !error.refused) return texts.failed;
  switch (error.code) {
    case ResponseCode.DELIVERY_NOT_ACTIVE_FOR_ADDRESS:
      return texts.deliveryNotActive;
    case ResponseCode.NO_STORE_FOR_CITY:
      return texts.noStoreForCity;
    case ResponseCode.HOME_DELIVERY_NOT_ACTIVE_FOR_CITY:
      return texts.noHomeDelivery;
    case ResponseCode.NO_AVAILABILITY:
      return texts.noAvailability;
    default:
      return texts.failed;
  }
}
