import { CART_RULES } from '../contract/cart';

/**
 * Bundles (spec §1): packs of water, limited per order. One tag marks them in the demo seed and in
 * a catalogue file alike, and the cart's limit (CART_RULES) caps their own maximum amount, so the
 * product's stepper never offers more than an order may hold.
 */
export const BUNDLE_TAG = 'water-pack';

export const isBundleTagged = (tags: readonly string[]): boolean => tags.includes(BUNDLE_TAG);

/** A bundle's maximum amount: its own limit when lower, else the most packs an order may hold. */
export function bundleMaxAmount(maxAmount: number | null): number {
  return Math.min(maxAmount ?? CART_RULES.maxBundlesPerOrder, CART_RULES.maxBundlesPerOrder);
}
