import type { Cart } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import {
  ok,
  ResponseCode,
  responseMessages,
  type ResponseCodeValue,
  type Result,
} from '../contract/envelope';
import { normalise } from '../contract/quantity';
import { usableCouponsOf } from '../coupons/coupon-orders.service';
import type { Database } from '../db/client';
import { checkLineAmount, checkLineChange } from '../pricing/cart-line-rules';
import { pricedProductOf } from '../pricing/cart-pricing-wire';
import { lockCartContext, readCartLines } from './cart-lines.repository';
import { withLine } from './cart-lines.service';
import { cartNotFound, usableCart } from './cart-refusals';
import { cartViewOf, lineInputOf } from './cart-view';
import {
  findLatestCart,
  findLineProducts,
  inCartTransaction,
  saveCartLines,
  type LineProductRow,
} from './carts.repository';

/** An amount to add to the cart's line of a product, in the product's unit (pieces or kg). */
export type LineAddition = { barcode: string; amount: number };
/** An addition the cart's rules refused, with their code (4030 unknown, 4031, 4034, 4038 …). */
export type RefusedAddition = { barcode: string; code: ResponseCodeValue; message: string };

/**
 * The amount a line reaches with `added` more: the sum put on the product's step grid (two
 * minimum weights need not be a step apart), but never capped, so a sum above the maximum is
 * refused (4034) as an add to cart would be.
 */
function summedAmount(product: LineProductRow, held: number, added: number): number {
  const sum = held + added;
  const onGrid = normalise(product, sum);
  return onGrid.limited === 'max' ? sum : onGrid.amount;
}

/**
 * Adds amounts to the lines of the customer's current cart (the shopping list's 'add to cart'):
 * each addition passes the rules of an add to cart on the lines as the earlier ones left them,
 * and those refused are answered with their code while the rest are saved. The cart stays locked
 * from its read to the write, so two calls at once add twice, never once, and a concurrent
 * POST /cart/store reads again after it (its version check). No open cart: 4004.
 */
export function addToCurrentCart(
  db: Database,
  userId: number,
  additions: LineAddition[],
  now: Date,
  language: Language,
): Promise<Result<{ cart: Cart; refused: RefusedAddition[] }>> {
  return inCartTransaction(db, async (tx) => {
    const latest = await findLatestCart(tx, userId);
    const found = usableCart(latest);
    if (!found.ok) return found;
    const keys = { userId, cartId: found.data.id, barcode: '', now };
    const context = await lockCartContext(tx, keys);
    const usable = usableCart(context?.cart ?? null);
    if (!usable.ok) return usable;
    if (!context) return cartNotFound();
    const cart = usable.data;
    let lines = await readCartLines(tx, cart.id);
    const products = await findLineProducts(
      tx,
      additions.map((a) => a.barcode),
    );
    const refused: RefusedAddition[] = [];
    const changed = new Set<number>();
    for (const { barcode, amount } of additions) {
      const product = products.find((p) => p.barcode === barcode);
      const refuse = (code: ResponseCodeValue, message?: string) =>
        refused.push({ barcode, code, message: message ?? responseMessages[code] });
      if (!product) {
        refuse(ResponseCode.PRODUCT_NOT_FOUND);
        continue;
      }
      const held = lines.find((l) => l.product.id === product.id)?.amount ?? 0;
      const checked = checkLineAmount(pricedProductOf(product), summedAmount(product, held, amount));
      const after = checked.ok ? withLine(lines, product, cart.id, checked.data) : lines;
      const change = checked.ok ? checkLineChange(lines.map(lineInputOf), after.map(lineInputOf)) : checked;
      if (!change.ok) {
        refuse(change.code, change.message);
        continue;
      }
      lines = after;
      changed.add(product.id);
    }
    const saved = lines
      .filter((l) => changed.has(l.product.id))
      .map((l) => ({ productId: l.product.id, amount: l.amount, seenNetPriceCents: l.seenNetPriceCents }));
    await saveCartLines(tx, cart.id, saved, now);
    const coupons = await usableCouponsOf(tx, userId, now, language);
    const view = cartViewOf({ cart, setting: context.setting, hold: context.hold, lines, coupons }, language);
    return ok({ cart: view, refused });
  });
}
