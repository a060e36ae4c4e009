import { euroOf } from '../contract/money';
import type { Cart, CartFee, CartItem } from '../contract/cart';
import type { CartCoupon } from '../contract/coupons';
import { WATER_PACK_SURCHARGE_DESCRIPTION } from '../contract/cart-rules';
import { SHOP_RULES } from '../contract/shop-rules';
import type {
  CartPricing,
  LinePricing,
  PricedLineInput,
  PricedProduct,
  PricedPromotion,
} from './cart-pricing-types';

/**
 * From product columns to the rules' input, and from the rules' cents to the wire's euros (spec §3
 * Cart and CartItem). The cart service spreads these into its answer next to the product fields
 * (products/product-mapper.ts toProduct) and the cart's own fields (id, store, delivery ...).
 */

/**
 * The products columns the price rules read (is_bundle and promotion_quantity included): the
 * rules' product with its offer still in the table's promotion_* columns.
 */
export type PricingProductColumns = Omit<PricedProduct, 'promotion'> & {
  promotionType: string | null;
  promotionValue: number | null;
  promotionQuantity: number | null;
  promotionDescription: string | null;
};

const PROMOTION_TYPES: readonly PricedPromotion['type'][] = [
  'PERCENTAGE',
  'FIXED_PRICE',
  'UNKNOWN',
  'MULTI_BUY',
];

function promotionTypeOf(text: string): PricedPromotion['type'] {
  return PROMOTION_TYPES.find((type) => type === text) ?? 'UNKNOWN';
}

export function pricedProductOf(row: PricingProductColumns): PricedProduct {
  return {
    id: row.id,
    barcode: row.barcode,
    description: row.description,
    priceCents: row.priceCents,
    netPriceCents: row.netPriceCents,
    purchaseUm: row.purchaseUm,
    umStep: row.umStep,
    minWeight: row.minWeight,
    maxAmount: row.maxAmount,
    promotion:
      row.promotionType === null
        ? null
        : {
            type: promotionTypeOf(row.promotionType),
            value: row.promotionValue,
            quantity: row.promotionQuantity,
            description: row.promotionDescription ?? '',
          },
    isBundle: row.isBundle,
    available: row.available,
    depositUnits: row.depositUnits,
  };
}

/** The line's own fields of a CartItem; the product's fields come from toProduct. */
export type CartLineFields = Pick<
  CartItem,
  | 'amount'
  | 'weight'
  | 'rowPrice'
  | 'rowNetPrice'
  | 'promoNote'
  | 'cartItemRelatedProduct'
  | 'rowPriceWithCartItemRelated'
  | 'rowNetPriceWithCartItemRelated'
  | 'status'
  | 'rowDeposit'
>;

export function cartLineFieldsOf(line: PricedLineInput, pricing: LinePricing): CartLineFields {
  return {
    amount: line.amount,
    weight: pricing.weightGrams,
    rowPrice: euroOf(pricing.rowPriceCents),
    rowNetPrice: euroOf(pricing.rowNetPriceCents),
    promoNote: pricing.promoNote,
    cartItemRelatedProduct:
      pricing.surchargeAmount > 0
        ? {
            description: WATER_PACK_SURCHARGE_DESCRIPTION,
            price: euroOf(SHOP_RULES.waterPackSurchargeCents),
            amount: pricing.surchargeAmount,
            rowPrice: euroOf(pricing.surchargeCents),
          }
        : null,
    rowPriceWithCartItemRelated: euroOf(pricing.rowPriceCents + pricing.surchargeCents),
    rowNetPriceWithCartItemRelated: euroOf(pricing.rowNetPriceCents + pricing.surchargeCents),
    status: line.product.available ? 'ok' : 'danger',
    rowDeposit: euroOf(pricing.depositCents),
  };
}

/** The totals of a Cart; the cart's identity, store, delivery and payment come from the service. */
export type CartTotalsFields = Pick<
  Cart,
  | 'itemsCount'
  | 'netTotal'
  | 'total'
  | 'totalToPay'
  | 'preAuthorisedTotal'
  | 'minNetTotal'
  | 'missingForFreeDelivery'
  | 'giftAvailable'
  | 'bundleCount'
  | 'fees'
  | 'depositTotal'
>;

export function cartTotalsOf(pricing: CartPricing): CartTotalsFields {
  const fees: CartFee[] = pricing.fees.map((fee) => ({
    id: fee.id,
    description: fee.description,
    value: euroOf(fee.valueCents),
    maxCartNetTotal: euroOf(fee.maxCartNetTotalCents),
  }));
  return {
    itemsCount: pricing.itemsCount,
    netTotal: euroOf(pricing.netTotalCents),
    total: euroOf(pricing.totalCents),
    // Paid on delivery is the total; a card is pre-authorised for preAuthorisedTotal (spec §9).
    totalToPay: euroOf(pricing.totalCents),
    preAuthorisedTotal: euroOf(pricing.preAuthorisedCents),
    minNetTotal: euroOf(pricing.minNetTotalCents),
    missingForFreeDelivery:
      pricing.missingForFreeDeliveryCents === null ? null : euroOf(pricing.missingForFreeDeliveryCents),
    giftAvailable: pricing.giftAvailable,
    bundleCount: pricing.bundleCount,
    fees,
    depositTotal: euroOf(pricing.depositTotalCents),
  };
}

/** The coupons the pricing took off, as the cart answers them (README: Coupons and loyalty rewards). */
export function cartCouponsOf(pricing: CartPricing): CartCoupon[] {
  return pricing.coupons.map((coupon) => ({
    id: coupon.id,
    description: coupon.description,
    kind: coupon.kind,
    discount: euroOf(coupon.discountCents),
  }));
}
