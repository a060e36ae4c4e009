import { WATER_PACK_TAG } from '../contract/cart-rules';
import { SHOP_RULES } from '../contract/shop-rules';

/**
 * Water packs (the spec's bundles): limited per order. One tag marks them in the demo seed and in
 * a catalogue file alike, and the order's limit (SHOP_RULES) caps their own maximum amount, so the
 * product's stepper never offers more than an order may hold.
 */
export { WATER_PACK_TAG } from '../contract/cart-rules';

export const isWaterPackTagged = (tags: readonly string[]): boolean => tags.includes(WATER_PACK_TAG);

/** A water pack's maximum amount: its own limit when lower, else the most packs an order may hold. */
export function waterPackMaxAmount(maxAmount: number | null): number {
  return Math.min(maxAmount ?? SHOP_RULES.maxWaterPacksPerOrder, SHOP_RULES.maxWaterPacksPerOrder);
}
