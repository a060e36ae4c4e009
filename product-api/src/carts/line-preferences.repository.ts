import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, carts } from '../db/schema';
import { nextLinesVersion } from './carts.repository';

/**
 * Sets a line's substitution preference and picker note (issue 29) in the caller's transaction,
 * with the cart row locked by it. The change counts as a change of the cart's lines
 * (carts.lines_version), so an add to cart that read the lines before answers them afresh rather
 * than with the old preferences. False when the cart holds no line of the product.
 */
export async function saveLinePreferences(
  tx: Database,
  line: { cartId: number; productId: number },
  preferences: { replace: boolean; note: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(cartItems)
    .set({ replaceAllowed: preferences.replace, pickerNote: preferences.note, updatedAt: now })
    .where(and(eq(cartItems.cartId, line.cartId), eq(cartItems.productId, line.productId)))
    .returning({ id: cartItems.id });
  if (rows.length === 0) return false;
  await tx
    .update(carts)
    .set({ linesVersion: nextLinesVersion, updatedAt: now })
    .where(eq(carts.id, line.cartId));
  return true;
}
