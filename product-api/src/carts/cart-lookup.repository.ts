import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts } from '../db/schema';

export type CartRow = typeof carts.$inferSelect;

/**
 * The caller's cart by id, whatever its status; another customer's cart reads as missing (the
 * route answers 4004 'Cart not found' for both, spec §6 ownership). `lock` holds the row for the
 * rest of the transaction (FOR NO KEY UPDATE: the cart's line and hold inserts, which only
 * reference it, are not blocked), so two changes of one cart run one after the other.
 */
export async function findOwnedCart(
  db: Database,
  userId: number,
  cartId: number,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .limit(1);
  const [row] = await (options.lock ? query.for('no key update') : query);
  return row ?? null;
}
