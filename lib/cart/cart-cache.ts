import type { Cart, CartItem } from '@shop/product-api/contract/cart';
import type { Product } from '@shop/product-api/contract/catalogue';
import { isPieces } from '@shop/product-api/contract/quantity';

/**
 * The cart as it will most likely be once the API has stored a change, so the header's count and
 * total and the cart page move at the click (issue 13: click to header total within 100 ms). It is
 * an estimate at today's net price (no multi-buy offer, no fee change): the server's cart replaces
 * it as soon as it answers. Money in integer cents inside, euro on the way out, like the API.
 */

const cents = (euro: number) => Math.round(euro * 100);
const euro = (value: number) => value / 100;

/** Spec §3 itemsCount: each piece line counts its amount, each weighed line counts 1. */
const countOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + (isPieces(item) ? Math.round(item.amount) : 1), 0);

function lineOf(product: Product | CartItem, amount: number, existing: CartItem | undefined): CartItem {
  const related = existing?.cartItemRelatedProduct ?? null;
  const rowPrice = cents(product.price * amount);
  const rowNetPrice = cents(product.netPrice * amount);
  const relatedCents = related ? cents(related.rowPrice) : 0;
  const weight =
    existing && existing.weight !== null && existing.amount > 0
      ? Math.round((existing.weight / existing.amount) * amount)
      : null;
  return {
    ...product,
    amount,
    weight,
    rowPrice: euro(rowPrice),
    rowNetPrice: euro(rowNetPrice),
    promoNote: existing?.promoNote ?? null,
    cartItemRelatedProduct: related,
    rowPriceWithCartItemRelated: euro(rowPrice + relatedCents),
    rowNetPriceWithCartItemRelated: euro(rowNetPrice + relatedCents),
    status: 'ok',
    // The preferences ride on the line: a new amount keeps them, a new line has the defaults.
    replace: existing?.replace ?? true,
    note: existing?.note ?? '',
  };
}

function withItems(cart: Cart, items: CartItem[], netDeltaCents: number): Cart {
  const missing = cart.missingForFreeDelivery;
  return {
    ...cart,
    items,
    itemsCount: countOf(items),
    netTotal: euro(cents(cart.netTotal) + netDeltaCents),
    total: euro(cents(cart.total) + netDeltaCents),
    totalToPay: euro(cents(cart.totalToPay) + netDeltaCents),
    missingForFreeDelivery: missing === null ? null : euro(Math.max(0, cents(missing) - netDeltaCents)),
  };
}

/** The cart with the line of `product` set to `amount` (absolute), appended when it is new. */
export function withLine(cart: Cart, product: Product | CartItem, amount: number): Cart {
  const existing = cart.items.find((item) => item.barcode === product.barcode);
  const line = lineOf(product, amount, existing);
  const delta =
    cents(line.rowNetPriceWithCartItemRelated) - cents(existing?.rowNetPriceWithCartItemRelated ?? 0);
  const items = existing
    ? cart.items.map((item) => (item.barcode === product.barcode ? line : item))
    : [...cart.items, line];
  return withItems(cart, items, delta);
}

/** The cart without the line of `barcode`. */
export function withoutLine(cart: Cart, barcode: string): Cart {
  const existing = cart.items.find((item) => item.barcode === barcode);
  if (!existing) return cart;
  const items = cart.items.filter((item) => item.barcode !== barcode);
  return withItems(cart, items, -cents(existing.rowNetPriceWithCartItemRelated));
}

/** The cart with the line of `barcode` carrying new substitution preferences (issue 29). */
export function withLinePreferences(
  cart: Cart,
  barcode: string,
  preferences: Pick<CartItem, 'replace' | 'note'>,
): Cart {
  return {
    ...cart,
    items: cart.items.map((item) => (item.barcode === barcode ? { ...item, ...preferences } : item)),
  };
}

/** The amount of `barcode` already in the cart (0 when it has no line). */
export const amountInCart = (cart: Cart, barcode: string): number =>
  cart.items.find((item) => item.barcode === barcode)?.amount ?? 0;

/**
 * Product add payload of spec §3: `amount` for pieces (PZ), `weight` in kg otherwise. A product
 * remembered by an older tab has no unit: a whole number is then taken for pieces.
 */
export function quantityOf(
  product: { purchaseUm?: string },
  amount: number,
): { amount: number } | { weight: number } {
  const pieces = product.purchaseUm === undefined ? Number.isInteger(amount) : product.purchaseUm === 'PZ';
  return pieces ? { amount: Math.round(amount) } : { weight: Math.round(amount * 100) / 100 };
}
