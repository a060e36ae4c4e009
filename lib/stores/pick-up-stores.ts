import { isAddressMode } from '@shop/product-api/contract/cart-rules';
import type { DeliveryOption } from '@shop/product-api/contract/catalogue';

/**
 * The stores where a shopper can collect an order, from GET /cli/ecommerce/deliveries (a pick-up
 * mode once per store offering it): each store once, whatever pick-up modes it offers, by name.
 * The store locator lists shops without pick-up too, so pages never count its list (issue 30).
 */
export function pickUpStoreNames(options: readonly DeliveryOption[]): string[] {
  const names = new Map<number, string>();
  for (const option of options) {
    if (!isAddressMode(option.deliveryMode) && option.storeId !== null && option.storeDescription !== null) {
      names.set(option.storeId, option.storeDescription);
    }
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}
