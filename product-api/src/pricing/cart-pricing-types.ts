import type { DeliveryMode } from '../contract/catalogue';

/**
 * What the cart's price rules (cart-pricing.ts) read and answer, in cents and kilograms. Kept
 * apart so the cart service and the rules can be written and tested side by side.
 */

/** The offer of a product as the products table keeps it (promotion_* columns). */
export type PricedPromotion = {
  type: 'PERCENTAGE' | 'FIXED_PRICE' | 'UNKNOWN' | 'MULTI_BUY';
  /** MULTI_BUY: the price of `quantity` items in euro (1.5 for '2 for €1.50'). */
  value: number | null;
  quantity: number | null;
  description: string;
};

export type PricedProduct = {
  id: number;
  barcode: string;
  description: string;
  priceCents: number;
  netPriceCents: number;
  purchaseUm: string;
  umStep: number;
  minWeight: number | null;
  maxAmount: number | null;
  promotion: PricedPromotion | null;
  isBundle: boolean;
  available: boolean;
  /** Single-use drink containers a piece holds, each with the BCRS deposit (a six-pack: 6). */
  depositUnits: number;
};

export type PricedLineInput = { product: PricedProduct; amount: number };

/**
 * A coupon the customer activated, as the pricing reads it (README: Coupons and loyalty rewards):
 * VOUCHER and DISCOUNT take valueCents off, WATER one water pack's price.
 */
export type PricedCoupon = {
  id: number;
  kind: 'VOUCHER' | 'WATER' | 'DISCOUNT';
  valueCents: number;
  /** In the customer's language. */
  description: string;
};

/** A coupon the pricing took off this cart, and how much. */
export type AppliedCoupon = PricedCoupon & { discountCents: number };

export type CartPricingInput = {
  lines: PricedLineInput[];
  deliveryMode: DeliveryMode;
  /** The mode's minimum net total (delivery_modes.min_net_total_cents). */
  minNetTotalCents: number;
  /** The customer's activated coupons, in the order they are used (none when absent). */
  coupons?: readonly PricedCoupon[];
};

export type LinePricing = {
  /** amount × list price, and what the customer pays (offers applied), rounded to the cent. */
  rowPriceCents: number;
  rowNetPriceCents: number;
  /**
   * The multi-buy offer's words ('2 for €1.50') on every line of a product with a multi-buy offer,
   * from the first item (one more saves), else null.
   */
  promoNote: string | null;
  /** Water packs above the free ones on this line, and their surcharge (the related product). */
  surchargeAmount: number;
  surchargeCents: number;
  /** Approximate weight in grams of a weighed line (spec §9); null for pieces. */
  weightGrams: number | null;
  /** The BCRS deposit of the line's containers, outside every offer (deposit.ts). */
  depositCents: number;
};

export type CartFeeCents = {
  id: 'DELIVERY';
  description: string;
  valueCents: number;
  /** The fee applies while the net total is below this. */
  maxCartNetTotalCents: number;
};

/** Lines of unavailable products are priced for display but count in no total, count or threshold. */
export type CartPricing = {
  lines: LinePricing[];
  itemsCount: number;
  bundleCount: number;
  waterPackSurchargeTotalCents: number;
  /** Goods after offers plus the surcharge. */
  netTotalCents: number;
  fees: CartFeeCents[];
  /** The coupons taken off, at most the net total, so the total never goes below the fees. */
  coupons: AppliedCoupon[];
  /** The BCRS deposit of the available lines: its own line, never discounted, paid with the total. */
  depositTotalCents: number;
  /** netTotal plus fees plus the deposit, less the coupons. */
  totalCents: number;
  /** total plus 10 % of the weighed lines (spec §9 card pre-authorisation). */
  preAuthorisedCents: number;
  minNetTotalCents: number;
  minimumMet: boolean;
  missingForFreeDeliveryCents: number | null;
  giftAvailable: boolean;
};
