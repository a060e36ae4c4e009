import type { Cart } from '@shop/product-api/contract/cart';
import { toCents } from '@/lib/format';

type Fee = Cart['fees'][number];

/** A fee applies while the cart's net total is under its threshold (spec §3 fees). */
export const feeApplies = (cart: Pick<Cart, 'netTotal'>, fee: Fee): boolean =>
  toCents(cart.netTotal) < toCents(fee.maxCartNetTotal);

/** The fees the cart pays: those it is still under the threshold of. */
export const feesDue = (cart: Pick<Cart, 'netTotal' | 'fees'>): Fee[] =>
  cart.fees.filter((fee) => feeApplies(cart, fee));
