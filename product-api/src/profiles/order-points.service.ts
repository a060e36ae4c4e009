import { SHOP_RULES } from '../contract/shop-rules';
import type { Database } from '../db/client';
import { addCardPoints, findCardsLinkedTo, insertOrderPointCredit } from './loyalty-cards.repository';
import { principalCardOf } from './principal-card';
import { findUserById } from './profiles.repository';

/** Spec §1: 1 point per whole euro spent; cents below the next euro earn nothing (€23.99 → 23). */
export const pointsForCents = (cents: number): number =>
  Math.floor((Math.max(0, cents) * SHOP_RULES.loyaltyPointsPerEuro) / 100);

/** The order as the completion hands it over (orders sit above profiles and pass plain facts). */
export type CompletedOrder = {
  orderId: number;
  customerId: number | null;
  /** What was picked and charged (null for an order completed before picking priced it). */
  finalTotalCents: number | null;
  /** What was ordered: the fallback when no final total was written. */
  totalCents: number;
};

export type OrderPointsOutcome = { credited: false } | { credited: true; cardCode: string; points: number };

/**
 * Credits the points a completed order earns (docs/order-lifecycle.md, Loyalty points), inside
 * the completing transition's transaction: the customer's principal card gets 1 point per whole
 * euro of the final total (the ordered total when none was written), once. The ledger row keyed by
 * the order goes first and the card changes only when that row is new, so a repeat, a replay or
 * a second writer adds nothing. A customer without a card (or an order without a customer) earns
 * nothing and leaves no row.
 */
export async function creditOrderPoints(
  tx: Database,
  order: CompletedOrder,
  now: Date,
): Promise<OrderPointsOutcome> {
  if (order.customerId === null) return { credited: false };
  const user = await findUserById(tx, order.customerId);
  if (!user) return { credited: false };
  const card = principalCardOf(user.cards, await findCardsLinkedTo(tx, order.customerId));
  if (!card) return { credited: false };
  const points = pointsForCents(order.finalTotalCents ?? order.totalCents);
  const written = await insertOrderPointCredit(tx, {
    orderId: order.orderId,
    cardCode: card.code,
    points,
    at: now,
  });
  if (!written) return { credited: false };
  if (points > 0) await addCardPoints(tx, card.code, points, now);
  return { credited: true, cardCode: card.code, points };
}
