import type { PointBalance } from '../contract/account';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import { SHOP_RULES } from '../contract/shop-rules';
import type { Database } from '../db/client';
import { findCardsLinkedTo } from './loyalty-cards.repository';
import { principalCardOf } from './principal-card';
import { findUserById } from './profiles.repository';

export const NO_LOYALTY_CARD_MESSAGE = 'No loyalty card';

/** The euro value (in cents) of the vouchers `points` buy; the rest wait for the next one. */
export const voucherCentsFor = (points: number): number =>
  Math.floor(Math.max(0, points) / SHOP_RULES.loyaltyVoucherPoints) * SHOP_RULES.loyaltyVoucherCents;

/**
 * GET /cli/profiles/point-balance: the principal card's points as the tills last counted them. Only
 * a card linked to the caller in the cards table counts (a code merely listed in the profile has
 * no points here); a customer without one gets code 2, which the side menu reads as "no card".
 */
export async function pointBalance(db: Database, userId: number): Promise<Result<PointBalance>> {
  const user = await findUserById(db, userId);
  if (!user) return fail(ResponseCode.USER_NOT_FOUND);
  const card = principalCardOf(user.cards, await findCardsLinkedTo(db, userId));
  if (!card) return fail(ResponseCode.USER_NOT_FOUND, NO_LOYALTY_CARD_MESSAGE);
  return ok({
    pointBalance: card.points,
    discount: voucherCentsFor(card.points) / 100,
    balanceDate: card.balanceAt.toISOString(),
  });
}
