import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import { isAddressMode } from '@shop/product-api/contract/cart-rules';

/**
 * Spec §2: the modes where the shopper collects the order at a store (in the store, at the drive)
 * rather than having it brought: such a cart names its store, and is paid there, not 'on delivery'.
 */
export const isPickUpMode = (mode: DeliveryMode): boolean => !isAddressMode(mode);

/** Cash and card 'on delivery' are paid at the store when nothing is delivered (issue 30). */
export const paidAtTheStore = (mode: DeliveryMode, method: string): method is 'CASH' | 'BANCOMAT' =>
  isPickUpMode(mode) && (method === 'CASH' || method === 'BANCOMAT');
