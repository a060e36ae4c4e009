import { toProduct } from '../products/product-mapper';
import type { Cart, CartItem } from '../contract/cart';
import { deliveryModeSchema, type DeliveryMode, type Language } from '../contract/catalogue';
import { isAddressMode } from '../contract/cart-rules';
import { priceCart } from '../pricing/cart-pricing';
import type { PricedCoupon, PricedLineInput } from '../pricing/cart-pricing-types';
import { cartCouponsOf, cartLineFieldsOf, cartTotalsOf, pricedProductOf } from '../pricing/cart-pricing-wire';
import type { CartRow } from './cart-lookup.repository';
import type { CartLineRow, CartSetting, LiveHoldRow } from './carts.repository';

/**
 * A cart as the wire's Cart (contract/cart.ts): its lines priced today by the cart's price rules
 * (pricing/cart-pricing.ts), the products as the catalogue answers them, store, mode and the live
 * slot hold. Pure: the services load the rows, this shapes them.
 */
export type CartParts = {
  cart: CartRow;
  setting: CartSetting | undefined;
  lines: CartLineRow[];
  hold: LiveHoldRow | undefined;
  /** The owner's activated coupons the pricing may apply (coupons/coupon-orders.service.ts). */
  coupons: readonly PricedCoupon[];
};

/** Rows hold only modes the contract validated on the way in; an unknown one reads as pick-up. */
export function deliveryModeOf(text: string): DeliveryMode {
  const parsed = deliveryModeSchema.safeParse(text);
  return parsed.success ? parsed.data : 'IN_STORE';
}

export const lineInputOf = (line: CartLineRow): PricedLineInput => ({
  product: pricedProductOf(line.product),
  amount: line.amount,
});

/** 'Home delivery – Triq il-Kbira 12, Birkirkara', the store's name for pick-up in store. */
function titleOf(parts: CartParts, mode: DeliveryMode): string {
  const storeName = parts.setting?.storeName ?? '';
  const modeName = parts.setting?.modeDescription ?? mode;
  if (isAddressMode(mode)) return `${modeName} – ${parts.cart.addressDescription ?? ''}`.trim();
  if (mode === 'DRIVE') return `${modeName} – ${storeName}`;
  return storeName;
}

/** The cart with its products named in `language` (the catalogue's Italian names where it has them). */
export function cartViewOf(parts: CartParts, language: Language): Cart {
  const { cart, hold } = parts;
  const mode = deliveryModeOf(cart.deliveryMode);
  const inputs = parts.lines.map(lineInputOf);
  const pricing = priceCart({
    lines: inputs,
    deliveryMode: mode,
    minNetTotalCents: parts.setting?.minNetTotalCents ?? 0,
    coupons: parts.coupons,
  });
  const items: CartItem[] = parts.lines.flatMap((line, index) => {
    const input = inputs[index];
    const priced = pricing.lines[index];
    if (!input || !priced) return [];
    return [
      {
        ...toProduct(line.product, language),
        ...cartLineFieldsOf(input, priced),
        replace: line.replace,
        note: line.note,
      },
    ];
  });
  return {
    id: cart.id,
    title: titleOf(parts, mode),
    items,
    ...cartTotalsOf(pricing),
    coupons: cartCouponsOf(pricing),
    storeId: cart.storeId,
    storeDescription: parts.setting?.storeName ?? '',
    deliveryMode: mode,
    addressId: cart.addressId,
    delivery: {
      deliveryDate: hold?.day ?? null,
      timeSlot: hold
        ? { validFrom: hold.validFrom.toISOString(), validTo: hold.validTo.toISOString() }
        : null,
      addressDescription: cart.addressDescription,
      timeSlotId: hold?.timeSlotId ?? null,
      holdExpiresAt: hold?.expiresAt.toISOString() ?? null,
    },
    payment: { mode: null },
    paymentMode: null,
    orderId: null,
  };
}
