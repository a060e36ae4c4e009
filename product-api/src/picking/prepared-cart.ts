import type { LineProductRow } from '../carts/carts.repository';
import type { CartItem, Cart } from '../contract/cart';
import { centsOf, euroOf } from '../contract/money';
import type { PreparedCart, PreparedCartLine } from '../contract/orders';
import { isPieces } from '../contract/quantity';
import { priceCart } from '../pricing/cart-pricing';
import type { PricedCoupon, PricedLineInput, PricedProduct } from '../pricing/cart-pricing-types';
import { cartCouponsOf, cartLineFieldsOf, cartTotalsOf, pricedProductOf } from '../pricing/cart-pricing-wire';
import { priceLineGoods } from '../pricing/line-pricing';
import { toProduct } from '../products/product-mapper';
import type { PickLineRow } from './picking.repository';

/**
 * The prepared cart of 'picking done' (docs/order-lifecycle.md: Picking): what was picked, priced
 * by the cart's own pricing code (pricing/cart-pricing.ts: fees, multi-buy, water packs, gift,
 * minimum), so the final total follows the very rules the customer's cart showed. Pure.
 *
 * - the ordered products keep the prices of the order (the frozen cart), at the picked amount or
 *   the scale's weight;
 * - a line not supplied stays with amount 0 and status danger, counted in no total, so the
 *   customer sees it struck through; a substituted line's ordered product too;
 * - the coupons the order claimed come off again, on what was picked;
 * - a substitute is a line of its own, right after the product it replaces, charged at the lower
 *   of its own price and the ordered product's.
 */

type Entry = { input: PricedLineInput; fields: Omit<CartItem, keyof ReturnType<typeof cartLineFieldsOf>> };

/** The ordered product as the rules price it: the order's prices, today's water-pack flag. */
function orderedProductOf(item: CartItem, isBundle: boolean, available: boolean): PricedProduct {
  const promotion = item.promotions[0];
  return pricedProductOf({
    id: item.id,
    barcode: item.barcode,
    description: item.description,
    priceCents: centsOf(item.price),
    netPriceCents: centsOf(item.netPrice),
    purchaseUm: item.purchaseUm,
    umStep: item.umStep,
    minWeight: item.minWeight,
    maxAmount: item.maxAmount,
    promotionType: promotion?.valueType ?? null,
    promotionValue: promotion?.value ?? null,
    promotionQuantity: promotion?.quantity ?? null,
    promotionDescription: promotion?.description ?? null,
    isBundle,
    available,
    // The order's containers, as frozen: a later change of the product's data changes no order.
    depositUnits: item.depositUnits,
  });
}

/**
 * The substitute's pricing: its own, or the ordered product's (price and offer) when that makes
 * the line cheaper. Sold differently (one by the piece, the other by weight), unit prices do not
 * compare: the line then costs at most what the ordered line would have cost as ordered.
 */
export function substitutePricingOf(
  substitute: PricedProduct,
  ordered: PricedProduct,
  amounts: { substitute: number; ordered: number },
): PricedProduct {
  const own = priceLineGoods(substitute, amounts.substitute).rowNetPriceCents;
  if (isPieces(substitute) === isPieces(ordered)) {
    const asOrdered: PricedProduct = {
      ...substitute,
      priceCents: ordered.priceCents,
      netPriceCents: ordered.netPriceCents,
      promotion: ordered.promotion,
    };
    return priceLineGoods(asOrdered, amounts.substitute).rowNetPriceCents < own ? asOrdered : substitute;
  }
  const cap = priceLineGoods(ordered, amounts.ordered).rowNetPriceCents;
  if (own <= cap) return substitute;
  // The unit price that keeps the line within the cap (per piece, or per kg from the grams).
  const units = isPieces(substitute) ? amounts.substitute : Math.round(amounts.substitute * 1000) / 1000;
  const unitCents = Math.floor(cap / units);
  return { ...substitute, priceCents: unitCents, netPriceCents: unitCents, promotion: null };
}

/** The wire fields of a substitute's product, at the price it is charged. */
function substituteFieldsOf(row: LineProductRow, priced: PricedProduct): Entry['fields'] {
  // Named as the staff member picking reads it, in English.
  const product = toProduct(row, 'en');
  const offer = priced.promotion;
  return {
    ...product,
    price: euroOf(priced.priceCents),
    netPrice: euroOf(priced.netPriceCents),
    promotions: offer
      ? [
          {
            valueType: offer.type,
            value: offer.value,
            quantity: offer.quantity,
            description: offer.description,
          },
        ]
      : [],
    replace: false,
    note: '',
  };
}

/**
 * A coupon the order claimed, priced again on what was picked: a voucher or discount at most what
 * it took off the order, a free water pack on a pack actually picked.
 */
const orderedCouponOf = (coupon: Cart['coupons'][number]): PricedCoupon => ({
  id: coupon.id,
  kind: coupon.kind,
  description: coupon.description,
  valueCents: coupon.kind === 'WATER' ? 0 : centsOf(coupon.discount),
});

export type PreparedInput = {
  frozen: Cart;
  lines: ReadonlyMap<string, PickLineRow>;
  /** Today's rows of the ordered products and of the substitutes, by barcode. */
  products: ReadonlyMap<string, LineProductRow>;
};

export function preparedCartOf(input: PreparedInput): { cart: PreparedCart; totalCents: number } {
  const entries: (Entry & { substituteFor: string | null })[] = [];
  for (const item of input.frozen.items) {
    const line = input.lines.get(item.barcode);
    const isBundle = input.products.get(item.barcode)?.isBundle ?? false;
    const picked = line?.state === 'picked' ? (line.pickedAmount ?? 0) : 0;
    const ordered = orderedProductOf(item, isBundle, picked > 0);
    const { replace, note } = item;
    entries.push({
      input: { product: ordered, amount: picked },
      fields: { ...item, replace, note },
      substituteFor: null,
    });

    const substituteRow = line?.substituteBarcode ? input.products.get(line.substituteBarcode) : undefined;
    if (line?.state === 'substituted' && substituteRow && line.substituteAmount) {
      const amount = line.substituteAmount;
      const priced = substitutePricingOf(
        { ...pricedProductOf(substituteRow), available: true },
        { ...ordered, available: true },
        { substitute: amount, ordered: item.amount },
      );
      entries.push({
        input: { product: priced, amount },
        fields: substituteFieldsOf(substituteRow, priced),
        substituteFor: item.barcode,
      });
    }
  }
  const pricing = priceCart({
    lines: entries.map((entry) => entry.input),
    deliveryMode: input.frozen.deliveryMode,
    minNetTotalCents: centsOf(input.frozen.minNetTotal),
    coupons: input.frozen.coupons.map(orderedCouponOf),
  });
  const items: PreparedCartLine[] = entries.flatMap((entry, index) => {
    const priced = pricing.lines[index];
    if (!priced) return [];
    return [
      { ...entry.fields, ...cartLineFieldsOf(entry.input, priced), substituteFor: entry.substituteFor },
    ];
  });
  const cart: PreparedCart = {
    ...input.frozen,
    items,
    ...cartTotalsOf(pricing),
    coupons: cartCouponsOf(pricing),
    // A freeze check's lists belong to the cart before the order, not to what was prepared.
    updatedItems: undefined,
    removedItems: undefined,
  };
  return { cart, totalCents: pricing.totalCents };
}
