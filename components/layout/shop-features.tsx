'use client';

import { type ReactNode, createContext, useContext } from 'react';
import type { ShopFeatures } from '@/lib/shop-config';

/** Spec §9 defaults: lists on, payments off, cart update on (a test or story without the provider gets these). */
const DEFAULT_FEATURES: ShopFeatures = { smartlists: true, payments: false, cartUpdate: true };

const ShopFeaturesContext = createContext<ShopFeatures>(DEFAULT_FEATURES);

/**
 * The feature flags of the configuration, handed down by the layout: every shopper gets the same
 * ones, so cached pages can carry them.
 */
export function ShopFeaturesProvider({
  features,
  children,
}: {
  features: ShopFeatures;
  children: ReactNode;
}) {
  return <ShopFeaturesContext.Provider value={features}>{children}</ShopFeaturesContext.Provider>;
}

export const useShopFeatures = (): ShopFeatures => useContext(ShopFeaturesContext);
