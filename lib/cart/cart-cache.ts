import type { Cart, CartItem } from '@shop/product-api/contract/cart';
import type { Product } from '@shop/product-api/contract/catalogue';
import {
  WATER_PACK_SURCHARGE_DESCRIPTION,
  WATER_PACK_TAG,
  multiBuyOfferOf,
  multiBuyRowCents,
  rowCentsOf,
  surchargedWaterPacks,
} from '@shop/product-api/contract/cart-rules';
import { lineDepositCents } from '@shop/product-api/contract/deposit';
import { centsOf } from '@shop/product-api/contract/money';
import { isPieces } from '@shop/product-api/contract/quantity';
import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';

/**
 * The cart as it will most likely be once the API has stored a change, so the header's count and
 * total and the cart page move at the click (issue 13: click to header total within 100 ms). It is
 * an estimate by the API's own rules (contract/cart-rules.ts: multi-buy offers, the water-pack
 * surcharge; contract/deposit.ts: the BCRS deposit), so the server's cart, which replaces it as soon as it answers, brings the same figure
 * and the header does not jump (issue 30 item 6); only a fee crossing its threshold waits for the
 * server. Money in integer cents inside, euro on the way out, like the API.
 */

const cents = centsOf;
const euro = (value: number) => value / 100;

/** Spec §3 itemsCount: each piece line counts its amount, each weighed line counts 1. */
const countOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + (isPieces(item) ? Math.round(item.amount) : 1), 0);

/** The line's goods at today's prices, with the product's multi-buy offer applied to pieces. */
function goodsOf(product: Product | CartItem, amount: number) {
  const netCents = cents(product.netPrice);
  const first = product.promotions[0];
  const offer = multiBuyOfferOf({
    purchaseUm: product.purchaseUm,
    netPriceCents: netCents,
    promotion: first ? { ...first, type: first.valueType } : null,
  });
  return {
    rowPrice: rowCentsOf(amount, cents(product.price)),
    rowNetPrice: offer ? multiBuyRowCents(amount, offer, netCents) : rowCentsOf(amount, netCents),
    promoNote: offer?.description ?? null,
  };
}

function lineOf(product: Product | CartItem, amount: number, existing: CartItem | undefined): CartItem {
  const related = existing?.cartItemRelatedProduct ?? null;
  const { rowPrice, rowNetPrice, promoNote } = goodsOf(product, amount);
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
    promoNote,
    cartItemRelatedProduct: related,
    rowPriceWithCartItemRelated: euro(rowPrice + relatedCents),
    rowNetPriceWithCartItemRelated: euro(rowNetPrice + relatedCents),
    status: 'ok',
    // The preferences ride on the line: a new amount keeps them, a new line has the defaults.
    replace: existing?.replace ?? true,
    note: existing?.note ?? '',
    rowDeposit: euro(lineDepositCents(product, amount)),
  };
}

const isWaterPack = (item: CartItem) => item.status === 'ok' && item.tags.includes(WATER_PACK_TAG);

/**
 * The water-pack surcharge spread again over the lines in cart order (spec §5), as the API does:
 * a change to one pack line can move the surcharge onto or off another. A line the estimate cannot
 * tell for a pack (no tag) keeps what the server said.
 */
function withWaterPackSurcharges(items: CartItem[]): CartItem[] {
  const surcharged = surchargedWaterPacks(items.map((item) => (isWaterPack(item) ? item.amount : 0)));
  return items.map((item, index) => {
    if (!isWaterPack(item)) return item;
    const packs = surcharged[index] ?? 0;
    const surchargeCents = packs * SHOP_RULES.waterPackSurchargeCents;
    return {
      ...item,
      cartItemRelatedProduct:
        packs > 0
          ? {
              description: item.cartItemRelatedProduct?.description ?? WATER_PACK_SURCHARGE_DESCRIPTION,
              price: euro(SHOP_RULES.waterPackSurchargeCents),
              amount: packs,
              rowPrice: euro(surchargeCents),
            }
          : null,
      rowPriceWithCartItemRelated: euro(cents(item.rowPrice) + surchargeCents),
      rowNetPriceWithCartItemRelated: euro(cents(item.rowNetPrice) + surchargeCents),
    };
  });
}

/** What the available lines cost, surcharges included, in cents. */
const netCentsOf = (items: readonly CartItem[]) =>
  items.reduce(
    (sum, item) => (item.status === 'ok' ? sum + cents(item.rowNetPriceWithCartItemRelated) : sum),
    0,
  );

/** The BCRS deposit of the available lines, in cents: outside the net total, inside the total. */
const depositCentsOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => (item.status === 'ok' ? sum + cents(item.rowDeposit) : sum), 0);

function withItems(cart: Cart, items: CartItem[], netDeltaCents: number): Cart {
  const missing = cart.missingForFreeDelivery;
  const depositDeltaCents = depositCentsOf(items) - depositCentsOf(cart.items);
  const totalDeltaCents = netDeltaCents + depositDeltaCents;
  return {
    ...cart,
    items,
    itemsCount: countOf(items),
    netTotal: euro(cents(cart.netTotal) + netDeltaCents),
    depositTotal: euro(cents(cart.depositTotal) + depositDeltaCents),
    total: euro(cents(cart.total) + totalDeltaCents),
    totalToPay: euro(cents(cart.totalToPay) + totalDeltaCents),
    missingForFreeDelivery: missing === null ? null : euro(Math.max(0, cents(missing) - netDeltaCents)),
  };
}

/** The cart with the line of `product` set to `amount` (absolute), appended when it is new. */
export function withLine(cart: Cart, product: Product | CartItem, amount: number): Cart {
  const existing = cart.items.find((item) => item.barcode === product.barcode);
  const line = lineOf(product, amount, existing);
  const items = withWaterPackSurcharges(
    existing
      ? cart.items.map((item) => (item.barcode === product.barcode ? line : item))
      : [...cart.items, line],
  );
  return withItems(cart, items, netCentsOf(items) - netCentsOf(cart.items));
}

/** The cart without the line of `barcode`. */
export function withoutLine(cart: Cart, barcode: string): Cart {
  const existing = cart.items.find((item) => item.barcode === barcode);
  if (!existing) return cart;
  const items = withWaterPackSurcharges(cart.items.filter((item) => item.barcode !== barcode));
  return withItems(cart, items, netCentsOf(items) - netCentsOf(cart.items));
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
